// Who may change what on the settings pages (the database decides; the pages only hide the buttons).
export function mayManageSettings(role: string | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

export function isOwner(role: string | null | undefined): boolean {
  return role === 'owner';
}

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

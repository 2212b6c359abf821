// A post's date for display, read as a calendar date (UTC), never shifted by the reader's zone.
export function postDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

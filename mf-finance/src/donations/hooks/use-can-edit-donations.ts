// Whether the signed-in user may record gifts and donors: owners, admins and members may; viewers
// only read (the database refuses them anyway; this hides the buttons and locks the drawers).
import { activeOrganizationAtom, useSessionValue } from '@missionbase/session';

export function useCanEditDonations(): boolean {
  const organization = useSessionValue(activeOrganizationAtom);
  return organization !== null && organization.role !== 'viewer';
}

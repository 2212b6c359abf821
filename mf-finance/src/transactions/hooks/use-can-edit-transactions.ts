// Whether the signed-in user may change the active organization's transactions: owners, admins
// and members may; viewers only read (the database refuses them anyway; this hides the buttons).
import { activeOrganizationAtom, useSessionValue } from '@missionbase/session';

export function useCanEditTransactions(): boolean {
  const organization = useSessionValue(activeOrganizationAtom);
  return organization !== null && organization.role !== 'viewer';
}

// Whether the signed-in user may write invoices, bills, customers, vendors and payments: owners,
// admins and members may; viewers only read (the database refuses them anyway; this hides the
// buttons and locks the drawers).
import { activeOrganizationAtom, useSessionValue } from '@missionbase/session';

export function useCanEditDocuments(): boolean {
  const organization = useSessionValue(activeOrganizationAtom);
  return organization !== null && organization.role !== 'viewer';
}

// Whether the signed-in user may change budgets: owners, admins and members may; viewers only read
// (the database refuses them anyway: "Viewers cannot change budgets"; this hides the buttons).
import { activeOrganizationAtom, useSessionValue } from '@missionbase/session';

export function useCanEditBudgets(): boolean {
  const organization = useSessionValue(activeOrganizationAtom);
  return organization !== null && organization.role !== 'viewer';
}

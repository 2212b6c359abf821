// Who may do what on the reconciliation screen: owners, admins and members reconcile; viewers only
// read; only owners and admins undo a finished reconciliation. The database refuses anyway; this
// hides the buttons.
import { activeOrganizationAtom, useSessionValue } from '@missionbase/session';

export function useReconcileRights(): { canReconcile: boolean; canUndo: boolean } {
  const organization = useSessionValue(activeOrganizationAtom);
  const role = organization?.role ?? 'viewer';
  return { canReconcile: role !== 'viewer', canUndo: role === 'owner' || role === 'admin' };
}

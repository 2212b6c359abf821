// Whether the signed-in user may write supply-chain records: owners, admins and members may;
// viewers only read (the database refuses them anyway; this hides the buttons and locks forms).
import { activeOrganizationAtom, useSessionValue } from '@missionbase/session';

export function useCanEditSupplyChain(): boolean {
  const organization = useSessionValue(activeOrganizationAtom);
  return organization !== null && organization.role !== 'viewer';
}

/** Owners and admins decide purchase requests (above the threshold only owners: the database says so). */
export function useCanApproveRequests(): boolean {
  const organization = useSessionValue(activeOrganizationAtom);
  return organization !== null && (organization.role === 'owner' || organization.role === 'admin');
}

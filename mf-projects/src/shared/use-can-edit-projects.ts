// Whether the signed-in user may change projects and tasks: owners, admins and members may;
// viewers only read (the database refuses them anyway; this hides buttons and locks drawers).
import { activeOrganizationAtom, useSessionValue } from '@missionbase/session';

export function useCanEditProjects(): boolean {
  const organization = useSessionValue(activeOrganizationAtom);
  return organization !== null && organization.role !== 'viewer';
}

// What the signed-in user's role allows on the HR screens (the database refuses anyway): owners,
// admins and members edit employees; only owners and admins see personal identifiers and run
// payroll; viewers read only.
import { activeOrganizationAtom, useSessionValue } from '@missionbase/session';

export interface HrPermissions {
  role: string | null;
  canEditEmployees: boolean;
  /** Personal identifiers and payroll runs. */
  canManagePayroll: boolean;
}

export function hrPermissionsOf(role: string | null): HrPermissions {
  return {
    role,
    canEditEmployees: role === 'owner' || role === 'admin' || role === 'member',
    canManagePayroll: role === 'owner' || role === 'admin',
  };
}

export function useHrPermissions(): HrPermissions {
  const organization = useSessionValue(activeOrganizationAtom);
  return hrPermissionsOf(organization?.role ?? null);
}

// What the signed-in user may do on the HR screens (the database refuses anyway): owners, admins
// and members edit employees; only owners and admins see personal identifiers and run payroll;
// pay (rates, runs, the register, the year to date) only owners, admins and members an owner
// granted payroll access see, and, viewers apart, change (with an employee's status and
// allocations). Whether the user sees pay is the database's answer (public.can_read_pay), not a
// copy of its rule; until it arrives, pay stays hidden. Viewers read only.
import { useQuery } from '@tanstack/react-query';
import { activeOrganizationAtom, getSupabase, useSessionValue } from '@missionbase/session';

export interface HrPermissions {
  role: string | null;
  canEditEmployees: boolean;
  /** Personal identifiers and payroll runs. */
  canManagePayroll: boolean;
  /** Pay rates, payroll runs and their amounts. */
  canSeePay: boolean;
  /** Pay, an employee's status and allocations. */
  canChangePay: boolean;
  /** The database has not answered yet whether the user sees pay. */
  payAccessPending: boolean;
}

export function hrPermissionsOf(role: string | null, seesPay: boolean, payAccessPending = false): HrPermissions {
  return {
    role,
    canEditEmployees: role === 'owner' || role === 'admin' || role === 'member',
    canManagePayroll: role === 'owner' || role === 'admin',
    canSeePay: seesPay,
    canChangePay: seesPay && (role === 'owner' || role === 'admin' || role === 'member'),
    payAccessPending,
  };
}

/** Whether the user may see pay in the organization, as the database decides. */
export async function fetchPayAccess(organizationId: string): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('can_read_pay', { org: organizationId });
  if (error) throw error;
  return data;
}

export function useHrPermissions(): HrPermissions {
  const organization = useSessionValue(activeOrganizationAtom);
  const organizationId = organization?.id ?? null;
  const access = useQuery({
    // Under organization_members: a change of the memberships (payroll access granted) makes it stale.
    queryKey: ['organization_members', organizationId ?? '', 'pay-access'] as const,
    queryFn: () => fetchPayAccess(organizationId ?? ''),
    enabled: organizationId !== null,
  });
  return hrPermissionsOf(organization?.role ?? null, access.data === true, access.isPending && organizationId !== null);
}

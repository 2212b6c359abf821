// The payroll liabilities still owed, by agency, item and month (payroll_liabilities): accrued by
// approved runs, less what liability payments paid; every figure is the database's.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { LiabilityRow } from '../utils/liabilities';
import { payrollKeys } from './keys';

export async function fetchPayrollLiabilities(organizationId: string): Promise<LiabilityRow[]> {
  const { data, error } = await getSupabase().rpc('payroll_liabilities', { p_organization_id: organizationId, p_open_only: true });
  if (error) throw error;
  return data;
}

export function usePayrollLiabilities(organizationId: string | null) {
  return useQuery({
    queryKey: payrollKeys.liabilities(organizationId ?? ''),
    queryFn: () => fetchPayrollLiabilities(organizationId ?? ''),
    enabled: Boolean(organizationId),
  });
}

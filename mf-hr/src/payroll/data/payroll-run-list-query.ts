// The payroll runs, newest pay date first, paged in the database with the count.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { Tables } from '@missionbase/session';
import { payrollKeys } from './keys';

export type PayrollRunRow = Tables<'payroll_runs'>;

export interface PayrollRunListParams {
  status?: string;
  sort: 'pay_date' | 'total_gross' | 'total_net';
  direction: 'asc' | 'desc';
  from: number;
  to: number;
}

export async function fetchPayrollRuns(organizationId: string, params: PayrollRunListParams): Promise<{ rows: PayrollRunRow[]; total: number }> {
  let query = getSupabase().from('payroll_runs').select('*', { count: 'exact' }).eq('organization_id', organizationId);
  if (params.status) query = query.eq('status', params.status);
  const { data, error, count } = await query
    .order(params.sort, { ascending: params.direction === 'asc' })
    .order('id')
    .range(params.from, params.to);
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

export function usePayrollRuns(organizationId: string | null, params: PayrollRunListParams) {
  return useQuery({
    queryKey: payrollKeys.list(organizationId ?? '', params),
    queryFn: () => fetchPayrollRuns(organizationId ?? '', params),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}

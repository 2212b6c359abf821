// The latest run's pay period (not void), so a new run proposes the period after it.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { payrollKeys } from './keys';

export function useLatestPayrollPeriod(organizationId: string | null) {
  return useQuery({
    queryKey: payrollKeys.latest(organizationId ?? ''),
    queryFn: async (): Promise<{ period_start: string; period_end: string } | null> => {
      const { data, error } = await getSupabase()
        .from('payroll_runs').select('period_start, period_end').eq('organization_id', organizationId ?? '').neq('status', 'void')
        .order('period_end', { ascending: false }).limit(1).maybeSingle();
      if (error) throw error;
      return data;
    },
    enabled: Boolean(organizationId),
  });
}

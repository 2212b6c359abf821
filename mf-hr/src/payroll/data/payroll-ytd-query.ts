// Year-to-date payroll totals per employee (approved and paid runs paid in the year), from SQL.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { FunctionReturns } from '@missionbase/session';
import { payrollKeys } from './keys';

/** An employee's totals, as payroll_year_to_date declares its rows (every column may be null). */
export type YearToDateRow = FunctionReturns<'payroll_year_to_date'>[number];

export function usePayrollYearToDate(organizationId: string | null, year: number) {
  return useQuery({
    queryKey: payrollKeys.yearToDate(organizationId ?? '', year),
    queryFn: async (): Promise<YearToDateRow[]> => {
      const { data, error } = await getSupabase().rpc('payroll_year_to_date', { p_organization_id: organizationId ?? '', p_year: year });
      if (error) throw error;
      return data;
    },
    enabled: Boolean(organizationId),
  });
}

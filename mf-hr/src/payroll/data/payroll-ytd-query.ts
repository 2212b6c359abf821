// Year-to-date payroll totals per employee (approved and paid runs paid in the year), from SQL.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { payrollKeys } from './keys';

export interface YearToDateRow {
  employee_id: string;
  employee_name: string;
  runs: number;
  gross: number;
  employee_taxes: number;
  deductions: number;
  net: number;
  employer_taxes: number;
  benefits: number;
}

export function usePayrollYearToDate(organizationId: string | null, year: number) {
  return useQuery({
    queryKey: payrollKeys.yearToDate(organizationId ?? '', year),
    queryFn: async (): Promise<YearToDateRow[]> => {
      const { data, error } = await getSupabase().rpc('payroll_year_to_date', { p_organization_id: organizationId ?? '', p_year: year });
      if (error) throw error;
      return data.map((row) => ({
        employee_id: row.employee_id ?? '', employee_name: row.employee_name ?? '', runs: row.runs ?? 0, gross: row.gross ?? 0,
        employee_taxes: row.employee_taxes ?? 0, deductions: row.deductions ?? 0, net: row.net ?? 0, employer_taxes: row.employer_taxes ?? 0,
        benefits: row.benefits ?? 0,
      }));
    },
    enabled: Boolean(organizationId),
  });
}

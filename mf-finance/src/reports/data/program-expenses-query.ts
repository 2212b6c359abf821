// report_program_expenses: the functional expense matrix (expense accounts by program, management
// and general, fundraising) of a period, optionally of one fund, with the program expense ratio and
// the comparison period's total.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { DateRange } from '@missionbase/ui';
import { parseReportTable } from '../shared/report-table';
import { reportKeys } from './keys';

export interface ProgramExpensesArgs {
  period: DateRange;
  compare: DateRange | null;
  fund: string | null;
}

export async function fetchProgramExpenses(organizationId: string, args: ProgramExpensesArgs) {
  const { data, error } = await getSupabase().rpc('report_program_expenses', {
    p_organization_id: organizationId,
    p_from: args.period.from,
    p_to: args.period.to,
    ...(args.compare ? { p_compare_from: args.compare.from, p_compare_to: args.compare.to } : {}),
    ...(args.fund ? { p_fund_id: args.fund } : {}),
  });
  if (error) throw error;
  return parseReportTable(data);
}

export function useProgramExpenses(args: ProgramExpensesArgs) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'program-expenses', args),
    queryFn: () => fetchProgramExpenses(organizationId ?? '', args),
    enabled: organizationId !== null,
  });
}

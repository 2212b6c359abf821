// report_trial_balance: every account's opening balance, debits, credits and closing debit/credit
// balance for a period (optionally of one fund or project), with a comparison date's balances;
// post-closing (the year-end closing entries included) when asked.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { DateRange } from '@missionbase/ui';
import { parseReportTable } from '../shared/report-table';
import { reportKeys } from './keys';

export interface TrialBalanceArgs {
  period: DateRange;
  compareTo: string | null;
  fund: string | null;
  project: string | null;
  /** The post-closing trial balance: the year-end closing entries count. */
  closingEntries?: boolean;
}

export async function fetchTrialBalance(organizationId: string, args: TrialBalanceArgs) {
  const { data, error } = await getSupabase().rpc('report_trial_balance', {
    p_organization_id: organizationId,
    p_from: args.period.from,
    p_to: args.period.to,
    ...(args.compareTo ? { p_compare_to: args.compareTo } : {}),
    ...(args.fund ? { p_fund_id: args.fund } : {}),
    ...(args.project ? { p_project_id: args.project } : {}),
    ...(args.closingEntries ? { p_closing_entries: true } : {}),
  });
  if (error) throw error;
  return parseReportTable(data);
}

export function useTrialBalance(args: TrialBalanceArgs) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'trial-balance', args),
    queryFn: () => fetchTrialBalance(organizationId ?? '', args),
    enabled: organizationId !== null,
  });
}

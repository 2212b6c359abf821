// report_fund_balances: per fund and net asset class, the beginning balance, revenue, expenses,
// releases, transfers and the ending balance of a period, with a comparison date's ending balance.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { DateRange } from '@missionbase/ui';
import { parseReportTable } from '../shared/report-table';
import { reportKeys } from './keys';

export interface FundBalancesArgs {
  period: DateRange;
  compareTo: string | null;
}

export async function fetchFundBalances(organizationId: string, args: FundBalancesArgs) {
  const { data, error } = await getSupabase().rpc('report_fund_balances', {
    p_organization_id: organizationId,
    p_from: args.period.from,
    p_to: args.period.to,
    ...(args.compareTo ? { p_compare_to: args.compareTo } : {}),
  });
  if (error) throw error;
  return parseReportTable(data);
}

export function useFundBalances(args: FundBalancesArgs) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'fund-balances', args),
    queryFn: () => fetchFundBalances(organizationId ?? '', args),
    enabled: organizationId !== null,
  });
}

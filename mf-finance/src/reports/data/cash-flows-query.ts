// report_cash_flows: the Statement of Cash Flows (indirect method) of a period, optionally of one
// fund, beside a comparison period; ends at the cash on the Statement of Financial Position.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { DateRange } from '@missionbase/ui';
import { parseReportTable } from '../shared/report-table';
import { reportKeys } from './keys';

export interface CashFlowsArgs {
  period: DateRange;
  compare: DateRange | null;
  fund: string | null;
}

export async function fetchCashFlows(organizationId: string, args: CashFlowsArgs) {
  const { data, error } = await getSupabase().rpc('report_cash_flows', {
    p_organization_id: organizationId,
    p_from: args.period.from,
    p_to: args.period.to,
    ...(args.compare ? { p_compare_from: args.compare.from, p_compare_to: args.compare.to } : {}),
    ...(args.fund ? { p_fund_id: args.fund } : {}),
  });
  if (error) throw error;
  return parseReportTable(data);
}

export function useCashFlows(args: CashFlowsArgs) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'cash-flows', args),
    queryFn: () => fetchCashFlows(organizationId ?? '', args),
    enabled: organizationId !== null,
  });
}

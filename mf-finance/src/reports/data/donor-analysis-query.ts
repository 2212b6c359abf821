// report_donor_analysis: giving of a period from the donations (new, retained, recaptured, lapsed
// donors, retention, average and median gift, levels, months, top donors), beside a comparison.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import type { DateRange } from '@missionbase/ui';
import { reportKeys } from './keys';

/** One period's figures, as report_donor_analysis declares them (every attribute may be null). */
export type DonorPeriod = CompositeTypes<'donor_analysis_period'>;
export type DonorSummary = CompositeTypes<'donor_analysis_summary'>;
/** The period and the comparison period (null without one). */
export type DonorAnalysis = CompositeTypes<'donor_analysis'>;

export interface DonorAnalysisArgs {
  period: DateRange;
  compare: DateRange | null;
  fund: string | null;
}

export async function fetchDonorAnalysis(organizationId: string, args: DonorAnalysisArgs): Promise<DonorAnalysis> {
  const { data, error } = await getSupabase().rpc('report_donor_analysis', {
    p_organization_id: organizationId,
    p_from: args.period.from,
    p_to: args.period.to,
    ...(args.compare ? { p_compare_from: args.compare.from, p_compare_to: args.compare.to } : {}),
    ...(args.fund ? { p_fund_id: args.fund } : {}),
    p_top: 10,
  });
  if (error) throw error;
  return data;
}

export function useDonorAnalysis(args: DonorAnalysisArgs) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'donor-analysis', args),
    queryFn: () => fetchDonorAnalysis(organizationId ?? '', args),
    enabled: organizationId !== null,
  });
}

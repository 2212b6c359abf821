// report_donor_analysis: giving of a period from the donations (new, retained, recaptured, lapsed
// donors, retention, average and median gift, levels, months, top donors), beside a comparison. Read with
// zod/mini (a few KiB), not zod: a report's cold load carries no form library (issue 21 point 2).
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { DateRange } from '@missionbase/ui';
import * as z from 'zod/mini';
import { reportKeys } from './keys';

const money = z.union([z.number(), z.string()]);
const count = z.pipe(z.union([z.number(), z.string()]), z.transform(Number));

const periodSchema = z.object({
  from: z.string(),
  to: z.string(),
  base_from: z.string(),
  base_to: z.string(),
  summary: z.object({
    total: money, gifts: count, donors: count, average_gift: z.nullable(money), median_gift: z.nullable(money),
    new_donors: count, retained_donors: count, recaptured_donors: count, lybunt_donors: count, sybunt_donors: count,
    base_donors: count, retention_rate: z.nullable(money), lybunt_amount: money,
  }),
  levels: z.array(z.object({ key: z.string(), label: z.string(), donors: count, total: money })),
  months: z.array(z.object({ month: z.string(), gifts: count, donors: count, total: money })),
  top: z.array(z.object({ key: z.string(), donor_id: z.nullable(z.string()), name: z.string(), gifts: count, total: money, last_gift: z.string(), status: z.string() })),
});

export const donorAnalysisSchema = z.object({ current: periodSchema, compare: z.nullable(periodSchema) });
export type DonorAnalysis = z.infer<typeof donorAnalysisSchema>;
export type DonorPeriod = z.infer<typeof periodSchema>;

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
  return donorAnalysisSchema.parse(data);
}

export function useDonorAnalysis(args: DonorAnalysisArgs) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'donor-analysis', args),
    queryFn: () => fetchDonorAnalysis(organizationId ?? '', args),
    enabled: organizationId !== null,
  });
}

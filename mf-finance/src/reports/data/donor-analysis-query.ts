// report_donor_analysis: giving of a period from the donations (new, retained, recaptured, lapsed
// donors, retention, average and median gift, levels, months, top donors), beside a comparison. Read with plain
// checks (report-json.ts), not zod: a report's cold load carries no schema library.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { DateRange } from '@missionbase/ui';
import { ReportReader } from './report-json';
import { reportKeys } from './keys';

type Money = number | string;

export interface DonorPeriod {
  from: string;
  to: string;
  base_from: string;
  base_to: string;
  summary: {
    total: Money; gifts: number; donors: number; average_gift: Money | null; median_gift: Money | null;
    new_donors: number; retained_donors: number; recaptured_donors: number; lybunt_donors: number; sybunt_donors: number;
    base_donors: number; retention_rate: Money | null; lybunt_amount: Money;
  };
  levels: Array<{ key: string; label: string; donors: number; total: Money }>;
  months: Array<{ month: string; gifts: number; donors: number; total: Money }>;
  top: Array<{ key: string; donor_id: string | null; name: string; gifts: number; total: Money; last_gift: string; status: string }>;
}

export interface DonorAnalysis {
  current: DonorPeriod;
  compare: DonorPeriod | null;
}

function readPeriod(read: ReportReader, value: unknown): DonorPeriod {
  const json = read.record(value);
  const summary = read.record(json.summary);
  return {
    from: read.text(json.from),
    to: read.text(json.to),
    base_from: read.text(json.base_from),
    base_to: read.text(json.base_to),
    summary: {
      total: read.money(summary.total), gifts: read.count(summary.gifts), donors: read.count(summary.donors),
      average_gift: read.nullableMoney(summary.average_gift), median_gift: read.nullableMoney(summary.median_gift),
      new_donors: read.count(summary.new_donors), retained_donors: read.count(summary.retained_donors), recaptured_donors: read.count(summary.recaptured_donors),
      lybunt_donors: read.count(summary.lybunt_donors), sybunt_donors: read.count(summary.sybunt_donors), base_donors: read.count(summary.base_donors),
      retention_rate: read.nullableMoney(summary.retention_rate), lybunt_amount: read.money(summary.lybunt_amount),
    },
    levels: read.array(json.levels).map((item) => {
      const level = read.record(item);
      return { key: read.text(level.key), label: read.text(level.label), donors: read.count(level.donors), total: read.money(level.total) };
    }),
    months: read.array(json.months).map((item) => {
      const month = read.record(item);
      return { month: read.text(month.month), gifts: read.count(month.gifts), donors: read.count(month.donors), total: read.money(month.total) };
    }),
    top: read.array(json.top).map((item) => {
      const donor = read.record(item);
      return {
        key: read.text(donor.key), donor_id: read.nullableText(donor.donor_id), name: read.text(donor.name), gifts: read.count(donor.gifts),
        total: read.money(donor.total), last_gift: read.text(donor.last_gift), status: read.text(donor.status),
      };
    }),
  };
}

/** report_donor_analysis' JSON, checked field by field (counts the database sends as text become numbers). */
export function readDonorAnalysis(value: unknown): DonorAnalysis {
  const read = new ReportReader('donor analysis');
  const json = read.record(value);
  return { current: readPeriod(read, json.current), compare: json.compare === null ? null : readPeriod(read, json.compare) };
}

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
  return readDonorAnalysis(data);
}

export function useDonorAnalysis(args: DonorAnalysisArgs) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'donor-analysis', args),
    queryFn: () => fetchDonorAnalysis(organizationId ?? '', args),
    enabled: organizationId !== null,
  });
}

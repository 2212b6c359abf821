// report_taxes: Form 990 Part VIII and Part IX (by function) of a period from the ledger and the
// editable account mapping, the 1099 vendors' payments in the calendar year, and payroll taxes. The
// answer is declared (public.taxes_report) but for the two Form 990 parts, report tables that stay
// json (their cells are keyed by their columns) and are read by readReportTable.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import type { DateRange } from '@missionbase/ui';
import { readReportTable } from '../shared/report-table';
import type { ReportTable } from '../shared/report-table';
import { reportKeys } from './keys';

/** The report as report_taxes declares it (every attribute may be null), with its two Form 990 parts read. */
export type TaxesReport = Omit<CompositeTypes<'taxes_report'>, 'part_viii' | 'part_ix'> & { part_viii: ReportTable; part_ix: ReportTable };

export function readTaxes(report: CompositeTypes<'taxes_report'>): TaxesReport {
  return { ...report, part_viii: readReportTable(report.part_viii, 'taxes report'), part_ix: readReportTable(report.part_ix, 'taxes report') };
}

export interface TaxesArgs {
  period: DateRange;
  compare: DateRange | null;
}

export async function fetchTaxes(organizationId: string, args: TaxesArgs): Promise<TaxesReport> {
  const { data, error } = await getSupabase().rpc('report_taxes', {
    p_organization_id: organizationId,
    p_from: args.period.from,
    p_to: args.period.to,
    ...(args.compare ? { p_compare_from: args.compare.from, p_compare_to: args.compare.to } : {}),
  });
  if (error) throw error;
  return readTaxes(data);
}

export function useTaxes(args: TaxesArgs) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'taxes', args),
    queryFn: () => fetchTaxes(organizationId ?? '', args),
    enabled: organizationId !== null,
  });
}

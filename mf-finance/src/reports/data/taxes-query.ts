// report_taxes: Form 990 Part VIII and Part IX (by function) of a period from the ledger and the
// editable account mapping, the 1099 vendors' payments in the calendar year, and payroll taxes. Read with plain
// checks (report-json.ts), not zod: a report's cold load carries no schema library.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { DateRange } from '@missionbase/ui';
import { readReportTable } from '../shared/report-table';
import type { ReportTable } from '../shared/report-table';
import { ReportReader } from './report-json';
import { reportKeys } from './keys';

type Money = number | string;

export interface TaxesReport {
  from: string;
  to: string;
  part_viii: ReportTable;
  part_ix: ReportTable;
  vendors_1099: {
    year: number;
    threshold: Money;
    rows: Array<{ vendor_id: string; name: string; tax_id: string | null; payments: number; total: Money; reportable: boolean }>;
    total: Money;
    reportable_total: Money;
  };
  payroll: {
    rows: Array<{
      run_id: string; pay_date: string; period_start: string; period_end: string; status: string;
      gross: Money; employee_taxes: Money; employer_taxes: Money; total_taxes: Money;
    }>;
    gross: Money;
    employee_taxes: Money;
    employer_taxes: Money;
    total_taxes: Money;
    accrued_account_id: string | null;
    accrued_liabilities: Money | null;
  };
}

/** report_taxes' JSON, checked field by field. */
export function readTaxes(value: unknown): TaxesReport {
  const read = new ReportReader('taxes report');
  const json = read.record(value);
  const vendors = read.record(json.vendors_1099);
  const payroll = read.record(json.payroll);
  return {
    from: read.text(json.from),
    to: read.text(json.to),
    part_viii: readReportTable(json.part_viii, 'taxes report'),
    part_ix: readReportTable(json.part_ix, 'taxes report'),
    vendors_1099: {
      year: read.number(vendors.year),
      threshold: read.money(vendors.threshold),
      rows: read.array(vendors.rows).map((item) => {
        const row = read.record(item);
        return {
          vendor_id: read.text(row.vendor_id), name: read.text(row.name), tax_id: read.nullableText(row.tax_id),
          payments: read.number(row.payments), total: read.money(row.total), reportable: read.boolean(row.reportable),
        };
      }),
      total: read.money(vendors.total),
      reportable_total: read.money(vendors.reportable_total),
    },
    payroll: {
      rows: read.array(payroll.rows).map((item) => {
        const row = read.record(item);
        return {
          run_id: read.text(row.run_id), pay_date: read.text(row.pay_date), period_start: read.text(row.period_start), period_end: read.text(row.period_end),
          status: read.text(row.status), gross: read.money(row.gross), employee_taxes: read.money(row.employee_taxes),
          employer_taxes: read.money(row.employer_taxes), total_taxes: read.money(row.total_taxes),
        };
      }),
      gross: read.money(payroll.gross),
      employee_taxes: read.money(payroll.employee_taxes),
      employer_taxes: read.money(payroll.employer_taxes),
      total_taxes: read.money(payroll.total_taxes),
      accrued_account_id: read.nullableText(payroll.accrued_account_id),
      accrued_liabilities: read.nullableMoney(payroll.accrued_liabilities),
    },
  };
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

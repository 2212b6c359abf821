// The Taxes Report's lists as display rows (1099 vendors, payroll runs). Layout only: the totals are
// report_taxes' own figures.
import type { TaxesReport } from '../data/taxes-query';
import type { StatementColumn, StatementRow } from '../shared/statement-rows';

export const VENDOR_COLUMNS: StatementColumn[] = [{ key: 'payments', title: 'Payments', format: 'count' }, { key: 'total', title: 'Paid in the year' }];

export function vendorRows(report: TaxesReport): StatementRow[] {
  const list = report.vendors_1099;
  return [
    ...(list?.rows ?? []).map((vendor): StatementRow => ({
      key: vendor.vendor_id ?? '',
      label: `${vendor.name ?? ''}${vendor.tax_id ? `, TIN ${vendor.tax_id}` : ', no TIN on file'}${vendor.reportable ? ' (reportable)' : ' (under the threshold)'}`,
      kind: 'line', indent: 0, values: { payments: vendor.payments, total: vendor.total },
    })),
    { key: 'total', label: 'Total paid to 1099 vendors', kind: 'total', indent: 0, values: { payments: null, total: list?.total ?? null } },
  ];
}

export const PAYROLL_COLUMNS: StatementColumn[] = [
  { key: 'gross', title: 'Gross pay' },
  { key: 'employee_taxes', title: 'Taxes withheld' },
  { key: 'employer_taxes', title: 'Employer taxes' },
  { key: 'total_taxes', title: 'Tax liability' },
];

export function payrollRows(report: TaxesReport): StatementRow[] {
  const payroll = report.payroll;
  return [
    ...(payroll?.rows ?? []).map((run): StatementRow => ({
      key: run.run_id ?? '',
      label: `Paid ${run.pay_date} for ${run.period_start} – ${run.period_end}`,
      kind: 'line', indent: 0,
      values: { gross: run.gross, employee_taxes: run.employee_taxes, employer_taxes: run.employer_taxes, total_taxes: run.total_taxes },
      links: run.run_id === null ? undefined : { total_taxes: `/app/hr/payroll?open=${run.run_id}` },
    })),
    {
      key: 'total', label: 'Total', kind: 'total', indent: 0,
      values: { gross: payroll?.gross ?? null, employee_taxes: payroll?.employee_taxes ?? null, employer_taxes: payroll?.employer_taxes ?? null, total_taxes: payroll?.total_taxes ?? null },
    },
  ];
}

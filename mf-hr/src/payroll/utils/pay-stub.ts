// A pay stub as the kit's document PDF draws it (buildDocumentPdf): the employee, the period, the
// hours and rate, each withholding and employer cost of the rate table, and this period's and the
// year-to-date gross, deductions and net, all as the database computed them.
import { formatMoney } from '@missionbase/ui';
import type { DocumentOrganization, DocumentPdfInput } from '@missionbase/ui/export';
import type { RegisterLine, RegisterRun } from '../data/payroll-register-query';

/** A day in words; no date is nothing. */
const dateText = (iso: string | null): string =>
  iso === null ? '' : new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export function payStubFileName(run: RegisterRun, line: RegisterLine): string {
  const name = (line.employee_name ?? '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `pay-stub-${run.pay_date ?? ''}-${name}.pdf`;
}

export function payStubDocument(organization: DocumentOrganization, run: RegisterRun, line: RegisterLine): DocumentPdfInput {
  const rows: string[][] = [];
  const earnings = line.hours !== null && line.rate !== null
    ? `Wages: ${line.hours} hours at ${formatMoney(line.rate)}`
    : 'Salary for the period';
  rows.push([earnings, formatMoney(line.gross_pay), formatMoney(line.ytd_gross)]);
  const breakdown = line.breakdown ?? [];
  const withheld = breakdown.filter((item) => item.paid_by === 'employee');
  if (withheld.length > 0) {
    for (const item of withheld) rows.push([`${item.name ?? ''} (${item.rate ?? ''}%)`, `-${formatMoney(item.amount)}`, '']);
  } else {
    if (Number(line.employee_taxes) > 0) rows.push(['Taxes withheld', `-${formatMoney(line.employee_taxes)}`, '']);
    if (Number(line.deductions) > 0) rows.push(['Deductions', `-${formatMoney(line.deductions)}`, '']);
  }
  rows.push(['Total withheld', `-${formatMoney(line.withheld)}`, `-${formatMoney(line.ytd_withheld)}`]);
  const employer = breakdown.filter((item) => item.paid_by === 'employer');
  const paragraphs: string[] = [];
  if (employer.length > 0 || Number(line.employer_taxes) > 0 || Number(line.benefits) > 0) {
    const parts = employer.length > 0
      ? employer.map((item) => `${item.name ?? ''} ${formatMoney(item.amount)}`)
      : [`taxes ${formatMoney(line.employer_taxes)}`, `benefits ${formatMoney(line.benefits)}`];
    paragraphs.push(`Paid by the employer in addition (not deducted): ${parts.join(', ')}.`);
  }
  if (run.status === 'draft') paragraphs.push('Draft: this run is not approved yet.');
  if (run.status === 'void') paragraphs.push('Void: this payroll run was voided.');
  return {
    organization,
    title: 'Pay stub',
    number: null,
    date: dateText(run.pay_date),
    parties: [{ label: 'Employee', lines: [line.employee_name ?? '', ...(line.position ? [line.position] : []), ...(line.department ? [line.department] : [])] }],
    meta: [
      ['Pay period', `${dateText(run.period_start)} – ${dateText(run.period_end)}`],
      ['Pay date', dateText(run.pay_date)],
    ],
    table: { columns: [{ title: 'Item' }, { title: 'This period', align: 'right' }, { title: 'Year to date', align: 'right' }], rows },
    totals: [['Gross pay', formatMoney(line.gross_pay)], ['Total withheld', formatMoney(line.withheld)], ['Net pay', formatMoney(line.net_pay)], ['Net pay year to date', formatMoney(line.ytd_net)]],
    paragraphs,
    footer: 'Withholdings come from the organization\'s payroll rate table, not a tax engine.',
  };
}

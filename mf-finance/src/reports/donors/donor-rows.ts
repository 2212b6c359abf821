// The Donor Analysis figures as display tables (summary, giving levels, months, top donors). Only
// layout: every figure comes from report_donor_analysis. Gifts link to the Donations list of the
// same period (and donor); the ledger does not know donors.
import type { DonorAnalysis, DonorPeriod, DonorSummary } from '../data/donor-analysis-query';
import type { StatementColumn, StatementRow } from '../shared/statement-rows';

function donationsLink(period: { from: string | null; to: string | null }, donor?: string | null): string {
  const params = new URLSearchParams({ tab: 'donations', from: period.from ?? '', to: period.to ?? '' });
  if (donor) params.set('donor', donor);
  return `/app/finance/donations?${params.toString()}`;
}

function periodTitle(period: DonorPeriod | null): string {
  return `${period?.from ?? ''} – ${period?.to ?? ''}`;
}

export function summaryColumns(report: DonorAnalysis): StatementColumn[] {
  const columns: StatementColumn[] = [{ key: 'current', title: periodTitle(report.current) }];
  if (report.compare) columns.push({ key: 'compare', title: periodTitle(report.compare) });
  return columns;
}

export function summaryRows(report: DonorAnalysis): StatementRow[] {
  const { current, compare } = report;
  // A missing figure (the period or its summary absent) is an empty cell.
  const line = (key: keyof DonorSummary, label: string, format: StatementRow['format'], linked = false): StatementRow => ({
    key, label, kind: 'line', indent: 0, format,
    values: { current: current?.summary?.[key] ?? null, compare: compare?.summary?.[key] ?? null },
    links: linked && current ? { current: donationsLink(current), ...(compare ? { compare: donationsLink(compare) } : {}) } : undefined,
  });
  return [
    line('total', 'Total giving', 'money', true),
    line('gifts', 'Gifts', 'count'),
    line('donors', 'Donors', 'count'),
    line('average_gift', 'Average gift', 'money'),
    line('median_gift', 'Median gift', 'money'),
    line('new_donors', 'New donors (first gift ever)', 'count'),
    line('retained_donors', 'Retained donors (also gave in the previous period)', 'count'),
    line('recaptured_donors', 'Recaptured donors (gave before, not in the previous period)', 'count'),
    line('lybunt_donors', 'Lapsed, LYBUNT (gave in the previous period, not this one)', 'count'),
    line('lybunt_amount', 'Their giving in the previous period', 'money'),
    line('sybunt_donors', 'Lapsed, SYBUNT (gave in an earlier period only)', 'count'),
    line('retention_rate', 'Donor retention rate', 'percent'),
  ];
}

export const LEVEL_COLUMNS: StatementColumn[] = [{ key: 'donors', title: 'Donors', format: 'count' }, { key: 'total', title: 'Given' }];

export function levelRows(period: DonorPeriod): StatementRow[] {
  return [
    ...(period.levels ?? []).map((level): StatementRow => ({ key: level.key ?? '', label: level.label ?? '', kind: 'line', indent: 0, values: { donors: level.donors, total: level.total } })),
    { key: 'total', label: 'Total', kind: 'total', indent: 0, values: { donors: period.summary?.donors ?? null, total: period.summary?.total ?? null }, links: { total: donationsLink(period) } },
  ];
}

export const MONTH_COLUMNS: StatementColumn[] = [{ key: 'gifts', title: 'Gifts', format: 'count' }, { key: 'donors', title: 'Donors', format: 'count' }, { key: 'total', title: 'Given' }];

function monthEnd(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
}

export function monthRows(period: DonorPeriod): StatementRow[] {
  return [
    ...(period.months ?? []).map((month): StatementRow => ({
      key: month.month ?? '', label: month.month ?? '', kind: 'line', indent: 0, values: { gifts: month.gifts, donors: month.donors, total: month.total },
      links: month.month === null ? undefined : { total: donationsLink({ from: `${month.month}-01`, to: monthEnd(month.month) }) },
    })),
    { key: 'total', label: 'Total', kind: 'total', indent: 0, values: { gifts: period.summary?.gifts ?? null, donors: period.summary?.donors ?? null, total: period.summary?.total ?? null } },
  ];
}

export const TOP_COLUMNS: StatementColumn[] = [{ key: 'gifts', title: 'Gifts', format: 'count' }, { key: 'total', title: 'Given' }];

const STATUS: Readonly<Record<string, string>> = { new: 'new', retained: 'retained', recaptured: 'recaptured' };

export function topRows(period: DonorPeriod): StatementRow[] {
  return (period.top ?? []).map((donor) => ({
    key: donor.key ?? '', label: `${donor.name ?? ''} (${STATUS[donor.status ?? ''] ?? donor.status ?? ''}, last gift ${donor.last_gift ?? ''})`, kind: 'line', indent: 0,
    values: { gifts: donor.gifts, total: donor.total },
    links: donor.donor_id ? { total: donationsLink(period, donor.donor_id) } : undefined,
  }));
}

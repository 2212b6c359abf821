// The rows of a budget vs. actual table from SQL figures: Revenue accounts and their total, Expenses
// accounts and their total, then Net (revenue less expenses). Every figure is the database's; this
// only orders and labels them. Also the export columns, whose totals row is the Net row.
import type { ExportColumn } from '@missionbase/ui/export';
import type { VarianceCell } from '../data/budget-types';
import type { VarianceRow } from '../components/VarianceTable';
import { formatPercent, VARIANCE_WORDS, varianceTone } from './variance';

export interface VarianceAccount {
  account_id: string;
  account_code: string;
  account_name: string;
  category: string;
  cell: VarianceCell;
}

const SECTIONS = [
  { category: 'Revenue', heading: 'Revenue', total: 'Total revenue' },
  { category: 'Expenses', heading: 'Expenses', total: 'Total expenses' },
] as const;

export const NET_LABEL = 'Net (revenue less expenses)';

export function varianceRows(
  accounts: readonly VarianceAccount[],
  totals: Readonly<Record<string, VarianceCell | undefined>>,
  linkFor?: (account: VarianceAccount) => string | undefined,
): VarianceRow[] {
  const rows: VarianceRow[] = [];
  for (const section of SECTIONS) {
    const members = accounts.filter((account) => account.category === section.category);
    if (members.length === 0) continue;
    rows.push({ key: `heading-${section.category}`, kind: 'heading', label: section.heading, category: section.category, cell: null });
    for (const account of members) {
      rows.push({
        key: account.account_id,
        kind: 'account',
        label: `${account.account_code} ${account.account_name}`,
        category: account.category,
        cell: account.cell,
        actualLink: linkFor?.(account),
      });
    }
    const total = totals[section.category];
    if (total) rows.push({ key: `total-${section.category}`, kind: 'total', label: section.total, category: section.category, cell: total });
  }
  const net = totals.Net;
  if (net && rows.length > 0) rows.push({ key: 'net', kind: 'total', label: NET_LABEL, category: 'Net', cell: net });
  return rows;
}

export const VARIANCE_EXPORT_COLUMNS: readonly ExportColumn<VarianceRow>[] = [
  { key: 'account', title: 'Account', value: (row) => row.label },
  { key: 'budget', title: 'Budget', money: true, value: (row) => row.cell?.budget ?? null },
  { key: 'actual', title: 'Actual', money: true, value: (row) => row.cell?.actual ?? null },
  { key: 'variance', title: 'Variance', money: true, value: (row) => row.cell?.variance ?? null },
  { key: 'variance_percent', title: 'Variance %', value: (row) => (row.cell ? formatPercent(row.cell.variance_percent) : null) },
  { key: 'status', title: 'Status', value: (row) => (row.cell ? VARIANCE_WORDS[varianceTone(row.category, row.cell.variance)] : null) },
];

/** The file's body rows and its totals row (the Net line), so the files' totals equal the screen's. */
export function varianceExport(rows: readonly VarianceRow[]): { body: VarianceRow[]; totals: Record<string, string | null> | null; totalsLabel: string } {
  const last = rows[rows.length - 1];
  if (!last || last.key !== 'net' || !last.cell) return { body: [...rows], totals: null, totalsLabel: NET_LABEL };
  return {
    body: rows.slice(0, -1),
    totals: {
      budget: last.cell.budget,
      actual: last.cell.actual,
      variance: last.cell.variance,
      variance_percent: formatPercent(last.cell.variance_percent),
      status: VARIANCE_WORDS[varianceTone('Net', last.cell.variance)],
    },
    totalsLabel: NET_LABEL,
  };
}

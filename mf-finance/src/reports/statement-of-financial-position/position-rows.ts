// The Statement of Financial Position as display rows: assets, liabilities, net assets by donor
// restriction (with the fiscal year's change as a detail line), and the balancing totals.
import type { StatementOfFinancialPosition } from '../data/statement-types';
import type { StatementColumn, StatementRow } from '../shared/statement-rows';

export function positionColumns(report: StatementOfFinancialPosition): StatementColumn[] {
  const columns: StatementColumn[] = [{ key: 'amount', title: report.as_of }];
  if (report.compare_as_of) columns.push({ key: 'compare', title: report.compare_as_of });
  return columns;
}

export function positionRows(report: StatementOfFinancialPosition): StatementRow[] {
  const rows: StatementRow[] = [];
  for (const section of report.sections) {
    rows.push({ key: `${section.key}:heading`, label: section.title, kind: 'heading', indent: 0, values: {} });
    for (const line of section.lines) {
      const label = line.code ? `${line.code} ${line.name}` : line.name;
      const lineKey = line.account_id ?? line.key ?? line.name;
      rows.push({ key: `${section.key}:${lineKey}`, label, kind: 'line', indent: 1, values: { amount: line.amount, compare: line.compare_amount } });
      if (line.current_year_change !== undefined) {
        rows.push({
          key: `${section.key}:${lineKey}:change`,
          label: 'of which change this fiscal year',
          kind: 'line',
          indent: 2,
          values: { amount: line.current_year_change, compare: line.compare_current_year_change ?? null },
        });
      }
    }
    if (section.key === 'assets' && section.lines.length === 0) {
      rows.push({ key: 'assets:none', label: 'No assets recorded', kind: 'line', indent: 1, values: {} });
    }
    rows.push({ key: `${section.key}:total`, label: `Total ${section.title.toLowerCase()}`, kind: section.key === 'assets' ? 'total' : 'subtotal', indent: section.key === 'assets' ? 0 : 1, values: { amount: section.total, compare: section.compare_total } });
  }
  rows.push({
    key: 'total-liabilities-and-net-assets',
    label: 'Total liabilities and net assets',
    kind: 'total',
    indent: 0,
    values: { amount: report.total_liabilities_and_net_assets, compare: report.compare_total_liabilities_and_net_assets },
  });
  return rows;
}

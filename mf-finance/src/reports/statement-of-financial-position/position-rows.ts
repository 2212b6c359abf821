// The Statement of Financial Position as display rows: assets, liabilities, net assets by donor
// restriction (with the fiscal year's change as a detail line, and what makes up the class in the
// ledger after the year-end closes: each net assets account, as the chart of accounts shows it, and
// the revenue less expenses not yet closed), and the balancing totals. Every
// money cell links to the ledger lines behind it (as of its column's date).
import type { PositionSection, StatementOfFinancialPosition } from '../data/statement-types';
import { ledgerLink } from '../general-ledger/ledger-slice';
import type { LedgerSlice, Restriction } from '../general-ledger/ledger-slice';
import type { StatementColumn, StatementRow } from '../shared/statement-rows';

/** Fund and project the statement is limited to (null: the whole organization). */
export interface ReportScope {
  fund?: string | null;
  project?: string | null;
}

const NET_ASSET_CATEGORIES = ['Net Assets', 'Revenue', 'Expenses'];

export function positionColumns(report: StatementOfFinancialPosition): StatementColumn[] {
  const columns: StatementColumn[] = [{ key: 'amount', title: report.as_of ?? '' }];
  if (report.compare_as_of) columns.push({ key: 'compare', title: report.compare_as_of });
  return columns;
}

/** The links of one row: the same slice as of the statement's date and as of the comparison date. */
function links(report: StatementOfFinancialPosition, scope: ReportScope, slice: Omit<LedgerSlice, 'to'>, sinceFiscalYearStart = false): StatementRow['links'] {
  const base = { ...slice, fund: scope.fund ?? null, project: scope.project ?? null };
  return {
    amount: ledgerLink({ ...base, from: sinceFiscalYearStart ? report.fiscal_year_start : null, to: report.as_of ?? '' }),
    ...(report.compare_as_of
      ? { compare: ledgerLink({ ...base, from: sinceFiscalYearStart ? report.compare_fiscal_year_start : null, to: report.compare_as_of }) }
      : {}),
  };
}

function sectionSlice(section: PositionSection): Omit<LedgerSlice, 'to'> {
  if (section.key === 'assets') return { categories: ['Assets'], sign: 'debit', label: 'Total assets' };
  if (section.key === 'liabilities') return { categories: ['Liabilities'], sign: 'credit', label: 'Total liabilities' };
  return { categories: NET_ASSET_CATEGORIES, sign: 'credit', label: 'Total net assets' };
}

export function positionRows(report: StatementOfFinancialPosition, scope: ReportScope = {}): StatementRow[] {
  const rows: StatementRow[] = [];
  for (const section of report.sections) {
    const title = section.title ?? '';
    rows.push({ key: `${section.key ?? ''}:heading`, label: title, kind: 'heading', indent: 0, values: {} });
    for (const line of section.lines) {
      const label = line.code ? `${line.code} ${line.name}` : line.name;
      const lineKey = line.account_id ?? line.key ?? line.name;
      const slice: Omit<LedgerSlice, 'to'> = line.account_id
        ? { accounts: [line.account_id], sign: section.key === 'assets' ? 'debit' : 'credit', label }
        : { categories: NET_ASSET_CATEGORIES, restriction: (line.key ?? null) as Restriction | null, sign: 'credit', label: `Net assets ${line.name.toLowerCase()}` };
      rows.push({ key: `${section.key ?? ''}:${lineKey}`, label, kind: 'line', indent: 1, values: { amount: line.amount, compare: line.compare_amount }, links: links(report, scope, slice) });
      if (line.current_year_change !== undefined) {
        rows.push({
          key: `${section.key ?? ''}:${lineKey}:change`,
          label: 'of which change this fiscal year',
          kind: 'line',
          indent: 2,
          values: { amount: line.current_year_change, compare: line.compare_current_year_change ?? null },
          links: links(report, scope, { ...slice, label: `${slice.label ?? label}, change this fiscal year` }, true),
        });
      }
      const restriction = (line.key ?? null) as Restriction | null;
      for (const account of line.ledger_accounts ?? []) {
        const accountLabel = `${account.code} ${account.name}`;
        rows.push({
          key: `${section.key ?? ''}:${lineKey}:account:${account.account_id}`,
          label: `in ${accountLabel}`,
          kind: 'line',
          indent: 2,
          values: { amount: account.amount, compare: account.compare_amount },
          links: links(report, scope, { accounts: [account.account_id], restriction, sign: 'credit', closing: true, label: `${accountLabel}, ${line.name.toLowerCase()}` }),
        });
      }
      if (line.not_closed !== undefined) {
        rows.push({
          key: `${section.key ?? ''}:${lineKey}:not-closed`,
          label: 'in revenue less expenses not yet closed',
          kind: 'line',
          indent: 2,
          values: { amount: line.not_closed, compare: line.compare_not_closed ?? null },
          links: links(report, scope, { categories: ['Revenue', 'Expenses'], restriction, sign: 'credit', closing: true, label: `Revenue less expenses not yet closed, ${line.name.toLowerCase()}` }),
        });
      }
    }
    if (section.key === 'assets' && section.lines.length === 0) {
      rows.push({ key: 'assets:none', label: 'No assets recorded', kind: 'line', indent: 1, values: {} });
    }
    rows.push({
      key: `${section.key ?? ''}:total`,
      label: `Total ${title.toLowerCase()}`,
      kind: section.key === 'assets' ? 'total' : 'subtotal',
      indent: section.key === 'assets' ? 0 : 1,
      values: { amount: section.total, compare: section.compare_total },
      links: links(report, scope, sectionSlice(section)),
    });
  }
  rows.push({
    key: 'total-liabilities-and-net-assets',
    label: 'Total liabilities and net assets',
    kind: 'total',
    indent: 0,
    values: { amount: report.total_liabilities_and_net_assets, compare: report.compare_total_liabilities_and_net_assets },
    links: links(report, scope, { categories: ['Liabilities', ...NET_ASSET_CATEGORIES], sign: 'credit', label: 'Total liabilities and net assets' }),
  });
  return rows;
}

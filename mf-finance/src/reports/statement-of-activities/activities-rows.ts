// The Statement of Activities as display rows (ASU 2016-14 columns): revenue and support by account,
// releases from restriction, expenses by account, other changes when any, the change in net assets,
// and net assets at the beginning and end of the period. Every money cell links to the ledger lines
// behind it: its accounts, its net asset class (Without / With columns) and its period.
import { previousDay } from '@missionbase/domain/fiscal-periods';
import type { ActivitiesSection, ActivityColumns, StatementOfActivities } from '../data/statement-types';
import { ledgerLink } from '../general-ledger/ledger-slice';
import type { LedgerSlice } from '../general-ledger/ledger-slice';
import type { StatementColumn, StatementRow } from '../shared/statement-rows';
import type { ReportScope } from '../statement-of-financial-position/position-rows';

const NET_ASSET_CATEGORIES = ['Net Assets', 'Revenue', 'Expenses'];

export function activitiesColumns(report: StatementOfActivities): StatementColumn[] {
  const columns: StatementColumn[] = [
    { key: 'without', title: 'Without donor restrictions' },
    { key: 'with', title: 'With donor restrictions' },
    { key: 'total', title: 'Total' },
  ];
  if (report.compare_from && report.compare_to) columns.push({ key: 'compare_total', title: `Total ${report.compare_from} – ${report.compare_to}` });
  return columns;
}

/** The four cells of an amount (empty cells for an amount the database did not send). */
function values(columns: ActivityColumns | null): StatementRow['values'] {
  return { without: columns?.without ?? null, with: columns?.with ?? null, total: columns?.total ?? null, compare_total: columns?.compare_total ?? null };
}

type Period = { from: string | null; to: string };

/** The four cells' links of one slice: by class in the period, in total, and in the comparison period. */
function links(slice: Omit<LedgerSlice, 'to' | 'from'>, period: Period, compare: Period | null, scope: ReportScope): StatementRow['links'] {
  const base = { ...slice, fund: scope.fund ?? null, project: scope.project ?? null };
  const label = slice.label ?? '';
  return {
    without: ledgerLink({ ...base, ...period, restriction: 'without_donor_restrictions', label: `${label}, without donor restrictions` }),
    with: ledgerLink({ ...base, ...period, restriction: 'with_donor_restrictions', label: `${label}, with donor restrictions` }),
    total: ledgerLink({ ...base, ...period }),
    ...(compare ? { compare_total: ledgerLink({ ...base, ...compare }) } : {}),
  };
}

function sectionSlice(section: ActivitiesSection, label: string): Omit<LedgerSlice, 'to' | 'from'> | null {
  if (section.key === 'expenses') return { categories: ['Expenses'], sign: 'debit', label };
  const accounts = (section.lines ?? []).flatMap((line) => (line.account_id === null ? [] : [line.account_id]));
  return accounts.length > 0 ? { accounts, sign: 'credit', label } : null;
}

export function activitiesRows(report: StatementOfActivities, scope: ReportScope = {}): StatementRow[] {
  const from = report.from ?? '';
  const to = report.to ?? '';
  const period: Period = { from, to };
  const compare: Period | null = report.compare_from && report.compare_to ? { from: report.compare_from, to: report.compare_to } : null;
  const rows: StatementRow[] = [];
  for (const section of report.sections ?? []) {
    const title = section.title ?? '';
    const lines = section.lines ?? [];
    const totalLabel = section.key === 'releases' ? title : `Total ${title.toLowerCase()}`;
    const totalSlice = sectionSlice(section, totalLabel);
    const totalLinks = totalSlice ? links(totalSlice, period, compare, scope) : undefined;
    if (section.key === 'releases') {
      // One line, under revenue: the reclassification between the two classes.
      rows.push({ key: 'releases', label: title, kind: 'subtotal', indent: 1, values: values(section.total), links: totalLinks });
      continue;
    }
    const key = section.key ?? '';
    rows.push({ key: `${key}:heading`, label: title, kind: 'heading', indent: 0, values: {} });
    for (const line of lines) {
      const label = `${line.code ?? ''} ${line.name ?? ''}`;
      const sign = section.key === 'expenses' ? 'debit' : 'credit';
      rows.push({
        key: `${key}:${line.account_id ?? label}`, label, kind: 'line', indent: 1, values: values(line),
        // A line without its account has no ledger lines to open.
        links: line.account_id === null ? undefined : links({ accounts: [line.account_id], sign, label }, period, compare, scope),
      });
    }
    if (lines.length === 0) rows.push({ key: `${key}:none`, label: 'Nothing recorded in this period', kind: 'line', indent: 1, values: {} });
    rows.push({ key: `${key}:total`, label: totalLabel, kind: 'subtotal', indent: 1, values: values(section.total), links: totalLinks });
  }
  const netAssets = { categories: NET_ASSET_CATEGORIES, sign: 'credit' as const };
  rows.push({
    key: 'change', label: 'Change in net assets', kind: 'total', indent: 0, values: values(report.change_in_net_assets),
    links: links({ ...netAssets, label: 'Change in net assets' }, period, compare, scope),
  });
  const asOf = (day: string): Period => ({ from: null, to: day });
  rows.push({
    key: 'beginning', label: 'Net assets, beginning of period', kind: 'line', indent: 0, values: values(report.net_assets_beginning),
    links: links({ ...netAssets, label: 'Net assets, beginning of period' }, asOf(previousDay(from)), compare ? asOf(previousDay(compare.from ?? from)) : null, scope),
  });
  rows.push({
    key: 'end', label: 'Net assets, end of period', kind: 'total', indent: 0, values: values(report.net_assets_end),
    links: links({ ...netAssets, label: 'Net assets, end of period' }, asOf(to), compare ? asOf(compare.to) : null, scope),
  });
  return rows;
}

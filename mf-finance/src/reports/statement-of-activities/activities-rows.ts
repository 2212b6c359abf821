// The Statement of Activities as display rows (ASU 2016-14 columns): revenue and support by account,
// releases from restriction, expenses by account, other changes when any, the change in net assets,
// and net assets at the beginning and end of the period.
import type { ActivityColumns, StatementOfActivities } from '../data/statement-types';
import type { StatementColumn, StatementRow } from '../shared/statement-rows';

export function activitiesColumns(report: StatementOfActivities): StatementColumn[] {
  const columns: StatementColumn[] = [
    { key: 'without', title: 'Without donor restrictions' },
    { key: 'with', title: 'With donor restrictions' },
    { key: 'total', title: 'Total' },
  ];
  if (report.compare_from && report.compare_to) columns.push({ key: 'compare_total', title: `Total ${report.compare_from} – ${report.compare_to}` });
  return columns;
}

function values(columns: ActivityColumns): StatementRow['values'] {
  return { without: columns.without, with: columns.with, total: columns.total, compare_total: columns.compare_total };
}

export function activitiesRows(report: StatementOfActivities): StatementRow[] {
  const rows: StatementRow[] = [];
  for (const section of report.sections) {
    if (section.key === 'releases') {
      // One line, under revenue: the reclassification between the two classes.
      rows.push({ key: 'releases', label: section.title, kind: 'subtotal', indent: 1, values: values(section.total) });
      continue;
    }
    rows.push({ key: `${section.key}:heading`, label: section.title, kind: 'heading', indent: 0, values: {} });
    for (const line of section.lines) {
      rows.push({ key: `${section.key}:${line.account_id}`, label: `${line.code} ${line.name}`, kind: 'line', indent: 1, values: values(line) });
    }
    if (section.lines.length === 0) rows.push({ key: `${section.key}:none`, label: 'Nothing recorded in this period', kind: 'line', indent: 1, values: {} });
    rows.push({ key: `${section.key}:total`, label: `Total ${section.title.toLowerCase()}`, kind: 'subtotal', indent: 1, values: values(section.total) });
  }
  rows.push({ key: 'change', label: 'Change in net assets', kind: 'total', indent: 0, values: values(report.change_in_net_assets) });
  rows.push({ key: 'beginning', label: 'Net assets, beginning of period', kind: 'line', indent: 0, values: values(report.net_assets_beginning) });
  rows.push({ key: 'end', label: 'Net assets, end of period', kind: 'total', indent: 0, values: values(report.net_assets_end) });
  return rows;
}

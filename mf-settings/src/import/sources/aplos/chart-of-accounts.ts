// Aplos's chart of accounts (Fund Accounting > Accounts > Account List, exported): each account's
// number, name and type (Asset, Liability, Equity, Income, Expense), its grouping, the account it
// is a sub-account of, and whether it is active. A sub-account's full name is its parent's and its
// own, so the rows are kept until the end to resolve parents listed after their children.
import type { SourceFormat } from '../../read/source-format';
import type { AccountSegment } from '../../read/account-names';
import { accountCategory } from '../../read/account-categories';
import { cellValue, column, findHeader, isFooterLabel, isTotalLabel, textOrNull, yesNo } from '../../read/report-table';
import { APLOS, fundKey } from './aplos-names';

interface Row {
  number: string | null;
  name: string;
  parent: string | null;
  sourceType: string;
  active: boolean;
  description: string | null;
  line: number;
}

export const aplosChartOfAccounts: SourceFormat = {
  id: 'aplos-chart-of-accounts',
  source: APLOS,
  title: 'Chart of Accounts',
  detect(sample) {
    const headerIndex = findHeader(
      sample,
      (headings) =>
        (headings.includes('account number') || headings.includes('number')) &&
        (headings.includes('account name') || headings.includes('name')) &&
        (headings.includes('type') || headings.includes('account type')) &&
        ['group', 'grouping', 'parent account', 'sub-account of', 'subaccount of', 'active', 'status', 'is active'].some((name) => headings.includes(name)) &&
        !headings.includes('category') &&
        !headings.includes('detail type'),
    );
    return headerIndex < 0 ? null : { score: 5, headerIndex };
  },
  open({ sink, header }) {
    const number = column(header, 'account number', 'number');
    const name = column(header, 'account name', 'name');
    const type = column(header, 'account type', 'type');
    const parent = column(header, 'parent account', 'sub-account of', 'subaccount of', 'parent');
    const active = column(header, 'active', 'is active');
    const status = column(header, 'status');
    const description = column(header, 'description');
    const rows: Row[] = [];
    return {
      row(cells, line) {
        const accountName = cellValue(cells, name);
        if (accountName === '' || isTotalLabel(accountName) || isFooterLabel(accountName)) return;
        const activeText = cellValue(cells, active);
        rows.push({
          number: cellValue(cells, number) || null,
          name: accountName,
          parent: textOrNull(cells, parent),
          sourceType: cellValue(cells, type),
          active: active >= 0 ? yesNo(activeText) !== false : !/^inactive$/i.test(cellValue(cells, status)),
          description: textOrNull(cells, description),
          line,
        });
      },
      end() {
        const byNumber = new Map(rows.filter((row) => row.number).map((row) => [row.number ?? '', row]));
        const byName = new Map(rows.map((row) => [row.name, row]));
        const parentOf = (row: Row): Row | undefined => {
          if (!row.parent) return undefined;
          const named = fundKey(row.parent);
          return (named.number ? byNumber.get(named.number) : undefined) ?? byName.get(named.name) ?? byName.get(row.parent);
        };
        for (const row of rows) {
          const category = accountCategory(row.sourceType);
          if (!category) {
            sink.problem(row.line, `The account “${row.name}” has the type “${row.sourceType}”, which is not an Aplos account type, so it was not taken.`);
            continue;
          }
          const segments: AccountSegment[] = [{ number: row.number, name: row.name }];
          const seen = new Set<Row>([row]);
          for (let parent = parentOf(row); parent && !seen.has(parent); parent = parentOf(parent)) {
            seen.add(parent);
            segments.unshift({ number: parent.number, name: parent.name });
          }
          sink.account({
            label: { segments, number: row.number, name: row.name, full_name: segments.map((part) => part.name).join(':'), inactive: !row.active },
            source_type: row.sourceType,
            category,
            is_active: row.active,
            description: row.description,
          });
        }
      },
    };
  },
};

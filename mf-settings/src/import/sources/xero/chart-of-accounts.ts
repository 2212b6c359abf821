// Xero's chart of accounts export (Accounting > Chart of accounts > Export), the same columns its
// import takes: *Code, *Name, *Type, *Tax Code, Description, Dashboard, Expense Claims, Enable
// Payments, Balance. Xero has no subaccounts; bank accounts may have no code (their name is then
// the key). Types come as words ("Current Asset") or as the import's codes (CURRENT).
import type { SourceFormat } from '../../read/source-format';
import { accountCategory } from '../../read/account-categories';
import { cellValue, column, findHeader, textOrNull } from '../../read/report-table';
import { XERO } from './xero-report';

export const xeroChartOfAccounts: SourceFormat = {
  id: 'xero-chart-of-accounts',
  source: XERO,
  title: 'Chart of Accounts',
  detect(sample) {
    const headerIndex = findHeader(
      sample,
      (headings) => ['code', 'name', 'type'].every((name) => headings.includes(name)) && ['tax code', 'dashboard', 'expense claims', 'enable payments'].some((name) => headings.includes(name)),
    );
    return headerIndex < 0 ? null : { score: 6, headerIndex };
  },
  open({ sink, header }) {
    const code = column(header, 'code');
    const name = column(header, 'name');
    const type = column(header, 'type');
    const description = column(header, 'description');
    const status = column(header, 'status');
    return {
      row(cells, line) {
        const accountName = cellValue(cells, name);
        if (accountName === '') return;
        const sourceType = cellValue(cells, type);
        const category = accountCategory(sourceType);
        if (!category) {
          sink.problem(line, `The account “${accountName}” has the type “${sourceType}”, which is not a Xero account type, so it was not taken.`);
          return;
        }
        const number = cellValue(cells, code) || null;
        sink.account(
          {
            label: { segments: [{ number, name: accountName }], number, name: accountName, full_name: accountName, inactive: false },
            source_type: sourceType,
            category,
            is_active: !/^(?:archived|deleted|inactive)$/i.test(cellValue(cells, status)),
            description: textOrNull(cells, description),
          },
          number,
        );
      },
      end() {},
    };
  },
};

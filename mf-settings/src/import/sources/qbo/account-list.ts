// QuickBooks Online's Account List report (Reports > Account List): one row per account with its
// full name ("Utilities:Electric", with the number in front when account numbers are on, or in an
// "Account #" column), Type, Detail type, Description and Balance. Inactive accounts included by
// the report's filter carry "(deleted)" after their name.
import type { SourceFormat } from '../../read/source-format';
import { parseAccountLabel } from '../../read/account-names';
import { accountCategory } from '../../read/account-categories';
import { cellValue, column, findHeader, isFooterLabel, isTotalLabel, textOrNull } from '../../read/report-table';
import { QBO } from './qbo-report';
import { readReportHeader, titleScore } from '../../read/report-header';

export const qboAccountList: SourceFormat = {
  id: 'qbo-account-list',
  source: QBO,
  title: 'Account List',
  detect(sample) {
    const headerIndex = findHeader(sample, (headings) => headings.includes('account') && headings.includes('type') && headings.includes('detail type'));
    if (headerIndex < 0) return null;
    return { score: 3 + titleScore(sample, headerIndex, /^account list$/i), headerIndex };
  },
  open({ sink, header, preamble }) {
    readReportHeader(preamble, sink);
    const account = column(header, 'account', 'full name', 'name');
    const number = column(header, 'account #', 'account number', 'number');
    const type = column(header, 'type');
    const detail = column(header, 'detail type');
    const description = column(header, 'description');
    return {
      row(cells, line) {
        const name = cellValue(cells, account);
        if (name === '' || isTotalLabel(name) || isFooterLabel(name)) return;
        const sourceType = cellValue(cells, type);
        const category = accountCategory(sourceType) ?? accountCategory(cellValue(cells, detail));
        if (!category) {
          sink.problem(line, `The account “${name}” has the type “${sourceType}”, which is not a type QuickBooks Online uses for accounts, so it was not taken.`);
          return;
        }
        const label = parseAccountLabel(name);
        sink.account({ label, source_type: sourceType, category, is_active: !label.inactive, description: textOrNull(cells, description) }, cellValue(cells, number) || label.number);
      },
      end() {},
    };
  },
};

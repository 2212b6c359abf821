// QuickBooks Online's General Ledger: a section per account (a row naming it, "Beginning Balance",
// the account's lines, "Total for …"; subaccounts as sections inside their parent's), with Date,
// Transaction Type, Num, Name, Memo/Description and Split per line. The report carries no
// transaction id, so a transaction's lines, which sit in the sections of the accounts they post
// to, are put back together by date, type and number; two transactions of one day with the same
// type and no number become one entry (still balanced). Only Debit and Credit columns are read:
// the default Amount column's sign follows each account's normal balance, which the report does
// not state, so a file without them is refused with the way to add them.
import type { SourceFormat } from '../../read/source-format';
import { parseAccountLabel, accountKey } from '../../read/account-names';
import { lineAmountFromColumns } from '../../read/line-amounts';
import { cellValue, column, filledCells, findHeader, isBlankRow, isFooterLabel, isTotalLabel, textOrNull, transactionWords } from '../../read/report-table';
import { QBO } from './qbo-report';
import { readReportHeader, titleScore } from '../../read/report-header';

export const qboGeneralLedger: SourceFormat = {
  id: 'qbo-general-ledger',
  source: QBO,
  title: 'General Ledger',
  detect(sample) {
    const headerIndex = findHeader(sample, (headings) => headings.includes('date') && headings.includes('transaction type') && (headings.includes('split') || headings.includes('balance')) && !headings.includes('account'));
    if (headerIndex < 0) return null;
    return { score: 5 + titleScore(sample, headerIndex, /^general ledger$/i), headerIndex };
  },
  open({ sink, header, preamble }) {
    readReportHeader(preamble, sink);
    const date = column(header, 'date');
    const type = column(header, 'transaction type');
    const num = column(header, 'num', 'no.', 'number');
    const name = column(header, 'name');
    const memo = column(header, 'memo/description', 'memo', 'description');
    const debit = column(header, 'debit');
    const credit = column(header, 'credit');
    const klass = column(header, 'class');
    const location = column(header, 'location');
    if (debit < 0 || credit < 0) {
      sink.refuse(
        'This General Ledger has an Amount column but no Debit and Credit columns, and its amounts’ signs depend on each account’s type. In QuickBooks Online, open the report, choose Customize > Rows/Columns > Change columns, tick Debit and Credit, and export it again (or export the Journal report).',
      );
    }
    /** The open account sections, outermost first: full labels ("6100 Utilities:6110 Electric") and the account's key. */
    const sections: { label: string; key: string }[] = [];
    return {
      row(cells, line) {
        const first = cellValue(cells, 0);
        if (isBlankRow(cells) || isFooterLabel(first)) return;
        if (isTotalLabel(first)) {
          sections.pop();
          return;
        }
        const rowDate = cellValue(cells, date);
        if (first !== '' && filledCells(cells) === 1) {
          // A section row: an account, or a subaccount inside the open section.
          const parent = sections[sections.length - 1];
          const label = parent && !first.includes(':') ? `${parent.label}:${first}` : first;
          sections.push({ label, key: accountKey(parseAccountLabel(label)) });
          return;
        }
        if (rowDate === '' || /^beginning balance$/i.test(rowDate) || /^beginning balance$/i.test(first)) return;
        const section = sections[sections.length - 1];
        if (!section) {
          sink.problem(line, `The line of ${rowDate} is not under an account’s name, so it was not taken.`);
          return;
        }
        const rowType = cellValue(cells, type);
        const rowNum = cellValue(cells, num);
        const words = () => transactionWords(rowType, rowNum, rowDate);
        const amount = lineAmountFromColumns(cellValue(cells, debit), cellValue(cells, credit));
        if ('invalid' in amount) {
          sink.problem(line, `${words()} has the amount “${amount.invalid}”, which is not a number, so the line was not taken.`);
          return;
        }
        if ('zero' in amount) return;
        const className = cellValue(cells, klass);
        const locationName = cellValue(cells, location);
        sink.ledgerLine(
          {
            entry_key: `${rowDate}|${rowType}|${rowNum}`,
            date: rowDate,
            account_key: section.key,
            dimension_key: className ? sink.dimensionPath('class', className) : locationName ? sink.dimensionPath('location', locationName) : null,
            contact_key: textOrNull(cells, name),
            memo: textOrNull(cells, memo),
            reference: rowNum || null,
            debit: amount.debit,
            credit: amount.credit,
            source_line: line,
          },
          words,
        );
      },
      end() {},
    };
  },
};

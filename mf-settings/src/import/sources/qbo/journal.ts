// QuickBooks Online's Journal report: every transaction of the period with its lines together,
// Date, Transaction Type and Num on its first line (or on every line), then Name, Memo/Description,
// Account, Debit and Credit per line (Class and Location when added), a subtotal row after each
// transaction and TOTAL at the end. Each transaction becomes one entry; one that does not balance
// is left out with a problem.
import type { JournalDraft } from '../../read/import-sink';
import type { SourceFormat } from '../../read/source-format';
import { accountKeyOf } from '../../read/account-names';
import { lineAmountFromColumns } from '../../read/line-amounts';
import { cellValue, column, findHeader, isBlankRow, isFooterLabel, isTotalLabel, textOrNull, transactionWords } from '../../read/report-table';
import { QBO } from './qbo-report';
import { readReportHeader, titleScore } from '../../read/report-header';

interface Group {
  key: string;
  date: string;
  type: string;
  num: string;
  lines: JournalDraft[];
  bad: boolean;
}

export const qboJournal: SourceFormat = {
  id: 'qbo-journal',
  source: QBO,
  title: 'Journal',
  detect(sample) {
    const headerIndex = findHeader(sample, (headings) => ['date', 'transaction type', 'account', 'debit', 'credit'].every((name) => headings.includes(name)) && !headings.includes('split'));
    if (headerIndex < 0) return null;
    return { score: 5 + titleScore(sample, headerIndex, /^journal$/i), headerIndex };
  },
  open({ sink, header, preamble }) {
    readReportHeader(preamble, sink);
    const date = column(header, 'date');
    const type = column(header, 'transaction type');
    const num = column(header, 'num', 'no.', 'number');
    const name = column(header, 'name');
    const memo = column(header, 'memo/description', 'memo', 'description');
    const account = column(header, 'account', 'account full name');
    const debit = column(header, 'debit');
    const credit = column(header, 'credit');
    const klass = column(header, 'class');
    const location = column(header, 'location');
    let group: Group | null = null;
    const close = () => {
      if (group && !group.bad) sink.journalEntry(group.lines, transactionWords(group.type, group.num, group.date));
      group = null;
    };
    return {
      row(cells, line) {
        const first = cellValue(cells, 0);
        if (isBlankRow(cells) || isTotalLabel(first) || isFooterLabel(first)) {
          close();
          return;
        }
        const accountName = cellValue(cells, account);
        if (accountName === '') {
          // The transaction's subtotal row (or a section row): the transaction is complete.
          close();
          return;
        }
        const rowDate = cellValue(cells, date);
        const rowType = cellValue(cells, type);
        const rowNum = cellValue(cells, num);
        // A new transaction starts where its date, type or number changes (a line may repeat them).
        if (!group || ((rowDate !== '' || rowType !== '') && (rowDate !== group.date || rowType !== group.type || rowNum !== group.num))) {
          close();
          group = { key: `L${line}`, date: rowDate, type: rowType, num: rowNum, lines: [], bad: false };
        }
        const open = group;
        const amount = lineAmountFromColumns(cellValue(cells, debit), cellValue(cells, credit));
        if ('invalid' in amount) {
          sink.problem(line, `${transactionWords(open.type, open.num, open.date)} has the amount “${amount.invalid}”, which is not a number, so none of its lines were taken.`);
          open.bad = true;
          return;
        }
        if ('zero' in amount) return;
        const className = cellValue(cells, klass);
        const locationName = cellValue(cells, location);
        open.lines.push({
          entry_key: open.key,
          date: open.date,
          account_key: accountKeyOf(accountName),
          dimension_key: className ? sink.dimensionPath('class', className) : locationName ? sink.dimensionPath('location', locationName) : null,
          contact_key: textOrNull(cells, name),
          memo: textOrNull(cells, memo),
          reference: open.num || null,
          debit: amount.debit,
          credit: amount.credit,
          source_line: line,
        });
      },
      end() {
        close();
      },
    };
  },
};

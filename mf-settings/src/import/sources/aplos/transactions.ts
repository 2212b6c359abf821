// Aplos's transactions export, laid out as its journal entry import template: the Date and Memo on
// a transaction's first line only (a filled Date starts the next one), then per line the Account
// ("1000 - Checking"), the Fund ("10 - General Fund"), the Contact, Debit and Credit, and the tag
// columns. With a transaction id column, lines are grouped by it instead.
import type { JournalDraft } from '../../read/import-sink';
import type { SourceFormat } from '../../read/source-format';
import { accountKeyOf } from '../../read/account-names';
import { lineAmountFromColumns } from '../../read/line-amounts';
import { cellValue, column, findHeader, isBlankRow, isFooterLabel, isTotalLabel, textOrNull, transactionWords } from '../../read/report-table';
import { APLOS, fundKey } from './aplos-names';

interface Entry {
  key: string;
  id: string;
  date: string;
  memo: string | null;
  lines: JournalDraft[];
  bad: boolean;
}

export const aplosTransactions: SourceFormat = {
  id: 'aplos-transactions',
  source: APLOS,
  title: 'Transactions',
  detect(sample) {
    const headerIndex = findHeader(sample, (headings) => ['date', 'account', 'fund'].every((name) => headings.includes(name)) && ((headings.includes('debit') && headings.includes('credit')) || headings.includes('amount')) && !headings.includes('entry') && !headings.includes('transaction type'));
    return headerIndex < 0 ? null : { score: 6, headerIndex };
  },
  open({ sink, header }) {
    const date = column(header, 'date');
    const id = column(header, 'transaction id', 'transaction #', 'id', 'journal entry #', 'entry #');
    const memo = column(header, 'memo', 'note', 'note/memo', 'description');
    const contact = column(header, 'contact', 'payee', 'name');
    const account = column(header, 'account');
    const fund = column(header, 'fund');
    const debit = column(header, 'debit');
    const credit = column(header, 'credit');
    const reference = column(header, 'check #', 'check number', 'reference', 'number', 'num');
    if (debit < 0 || credit < 0) {
      sink.refuse('This Aplos file has an Amount column but no Debit and Credit columns, so the side of each line is not known. Export the transactions as journal lines (with Debit and Credit) and import that file.');
    }
    sink.dateHint('mdy');
    let entry: Entry | null = null;
    const close = () => {
      if (entry && !entry.bad) sink.journalEntry(entry.lines, transactionWords('transaction', entry.id, entry.date));
      entry = null;
    };
    return {
      row(cells, line) {
        const first = cellValue(cells, 0);
        if (isBlankRow(cells) || isTotalLabel(first) || isFooterLabel(first)) {
          close();
          return;
        }
        const rowDate = cellValue(cells, date);
        const rowId = cellValue(cells, id);
        if (!entry || (id >= 0 ? rowId !== '' && rowId !== entry.id : rowDate !== '')) {
          close();
          entry = { key: rowId ? `A${rowId}` : `L${line}`, id: rowId, date: rowDate, memo: textOrNull(cells, memo), lines: [], bad: false };
        }
        const open = entry;
        const accountName = cellValue(cells, account);
        const amount = lineAmountFromColumns(cellValue(cells, debit), cellValue(cells, credit));
        if ('invalid' in amount) {
          sink.problem(line, `${transactionWords('transaction', open.id, open.date)} has the amount “${amount.invalid}”, which is not a number, so none of its lines were taken.`);
          open.bad = true;
          return;
        }
        if ('zero' in amount) return;
        if (accountName === '') {
          sink.problem(line, `${transactionWords('transaction', open.id, open.date)} has a line without an account, so none of its lines were taken.`);
          open.bad = true;
          return;
        }
        const fundName = cellValue(cells, fund);
        const fundRef = fundName ? fundKey(fundName) : null;
        if (fundRef) sink.dimension({ source_key: fundRef.key, kind: 'fund', name: fundRef.name, parent_key: null });
        open.lines.push({
          entry_key: open.key,
          date: rowDate || open.date,
          account_key: accountKeyOf(accountName),
          dimension_key: fundRef?.key ?? null,
          contact_key: textOrNull(cells, contact),
          memo: textOrNull(cells, memo) ?? open.memo,
          reference: textOrNull(cells, reference),
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

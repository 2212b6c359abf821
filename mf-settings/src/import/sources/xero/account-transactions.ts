// Xero's Account Transactions report for all accounts: a section per account (its name with the
// code, "Opening Balance", the lines, "Total …", "Closing Balance"), each line with Date, Source
// ("Receive Money", "Payable Invoice", "Manual Journal"), Description, Reference, Debit and Credit;
// the newer report can name the account on every line (Account Code, Account) and add Contact and
// a column per tracking category. A transaction's lines sit in the sections of its accounts and are
// put back together by date, source and reference, as for QuickBooks Online's General Ledger.
import type { ImportSink } from '../../read/import-sink';
import type { SourceFormat } from '../../read/source-format';
import { accountKey, parseAccountLabel } from '../../read/account-names';
import { lineAmountFromColumns } from '../../read/line-amounts';
import { readReportHeader, titleScore } from '../../read/report-header';
import { cellValue, column, filledCells, findHeader, heading, isBlankRow, isFooterLabel, isTotalLabel, textOrNull, transactionWords } from '../../read/report-table';
import { XERO } from './xero-report';

const KNOWN_HEADINGS = new Set([
  'date', 'source', 'contact', 'description', 'reference', 'debit', 'credit', 'running balance', 'gross', 'gst', 'vat', 'tax', 'sales tax',
  'account code', 'account', 'account type', 'net', 'related account', 'tax rate', 'tax rate name', 'invoice number', 'transaction type', '',
]);

export const xeroAccountTransactions: SourceFormat = {
  id: 'xero-account-transactions',
  source: XERO,
  title: 'Account Transactions',
  detect(sample) {
    const headerIndex = findHeader(sample, (headings) => ['date', 'source', 'debit', 'credit'].every((name) => headings.includes(name)) && (headings.includes('reference') || headings.includes('running balance')));
    if (headerIndex < 0) return null;
    return { score: 6 + titleScore(sample, headerIndex, /account transactions|general ledger/i), headerIndex };
  },
  open({ sink, header, preamble }) {
    readReportHeader(preamble, sink);
    const date = column(header, 'date');
    const source = column(header, 'source', 'transaction type');
    const contact = column(header, 'contact');
    const description = column(header, 'description');
    const reference = column(header, 'reference');
    const debit = column(header, 'debit');
    const credit = column(header, 'credit');
    const accountCode = column(header, 'account code');
    const accountName = column(header, 'account');
    // Any other column is a tracking category, its cells the options.
    const tracking = header.map((cell, index) => ({ name: cell.trim(), index })).filter(({ name }) => !KNOWN_HEADINGS.has(heading(name)));
    let section = '';
    return {
      row(cells, line) {
        const first = cellValue(cells, 0);
        if (isBlankRow(cells) || isFooterLabel(first)) return;
        if (isTotalLabel(first)) {
          section = '';
          return;
        }
        if (/^(?:opening|closing) balance$/i.test(first)) return;
        if (first !== '' && filledCells(cells) === 1) {
          section = first;
          return;
        }
        const rowDate = cellValue(cells, date);
        const label = parseAccountLabel(cellValue(cells, accountName) || section, { codeSuffix: true, numberPrefix: false });
        const number = cellValue(cells, accountCode) || label.number;
        if (label.full_name === '') {
          sink.problem(line, `The line of ${rowDate} is not under an account’s name, so it was not taken.`);
          return;
        }
        const rowSource = cellValue(cells, source);
        const rowReference = cellValue(cells, reference);
        const words = () => transactionWords(rowSource, rowReference, rowDate);
        const amount = lineAmountFromColumns(cellValue(cells, debit), cellValue(cells, credit));
        if ('invalid' in amount) {
          sink.problem(line, `${words()} has the amount “${amount.invalid}”, which is not a number, so the line was not taken.`);
          return;
        }
        if ('zero' in amount) return;
        const option = tracking.find(({ index }) => cellValue(cells, index) !== '');
        sink.ledgerLine(
          {
            entry_key: `${rowDate}|${rowSource}|${rowReference}`,
            date: rowDate,
            account_key: accountKey({ number, full_name: label.full_name }),
            dimension_key: option ? trackingOption(sink, option.name, cellValue(cells, option.index)) : null,
            contact_key: textOrNull(cells, contact),
            memo: textOrNull(cells, description),
            reference: rowReference || null,
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

/** A Xero tracking option as a dimension named "Category: Option" (only options are chosen on a line, not categories). */
function trackingOption(sink: ImportSink, category: string, option: string): string {
  const key = `${category}: ${option}`;
  sink.dimension({ source_key: key, kind: 'tracking', name: key, parent_key: null });
  return key;
}

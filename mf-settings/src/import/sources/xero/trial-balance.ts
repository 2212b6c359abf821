// Xero's Trial Balance: sections (Revenue, Expenses, Assets, Liabilities, Equity) of accounts
// named with their code ("Sales (200)", or an Account Code column), a Debit and Credit pair for the
// report's month and a YTD pair. The YTD pair is the balance to take: for balance sheet accounts it
// includes earlier years, for revenue and expenses it starts at the financial year. Each account
// also gives an account row with its section as the category, in case no chart of accounts is
// imported with it.
import type { SourceFormat } from '../../read/source-format';
import { accountKey, parseAccountLabel } from '../../read/account-names';
import { accountCategory } from '../../read/account-categories';
import { centsInWords, debitCredit, isBlankAmount, parseCents } from '../../read/amounts';
import { cellValue, column, filledCells, findHeader, isBlankRow, isFooterLabel, isTotalLabel } from '../../read/report-table';
import { readReportHeader, titleScore } from '../../read/report-header';
import { XERO, YTD_CREDIT, YTD_DEBIT } from './xero-report';

export const xeroTrialBalance: SourceFormat = {
  id: 'xero-trial-balance',
  source: XERO,
  title: 'Trial Balance',
  detect(sample) {
    const headerIndex = findHeader(sample, (headings) => headings.includes('account') && headings.includes('debit') && headings.includes('credit') && YTD_DEBIT.some((name) => headings.includes(name)));
    if (headerIndex < 0) return null;
    return { score: 6 + titleScore(sample, headerIndex, /^trial balance$/i), headerIndex };
  },
  open({ sink, header, preamble }) {
    const { asOf } = readReportHeader(preamble, sink);
    if (!asOf) sink.refuse('This trial balance does not say its date: the line “As at …” above the columns is missing. Export the report again with its header.');
    const account = column(header, 'account', 'account name');
    const code = column(header, 'account code', 'code');
    const type = column(header, 'account type', 'type');
    const debit = column(header, ...YTD_DEBIT);
    const credit = column(header, ...YTD_CREDIT);
    let section = '';
    let net = 0;
    return {
      row(cells, line) {
        const first = cellValue(cells, 0);
        const name = cellValue(cells, account);
        if (isBlankRow(cells) || isFooterLabel(first) || isTotalLabel(first) || isTotalLabel(name)) return;
        if (filledCells(cells) === 1) {
          section = first;
          return;
        }
        const debitText = cellValue(cells, debit);
        const creditText = cellValue(cells, credit);
        const debitCents = parseCents(debitText);
        const creditCents = parseCents(creditText);
        if ((debitCents === null && !isBlankAmount(debitText)) || (creditCents === null && !isBlankAmount(creditText))) {
          sink.problem(line, `The amount of “${name}” is not a number, so the row was not taken.`);
          return;
        }
        const label = parseAccountLabel(name, { codeSuffix: true, numberPrefix: false });
        const number = cellValue(cells, code) || label.number;
        const sourceType = cellValue(cells, type) || section;
        const category = accountCategory(sourceType);
        if (category) sink.account({ label, source_type: sourceType, category, is_active: true, description: null }, number);
        const cents = (debitCents ?? 0) - (creditCents ?? 0);
        net += cents;
        if (cents === 0) return;
        sink.trialBalance({ as_of: asOf ?? '', account_key: accountKey({ number, full_name: label.full_name }), dimension_key: null, ...debitCredit(cents), source_line: line });
      },
      end() {
        if (net !== 0) sink.problem(null, `This trial balance does not balance: its year-to-date debits and credits differ by ${centsInWords(Math.abs(net))}.`);
      },
    };
  },
};

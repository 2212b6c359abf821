// QuickBooks Online's Trial Balance: one row per account ("1000 Checking", "Utilities:Electric")
// with a Debit and a Credit column, as of the date in its title lines, and a TOTAL row. With
// "Display columns by: Classes" (or Locations) a row of class names sits above the headings and
// each class has its own Debit and Credit pair, followed by a Total pair: then each account gives
// one row per class with an amount ("Not Specified" is no class).
import type { ImportSink } from '../../read/import-sink';
import type { SourceFormat } from '../../read/source-format';
import { accountKeyOf } from '../../read/account-names';
import { centsInWords, debitCredit, isBlankAmount, parseCents } from '../../read/amounts';
import { cellValue, findHeader, heading, isFooterLabel, isTotalLabel } from '../../read/report-table';
import { QBO } from './qbo-report';
import { readReportHeader, titleScore } from '../../read/report-header';

const NO_CLASS = /^(?:not specified|no class|unclassified|no location)$/i;

interface AmountPair {
  debit: number;
  credit: number;
  dimension: string | null;
}

/** The debit and credit columns, each pair under its class name when the report has classes. */
function amountPairs(header: readonly string[], classRow: readonly string[] | undefined, sink: ImportSink): AmountPair[] {
  const pairs: AmountPair[] = [];
  const headings = header.map(heading);
  let className = '';
  for (let index = 0; index < headings.length; index += 1) {
    const above = (classRow?.[index] ?? '').trim();
    if (above !== '') className = above;
    if (headings[index] !== 'debit' || headings[index + 1] !== 'credit') continue;
    if (/^total$/i.test(className) && pairs.length > 0) continue;
    const dimension = classRow && className !== '' && !NO_CLASS.test(className) ? sink.dimensionPath('class', className) : null;
    pairs.push({ debit: index, credit: index + 1, dimension });
  }
  return pairs;
}

function pairCents(cells: readonly string[], pair: AmountPair, line: number, sink: ImportSink, account: string): number | null {
  const debitText = cellValue(cells, pair.debit);
  const creditText = cellValue(cells, pair.credit);
  const debit = parseCents(debitText);
  const credit = parseCents(creditText);
  if ((debit === null && !isBlankAmount(debitText)) || (credit === null && !isBlankAmount(creditText))) {
    sink.problem(line, `The amount “${debit === null && !isBlankAmount(debitText) ? debitText : creditText}” of “${account}” is not a number, so the row was not taken.`);
    return null;
  }
  return (debit ?? 0) - (credit ?? 0);
}

export const qboTrialBalance: SourceFormat = {
  id: 'qbo-trial-balance',
  source: QBO,
  title: 'Trial Balance',
  detect(sample) {
    const headerIndex = findHeader(sample, (headings) => {
      const [first = '', ...rest] = headings;
      // The account column has no heading (or "Account"); then Debit and Credit, pairs with classes.
      return (first === '' || first === 'account') && rest.length >= 2 && rest[0] === 'debit' && rest[1] === 'credit' && !rest.some((name) => name.startsWith('ytd'));
    });
    if (headerIndex < 0) return null;
    return { score: 3 + titleScore(sample, headerIndex, /^trial balance$/i), headerIndex };
  },
  open({ sink, header, preamble }) {
    const { asOf } = readReportHeader(preamble, sink);
    if (!asOf) {
      sink.refuse('This trial balance does not say its date: the line “As of …” above the columns is missing. Export the report again with its header.');
    }
    const pairCount = header.map(heading).filter((name) => name === 'debit').length;
    const pairs = amountPairs(header, pairCount > 1 ? preamble[preamble.length - 1] : undefined, sink);
    // The columns' sums as written (for the TOTAL row) and the rows' net (for the balance).
    let debits = 0;
    let credits = 0;
    let net = 0;
    return {
      row(cells, line) {
        const name = cellValue(cells, 0);
        if (name === '' || isFooterLabel(name)) return;
        if (isTotalLabel(name)) {
          // The report's TOTAL row (without classes) is a check that every row was read.
          const total = pairs.length === 1 ? pairs[0] : undefined;
          if (total && /^total$/i.test(name)) {
            const debit = parseCents(cellValue(cells, total.debit)) ?? 0;
            const credit = parseCents(cellValue(cells, total.credit)) ?? 0;
            if (debit !== debits || credit !== credits) {
              sink.problem(line, `The TOTAL row says debits ${centsInWords(debit)} and credits ${centsInWords(credit)}, but the rows read add up to debits ${centsInWords(debits)} and credits ${centsInWords(credits)}.`);
            }
          }
          return;
        }
        const account_key = accountKeyOf(name);
        for (const pair of pairs) {
          const cents = pairCents(cells, pair, line, sink, name);
          if (cents === null) return;
          debits += parseCents(cellValue(cells, pair.debit)) ?? 0;
          credits += parseCents(cellValue(cells, pair.credit)) ?? 0;
          net += cents;
          if (cents === 0) continue;
          sink.trialBalance({ as_of: asOf ?? '', account_key, dimension_key: pair.dimension, ...debitCredit(cents), source_line: line });
        }
      },
      end() {
        if (net !== 0) sink.problem(null, `This trial balance does not balance: its debits and credits differ by ${centsInWords(Math.abs(net))}.`);
      },
    };
  },
};

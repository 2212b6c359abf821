// A bank's CSV file read as a table, for both imports that take one (Transactions' import and the
// reconciliation's statement import): papaparse (loaded on use) reads the text whatever the bank's
// habits: a byte-order mark, `,` `;` tab or `|` separators, quoted fields spanning lines, CR-only
// line endings, a block of `Key: value` lines (account, currency, period) above the header row,
// Excel's `="01.01.2024"` cells, summary rows after the transactions. The columns (date, amount or
// debit/credit, description, payee, reference, running balance), the date format and the decimal
// mark are guessed from the headers and values; each import shows them to the user to change.
import type { DecimalMark } from './bank-amounts';
import { detectDecimalMark, parseAmountCents } from './bank-amounts';
import type { DateFormat } from './bank-dates';
import { detectDateFormat, parseBankDate } from './bank-dates';
import { BankFileError } from './bank-file-text';

export interface BankCsvTable {
  headers: string[];
  records: Record<string, string>[];
  /** The `Key: value` lines above the header row, keys in lower case without the colon. */
  preamble: Record<string, string>;
  /** Rows above the header row, so a record's row in the file is headerRow + index + 2. */
  headerRow: number;
  /**
   * Records with filled cells beyond the header's columns (their extra cells are not read): most
   * often an amount with a thousands comma left unquoted (`1,200.00` read as `1` and `200.00`).
   */
  overlong: ReadonlySet<number>;
}

const DELIMITERS = [',', ';', '\t', '|'] as const;
const HEADER_WORDS =
  /^(?:(?:transaction|posting|posted|value|booking|entry) ?date|date|datum|buchungstag|valuta|wertstellung|fecha|data|amount|betrag|montant|importe|debit|credit|withdrawals?|deposits?|money (?:in|out)|paid (?:in|out)|balance|saldo|solde|kontostand|description|memo|narrative|details|particulars|payee|beneficiary|counterparty|name|reference|ref|verwendungszweck|buchungstext|libell[ée]|type|check|cheque|currency|w[äa]hrung)\b/i;

function clean(cell: unknown): string {
  const text = typeof cell === 'string' ? cell : '';
  // Excel's way of keeping a value as text: ="01.01.2024".
  return text.replace(/^\s*="(.*)"\s*$/s, '$1').trim();
}

function looksLikeData(cell: string): boolean {
  return /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}/.test(cell) || (/\d/.test(cell) && parseAmountCents(cell, detectDecimalMark([cell])) !== null);
}

/** The file's text as a header row and records; a file without both is refused with a sentence. */
export async function readBankCsv(content: string): Promise<BankCsvTable> {
  const { default: Papa } = await import('papaparse');
  let text = content.replace(/^\uFEFF/, '');
  // Old Mac exports end lines with CR only.
  if (!text.includes('\n')) text = text.replace(/\r/g, '\n');
  // The separator that gives the most rows of one width (a preamble above the header does not fool it).
  let rows: string[][] = [];
  let best = -1;
  for (const delimiter of DELIMITERS) {
    const parsed = Papa.parse<unknown[]>(text, { delimiter, skipEmptyLines: 'greedy' });
    const candidate = parsed.data.map((row) => row.map(clean));
    const widths = new Map<number, number>();
    for (const row of candidate) if (row.length > 1) widths.set(row.length, (widths.get(row.length) ?? 0) + 1);
    const score = Math.max(0, ...[...widths.entries()].map(([width, count]) => count * Math.min(width, 8)));
    if (score > best) {
      best = score;
      rows = candidate;
    }
  }
  rows = rows.filter((row) => row.some((cell) => cell !== ''));
  const filled = (row: string[]) => row.filter((cell) => cell !== '').length;
  const widest = Math.max(0, ...rows.map(filled));
  let headerRow = rows.findIndex((row) => row.filter((cell) => HEADER_WORDS.test(cell)).length >= 2 && !row.some(looksLikeData));
  if (headerRow < 0) headerRow = rows.findIndex((row) => filled(row) === widest && !row.some(looksLikeData));
  const header = rows[headerRow];
  if (!header || widest < 2 || headerRow === rows.length - 1) {
    throw new BankFileError('This CSV file has no header row and transactions. Nothing was imported.');
  }
  const preamble: Record<string, string> = {};
  for (const row of rows.slice(0, headerRow)) {
    const cells = row.filter((cell) => cell !== '');
    const [first = '', second] = cells;
    const [key, value] = second !== undefined ? [first, second] : first.includes(':') ? [first.slice(0, first.indexOf(':')), first.slice(first.indexOf(':') + 1)] : ['', ''];
    const name = key.replace(/:\s*$/, '').trim().toLowerCase();
    if (name && value.trim()) preamble[name] = value.trim();
  }
  const headers = header.map((cell, index) => cell || `Column ${index + 1}`);
  const body = rows.slice(headerRow + 1);
  const records = body.map((row) => Object.fromEntries(headers.map((h, index) => [h, row[index] ?? ''])));
  const overlong = new Set(body.flatMap((row, index) => (row.slice(headers.length).some((cell) => cell !== '') ? [index] : [])));
  return { headers, records, preamble, headerRow, overlong };
}

/** A record's cell as one line of text (a quoted field spanning lines is joined with a space). */
export function bankCsvCell(record: Readonly<Record<string, string | undefined>>, column: string | null): string {
  return column ? (record[column] ?? '').replace(/\s*[\r\n]+\s*/g, ' ').trim() : '';
}

/** The columns a bank file names, guessed from its headers (each column used once). */
export interface BankCsvColumns {
  date: string | null;
  amountMode: 'single' | 'debit-credit';
  amount: string | null;
  /** Money out (a positive number in this column is money out). */
  debit: string | null;
  /** Money in. */
  credit: string | null;
  description: string | null;
  payee: string | null;
  /** The bank's reference column. */
  bankId: string | null;
  /** The running balance after each line. */
  balance: string | null;
  dateFormat: DateFormat;
  decimalMark: DecimalMark;
}

const DATE_HINT = /^(?:(?:transaction|posting|posted|value|booking|entry) ?date|date|datum|buchungstag|fecha|data)\b|\bdate$/i;

/** The first rows' values of a column, to guess its date format or decimal mark from. */
export function columnSamples(table: Pick<BankCsvTable, 'records'>, column: string | null): string[] {
  return column ? table.records.slice(0, 50).map((record) => bankCsvCell(record, column)) : [];
}

/** A first guess of every column from the header names, with the date format and decimal mark the values use. */
export function guessBankCsvColumns(table: Pick<BankCsvTable, 'headers' | 'records'>): BankCsvColumns {
  const taken = new Set<string>();
  const pick = (hint: RegExp) => {
    const found = table.headers.find((h) => !taken.has(h) && hint.test(h.trim())) ?? null;
    if (found) taken.add(found);
    return found;
  };
  const date = pick(DATE_HINT);
  const balance = pick(/balance|\bbal\b|saldo|solde|kontostand/i);
  const amount = pick(/^(?:transaction )?amount|^betrag|^montant|^importe|^value$|^sum$|^amount\b/i);
  const debit = amount ? null : pick(/debit|withdraw|money out|paid out|outflow|payments?$|soll|ausgang/i);
  const credit = amount ? null : pick(/credit|deposit|money in|paid in|inflow|receipts?$|haben|eingang/i);
  const payee = pick(/payee|counterparty|merchant|beneficiary|^name$|empf[äa]nger|auftraggeber/i);
  const description = pick(/description|memo|details|narrative|particulars|verwendungszweck|buchungstext|libell|concepto|^text$|name|transaction/i);
  const bankId = pick(/reference|^ref\b|transaction id|fitid|bank id|^id$/i);
  const samples = (column: string | null) => columnSamples(table, column);
  return {
    date,
    amountMode: !amount && (debit || credit) ? 'debit-credit' : 'single',
    amount,
    debit,
    credit,
    description,
    payee,
    bankId,
    balance,
    dateFormat: detectDateFormat(samples(date)),
    decimalMark: amountsDecimalMark(table, [amount, debit, credit, balance]),
  };
}

/** The decimal mark the given amount columns' values use. */
export function amountsDecimalMark(table: Pick<BankCsvTable, 'records'>, columns: readonly (string | null)[]): DecimalMark {
  return detectDecimalMark(columns.flatMap((column) => columnSamples(table, column)));
}

/**
 * How many records are transactions: those up to the last one with a date in the date column.
 * The rows after it ("Closing balance", "Total", "Ending balance as of ...") are a summary. When no
 * record has a date (the wrong date format or column chosen), every record counts, so each one
 * shows why its date is not read instead of the file seeming empty.
 */
export function datedRecordCount(records: readonly Readonly<Record<string, string | undefined>>[], dateColumn: string | null, dateFormat: DateFormat): number {
  if (!dateColumn) return records.length;
  for (let index = records.length - 1; index >= 0; index -= 1) {
    const record = records[index];
    if (record && parseBankDate(bankCsvCell(record, dateColumn), dateFormat) !== null) return index + 1;
  }
  return records.length;
}

/** Why a record with cells beyond the header's is not read. */
export const OVERLONG_ROW = 'This row has more cells than the header row; a comma inside an unquoted amount splits it. Quote the amount or export the file again.';

/** The sentence the preview shows for summary rows left out. */
export function summaryRowsNotice(count: number): string {
  return `${count === 1 ? 'The last row is' : `The last ${count} rows are`} not a dated transaction and ${count === 1 ? 'was' : 'were'} left out.`;
}

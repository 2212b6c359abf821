// A bank's CSV statement: papaparse (loaded on use) reads the file, whatever the bank's habits: a
// byte-order mark, `,` `;` tab or `|` separators, quoted fields spanning lines, CR-only line
// endings, a block of `Key: value` lines (account, currency, period) above the header row, Excel's
// `="01.01.2024"` cells, a summary row after the transactions. The column mapping (date, amount or
// debit/credit, description, payee, reference, running balance) is guessed from the headers, shown
// to the user and remembered per account (bank_statement_mappings). Amounts are read with the
// file's decimal mark (`1.234,56`, `11'373.94`, `-$7,971.39`, `£12.00`); money stays in cents. A
// running-balance column, when mapped, is checked against the amounts and gives the closing balance.
import type { ColumnMapping, DateFormat } from '../../transactions/utils/bank-csv';
import { parseBankDate } from '../../transactions/utils/bank-csv';
import type { DecimalMark, ParsedStatement, StatementFile, StatementLine } from './statement';
import { StatementFileError, amountCurrency, centsToDecimal, checkLines, detectDecimalMark, parseAmountCents } from './statement';

export interface StatementCsvMapping {
  date: string | null;
  amountMode: ColumnMapping['amountMode'];
  amount: string | null;
  debit: string | null;
  credit: string | null;
  description: string | null;
  payee: string | null;
  /** The bank's reference column, when the file has one (duplicate detection). */
  bankId: string | null;
  /** The running balance after each line, when the file has one (checked, gives the closing balance). */
  balance: string | null;
  dateFormat: DateFormat;
  decimalMark: DecimalMark;
}

export interface CsvStatementTable {
  headers: string[];
  records: Record<string, string>[];
  /** The `Key: value` lines above the header row, keys in lower case without the colon. */
  preamble: Record<string, string>;
  /** Rows above the header row, so a row's number is its line in the file. */
  headerRow: number;
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

export async function readCsvStatement(content: string): Promise<CsvStatementTable> {
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
    throw new StatementFileError('This CSV file has no header row and transactions. Nothing was imported.');
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
  const records = rows.slice(headerRow + 1).map((row) => Object.fromEntries(headers.map((h, index) => [h, row[index] ?? ''])));
  return { headers, records, preamble, headerRow };
}

const DATE_HINT = /^(?:(?:transaction|posting|posted|value|booking|entry) ?date|date|datum|buchungstag|fecha|data)\b|\bdate$/i;

/** The format that reads the most samples (a summary row reads in none); day-first before month-first when the dates are written with dots. */
function detectStatementDateFormat(samples: readonly string[]): DateFormat {
  const values = samples.map((v) => v.trim()).filter(Boolean);
  const dotted = values.length > 0 && values.every((v) => /^\d{1,2}\.\d{1,2}\.\d{2,4}/.test(v) || !/^\d/.test(v));
  const order: DateFormat[] = dotted ? ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'YYYY/MM/DD'] : ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY/MM/DD'];
  let best: DateFormat = order[0] ?? 'YYYY-MM-DD';
  let most = 0;
  for (const format of order) {
    const read = values.filter((value) => parseBankDate(value, format) !== null).length;
    if (read > most) {
      best = format;
      most = read;
    }
  }
  return best;
}

/** A first guess from the header names; a remembered mapping is used instead when its columns exist. */
export function guessStatementMapping(table: CsvStatementTable, remembered?: Partial<StatementCsvMapping> | null): StatementCsvMapping {
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
  const samples = (column: string | null) => (column ? table.records.slice(0, 50).map((r) => r[column] ?? '') : []);
  const guess: StatementCsvMapping = {
    date,
    amountMode: !amount && (debit || credit) ? 'debit-credit' : 'single',
    amount,
    debit,
    credit,
    description,
    payee,
    bankId,
    balance,
    dateFormat: detectStatementDateFormat(samples(date)),
    decimalMark: detectDecimalMark([...samples(amount), ...samples(debit), ...samples(credit), ...samples(balance)]),
  };
  if (remembered && mappingFits(remembered, table.headers)) return { ...guess, ...remembered } as StatementCsvMapping;
  return guess;
}

function mappingFits(mapping: Partial<StatementCsvMapping>, headers: readonly string[]): boolean {
  const used = [mapping.date, mapping.amount, mapping.debit, mapping.credit, mapping.description, mapping.payee, mapping.bankId, mapping.balance].filter(
    (c): c is string => Boolean(c),
  );
  return used.length > 0 && used.every((c) => headers.includes(c));
}

export function csvMappingProblems(mapping: StatementCsvMapping): string[] {
  const problems: string[] = [];
  if (!mapping.date) problems.push('Choose the column with the date.');
  if (mapping.amountMode === 'single' && !mapping.amount) problems.push('Choose the column with the amount.');
  if (mapping.amountMode === 'debit-credit' && !mapping.debit && !mapping.credit) problems.push('Choose the money out or money in column.');
  if (!mapping.description && !mapping.payee) problems.push('Choose the column with the description.');
  return problems;
}

/** The currency the file states: a `Currency` line above the header, a currency column, or the amounts' own signs. */
function csvCurrency(table: CsvStatementTable, mapping: StatementCsvMapping): string | null {
  const stated = Object.entries(table.preamble).find(([key]) => /currency|w[äa]hrung|devise|moneda|valuta/i.test(key))?.[1]?.toUpperCase();
  if (stated && /^[A-Z]{3}$/.test(stated)) return stated;
  const column = table.headers.find((h) => /^(currency|ccy|w[äa]hrung|devise|moneda)$/i.test(h.trim()));
  const texts = column
    ? table.records.map((r) => (r[column] ?? '').trim().toUpperCase()).filter(Boolean)
    : table.records.flatMap((r) => [mapping.amount, mapping.debit, mapping.credit].map((c) => (c ? amountCurrency(r[c] ?? '') : null))).filter((c): c is string => c !== null);
  const found = new Set(texts.filter((t) => /^[A-Z]{3}$/.test(t)));
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/** Every row mapped; the first bad row refuses the whole file (nothing is imported). */
export function csvStatementLines(table: CsvStatementTable, mapping: StatementCsvMapping): StatementFile {
  const problems = csvMappingProblems(mapping);
  if (problems.length > 0) throw new StatementFileError(problems.join(' '));
  // A quoted field spanning lines is one line of text here.
  const cell = (record: Record<string, string>, column: string | null) => (column ? (record[column] ?? '').replace(/\s*[\r\n]+\s*/g, ' ').trim() : '');
  const amountOf = (text: string) => parseAmountCents(text, mapping.decimalMark);
  const dates = table.records.map((record) => parseBankDate(cell(record, mapping.date), mapping.dateFormat));
  // A summary row after the transactions ("Closing balance", "Total") is not a transaction.
  const lastDated = dates.reduce((last, date, index) => (date ? index : last), -1);
  const footer = table.records.length - 1 - lastDated;
  const rows: { line: StatementLine; cents: bigint; balance: bigint | null; fileLine: number }[] = [];
  table.records.slice(0, lastDated + 1).forEach((record, index) => {
    const fileLine = table.headerRow + index + 2;
    const dateText = cell(record, mapping.date);
    const date = dates[index];
    if (!date) throw new StatementFileError(`Line ${fileLine}: "${dateText}" is not a date in the format ${mapping.dateFormat}. Nothing was imported.`);
    let cents: bigint | null;
    if (mapping.amountMode === 'single') {
      cents = amountOf(cell(record, mapping.amount));
    } else {
      const debit = cell(record, mapping.debit) ? amountOf(cell(record, mapping.debit)) : 0n;
      const credit = cell(record, mapping.credit) ? amountOf(cell(record, mapping.credit)) : 0n;
      // A bank's debit is money out of the account whatever its sign in the file.
      cents = debit === null || credit === null ? null : (credit < 0n ? -credit : credit) - (debit < 0n ? -debit : debit);
    }
    if (cents === null) throw new StatementFileError(`Line ${fileLine}: the amount is not a number. Nothing was imported.`);
    const balanceText = cell(record, mapping.balance);
    const balance = mapping.balance && balanceText ? amountOf(balanceText) : null;
    if (mapping.balance && balanceText && balance === null) throw new StatementFileError(`Line ${fileLine}: the balance "${balanceText}" is not a number. Nothing was imported.`);
    const payee = cell(record, mapping.payee);
    rows.push({
      line: { date, amount: centsToDecimal(cents), payee: payee || null, description: cell(record, mapping.description) || payee, bank_id: cell(record, mapping.bankId) || null },
      cents,
      balance,
      fileLine,
    });
  });
  const warnings: string[] = [];
  if (footer > 0) warnings.push(`${footer === 1 ? 'The last row is' : `The last ${footer} rows are`} not a dated transaction and ${footer === 1 ? 'was' : 'were'} left out.`);
  const check = mapping.balance ? checkRunningBalance(rows) : null;
  if (check?.problem) warnings.push(check.problem);
  // A zero line (a balance notice) moves no money: skipped.
  const lines = rows.filter((r) => r.cents !== 0n).map((r) => r.line);
  const days = lines.map((l) => l.date).sort();
  const statement: ParsedStatement = {
    format: 'csv',
    accountId: Object.entries(table.preamble).find(([key]) => /account|iban|konto|compte|cuenta/i.test(key))?.[1] ?? null,
    currency: csvCurrency(table, mapping),
    lines: checkLines(lines, 'CSV'),
    closingBalance: check?.closing ?? null,
    startDate: days[0] ?? null,
    endDate: days[days.length - 1] ?? null,
    warnings,
  };
  if (statement.lines.length === 0) throw new StatementFileError('This CSV file lists no transactions. Nothing was imported.');
  return { format: 'csv', statements: [statement] };
}

/**
 * The running balance against the amounts, the file read top to bottom (oldest first) or bottom to
 * top (newest first, as many banks list): each balance is the one before plus its row's amount.
 * The closing balance is the newest row's; a break is named by its line.
 */
function checkRunningBalance(rows: { cents: bigint; balance: bigint | null; fileLine: number }[]): { closing: string | null; problem: string | null } {
  const withBalance = rows.filter((r): r is { cents: bigint; balance: bigint; fileLine: number } => r.balance !== null);
  if (withBalance.length === 0) return { closing: null, problem: 'The balance column is empty; it was not checked.' };
  const firstBreak = (ordered: typeof withBalance) => ordered.findIndex((row, i) => i > 0 && row.balance !== (ordered[i - 1]?.balance ?? 0n) + row.cents);
  const oldestFirst = firstBreak(withBalance);
  if (oldestFirst < 0) return { closing: centsToDecimal(withBalance[withBalance.length - 1]?.balance ?? 0n), problem: null };
  const newestFirstOrder = [...withBalance].reverse();
  const newestFirst = firstBreak(newestFirstOrder);
  if (newestFirst < 0) return { closing: centsToDecimal(withBalance[0]?.balance ?? 0n), problem: null };
  const row = withBalance[oldestFirst];
  const previous = withBalance[oldestFirst - 1];
  const expected = (previous?.balance ?? 0n) + (row?.cents ?? 0n);
  return {
    closing: null,
    problem: `The balance column does not add up: line ${row?.fileLine ?? ''} shows ${centsToDecimal(row?.balance ?? 0n)}, but the balance before it plus its amount is ${centsToDecimal(expected)}. Check the amount, money in/out and decimal mark choices.`,
  };
}

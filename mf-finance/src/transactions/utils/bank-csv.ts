// The Transactions bank CSV import's pure half: the file is read by the shared bank CSV reader
// (bank-files/utils/, the same one the reconciliation's statement import uses), then its columns
// are mapped to the date, description, amount (or debit/credit) and optional account of each
// row, and the rows become the ones import_transactions takes, with each row's errors for the
// preview. The database checks every row again (and finds duplicates); this only lets the user
// see and fix the file before sending it. Money is kept as decimal text / integer cents, never a float.
import type { DecimalMark } from '../../bank-files/utils/bank-amounts';
import { centsToDecimal, creditMinusDebit, parseAmountCents } from '../../bank-files/utils/bank-amounts';
import type { BankCsvColumns, BankCsvTable } from '../../bank-files/utils/bank-csv';
import { OVERLONG_ROW, bankCsvCell, datedRecordCount, guessBankCsvColumns, readBankCsv } from '../../bank-files/utils/bank-csv';
import type { DateFormat } from '../../bank-files/utils/bank-dates';
import { parseBankDate } from '../../bank-files/utils/bank-dates';
import { readBankFileText } from '../../bank-files/utils/bank-file-text';

/** The most rows one import takes (import_transactions refuses more). */
export const MAX_IMPORT_ROWS = 5000;

export type AmountMode = BankCsvColumns['amountMode'];

export interface ColumnMapping {
  date: string | null;
  description: string | null;
  amountMode: AmountMode;
  /** Signed amount column (money out negative), when amountMode is 'single'. */
  amount: string | null;
  /** Money out (a positive number in this column is an expense). */
  debit: string | null;
  /** Money in. */
  credit: string | null;
  /** Optional: a chart code or account name per row. */
  account: string | null;
  dateFormat: DateFormat;
  decimalMark: DecimalMark;
}

/** One row as import_transactions takes it. */
export interface ImportRow {
  date: string;
  description: string;
  /** Signed decimal text: negative is money out (Expense), positive money in (Income). */
  amount: string;
  account?: string;
}

export interface MappedRow {
  /** The row's number in the file, counting the header row and any lines above it. */
  line: number;
  date: string;
  description: string;
  amount: string;
  account: string;
  errors: string[];
  /** The row to send when it has no errors. */
  row: ImportRow | null;
}

export interface MappedFile {
  rows: MappedRow[];
  /** Summary rows after the last dated row ("Total", "Ending balance ..."), left out. */
  leftOut: number;
}

/** A chosen file read as a table (its bytes decoded as UTF-8 or Windows-1252). */
export async function readCsvFile(file: Blob): Promise<BankCsvTable> {
  return readBankCsv(await readBankFileText(file));
}

/** A first guess of the mapping from the header names and values (the user can change every choice). */
export function guessColumnMapping(table: Pick<BankCsvTable, 'headers' | 'records'>): ColumnMapping {
  const columns = guessBankCsvColumns(table);
  const taken = new Set([columns.date, columns.amount, columns.debit, columns.credit, columns.description, columns.payee, columns.bankId, columns.balance]);
  // "Account" in a bank file is often the bank account's own number: only a column named like a
  // category is a reasonable guess for the chart account.
  const account = table.headers.find((header) => !taken.has(header) && /category|gl code|^account (code|name)$/i.test(header.trim())) ?? null;
  return {
    date: columns.date,
    description: columns.description ?? columns.payee,
    amountMode: columns.amountMode,
    amount: columns.amount,
    debit: columns.debit,
    credit: columns.credit,
    account,
    dateFormat: columns.dateFormat,
    decimalMark: columns.decimalMark,
  };
}

/** Which columns still need choosing before rows can be read (plain words for the mapping step). */
export function mappingProblems(mapping: ColumnMapping): string[] {
  const problems: string[] = [];
  if (!mapping.date) problems.push('Choose the column with the date.');
  if (!mapping.description) problems.push('Choose the column with the description.');
  if (mapping.amountMode === 'single' && !mapping.amount) problems.push('Choose the column with the amount.');
  if (mapping.amountMode === 'debit-credit' && !mapping.debit && !mapping.credit) {
    problems.push('Choose the debit (money out) or credit (money in) column.');
  }
  return problems;
}

/** Every transaction row of the file mapped and checked; `row` is set only for rows without errors. */
export function mapBankRows(table: Pick<BankCsvTable, 'records' | 'headerRow' | 'overlong'>, mapping: ColumnMapping): MappedFile {
  const dated = datedRecordCount(table.records, mapping.date, mapping.dateFormat);
  const amountOf = (text: string) => parseAmountCents(text, mapping.decimalMark);
  const rows = table.records.slice(0, dated).map((record, index): MappedRow => {
    const errors: string[] = table.overlong.has(index) ? [OVERLONG_ROW] : [];
    const dateText = bankCsvCell(record, mapping.date);
    const description = bankCsvCell(record, mapping.description);
    const account = bankCsvCell(record, mapping.account);
    const date = dateText ? parseBankDate(dateText, mapping.dateFormat) : null;
    if (!dateText) errors.push('The date is missing.');
    else if (!date) errors.push(`"${dateText}" is not a date in the format ${mapping.dateFormat}.`);

    let cents: bigint | null = null;
    let amountText: string;
    if (mapping.amountMode === 'single') {
      amountText = bankCsvCell(record, mapping.amount);
      cents = amountOf(amountText);
      if (!amountText) errors.push('The amount is missing.');
      else if (cents === null) errors.push(`"${amountText}" is not an amount.`);
    } else {
      const debitText = bankCsvCell(record, mapping.debit);
      const creditText = bankCsvCell(record, mapping.credit);
      amountText = [debitText && `debit ${debitText}`, creditText && `credit ${creditText}`].filter(Boolean).join(', ');
      const debit = debitText ? amountOf(debitText) : 0n;
      const credit = creditText ? amountOf(creditText) : 0n;
      if (!debitText && !creditText) errors.push('Both debit and credit are empty.');
      else if (debit === null) errors.push(`"${debitText}" is not an amount.`);
      else if (credit === null) errors.push(`"${creditText}" is not an amount.`);
      else cents = creditMinusDebit(debit, credit);
    }
    if (cents === 0n) errors.push('The amount is zero.');
    if (!description) errors.push('The description is missing.');

    const amount = cents === null ? '' : centsToDecimal(cents);
    const row: ImportRow | null = errors.length === 0 && date && cents !== null ? { date, description, amount, ...(account ? { account } : {}) } : null;
    return { line: table.headerRow + index + 2, date: date ?? dateText, description, amount: amount || amountText, account, errors, row };
  });
  return { rows, leftOut: table.records.length - dated };
}

// A bank's CSV statement: papaparse (loaded on use) reads the file; the column mapping (date,
// amount or debit/credit, description, payee, reference) is guessed from the headers, shown to the
// user and remembered per account (bank_statement_mappings). Dates and amounts are read with the
// transactions import's rules (the same banks, the same formats); money stays in cents.
import type { ColumnMapping, DateFormat } from '../../transactions/utils/bank-csv';
import { centsToDecimal, guessColumnMapping, parseBankAmountCents, parseBankDate } from '../../transactions/utils/bank-csv';
import { parseCsvText } from '../../transactions/utils/read-csv-file';
import type { ParsedStatement, StatementLine } from './statement';
import { StatementFileError, checkLines } from './statement';

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
  dateFormat: DateFormat;
}

export interface CsvStatementTable {
  headers: string[];
  records: Record<string, string>[];
}

export async function readCsvStatement(content: string): Promise<CsvStatementTable> {
  const table = await parseCsvText(content);
  if (table.headers.length < 2 || table.records.length === 0) {
    throw new StatementFileError('This CSV file has no header row and transactions. Nothing was imported.');
  }
  return { headers: table.headers, records: table.records };
}

/** A first guess from the header names; a remembered mapping is used instead when its columns exist. */
export function guessStatementMapping(table: CsvStatementTable, remembered?: StatementCsvMapping | null): StatementCsvMapping {
  if (remembered && mappingFits(remembered, table.headers)) return remembered;
  const base = guessColumnMapping(table.headers, table.records.slice(0, 20).map((r) => {
    const column = table.headers.find((h) => /date/i.test(h));
    return column ? (r[column] ?? '') : '';
  }));
  const taken = new Set([base.date, base.amount, base.debit, base.credit, base.description].filter(Boolean));
  const pick = (hint: RegExp) => table.headers.find((h) => !taken.has(h) && hint.test(h)) ?? null;
  return {
    date: base.date,
    amountMode: base.amountMode,
    amount: base.amount,
    debit: base.debit,
    credit: base.credit,
    description: base.description,
    payee: pick(/payee|counterparty|merchant|name/i),
    bankId: pick(/reference|^ref|transaction id|fitid|bank id|^id$/i),
    dateFormat: base.dateFormat,
  };
}

function mappingFits(mapping: StatementCsvMapping, headers: readonly string[]): boolean {
  const used = [mapping.date, mapping.amount, mapping.debit, mapping.credit, mapping.description, mapping.payee, mapping.bankId].filter(
    (c): c is string => Boolean(c),
  );
  return used.every((c) => headers.includes(c));
}

export function csvMappingProblems(mapping: StatementCsvMapping): string[] {
  const problems: string[] = [];
  if (!mapping.date) problems.push('Choose the column with the date.');
  if (mapping.amountMode === 'single' && !mapping.amount) problems.push('Choose the column with the amount.');
  if (mapping.amountMode === 'debit-credit' && !mapping.debit && !mapping.credit) problems.push('Choose the money out or money in column.');
  if (!mapping.description && !mapping.payee) problems.push('Choose the column with the description.');
  return problems;
}

/** Every row mapped; the first bad row refuses the whole file (nothing is imported). */
export function csvStatementLines(table: CsvStatementTable, mapping: StatementCsvMapping): ParsedStatement {
  const problems = csvMappingProblems(mapping);
  if (problems.length > 0) throw new StatementFileError(problems.join(' '));
  const cell = (record: Record<string, string>, column: string | null) => (column ? (record[column] ?? '').trim() : '');
  const lines: StatementLine[] = [];
  table.records.forEach((record, index) => {
    const line = index + 2;
    const dateText = cell(record, mapping.date);
    const date = parseBankDate(dateText, mapping.dateFormat);
    if (!date) throw new StatementFileError(`Line ${line}: "${dateText}" is not a date in the format ${mapping.dateFormat}. Nothing was imported.`);
    let cents: bigint | null;
    if (mapping.amountMode === 'single') {
      cents = parseBankAmountCents(cell(record, mapping.amount));
    } else {
      const debit = cell(record, mapping.debit) ? parseBankAmountCents(cell(record, mapping.debit)) : 0n;
      const credit = cell(record, mapping.credit) ? parseBankAmountCents(cell(record, mapping.credit)) : 0n;
      cents = debit === null || credit === null ? null : (credit < 0n ? -credit : credit) - (debit < 0n ? -debit : debit);
    }
    if (cents === null) throw new StatementFileError(`Line ${line}: the amount is not a number. Nothing was imported.`);
    // A zero line (a balance notice) moves no money: skipped.
    if (cents === 0n) return;
    const payee = cell(record, mapping.payee);
    lines.push({
      date,
      amount: centsToDecimal(cents),
      payee: payee || null,
      description: cell(record, mapping.description) || payee,
      bank_id: cell(record, mapping.bankId) || null,
    });
  });
  return { format: 'csv', lines: checkLines(lines, 'CSV'), closingBalance: null, endDate: lines.reduce<string | null>((max, l) => (max && max > l.date ? max : l.date), null) };
}

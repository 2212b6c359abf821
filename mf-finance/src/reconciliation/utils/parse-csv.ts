// A bank's CSV statement: the file is read as a table by the shared bank CSV reader
// (bank-files/utils/bank-csv.ts: separators, a BOM, a `Key: value` block above the header,
// multi-line fields, CR-only line endings, `="01.01.2024"` cells, summary rows). The column mapping
// (date, amount or debit/credit, description, payee, reference, running balance, decimal mark) is
// guessed from the headers, shown to the user and remembered per account
// (bank_statement_mappings). A running-balance column, when mapped, is checked against the
// amounts and gives the closing balance; the `Currency` line or the amounts' signs give the
// statement's currency.
import { amountCurrency, centsToDecimal, creditMinusDebit, parseAmountCents } from '../../bank-files/utils/bank-amounts';
import type { BankCsvColumns, BankCsvTable } from '../../bank-files/utils/bank-csv';
import { OVERLONG_ROW, bankCsvCell, datedRecordCount, guessBankCsvColumns, summaryRowsNotice } from '../../bank-files/utils/bank-csv';
import { parseBankDate } from '../../bank-files/utils/bank-dates';
import type { ParsedStatement, StatementFile, StatementLine } from './statement';
import { StatementFileError, checkLines } from './statement';

/** The columns, date format and decimal mark of an account's CSV statements (remembered per account). */
export type StatementCsvMapping = BankCsvColumns;

/** A first guess from the header names; a remembered mapping is used instead when its columns exist. */
export function guessStatementMapping(table: BankCsvTable, remembered?: Partial<StatementCsvMapping> | null): StatementCsvMapping {
  const guess = guessBankCsvColumns(table);
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
function csvCurrency(table: BankCsvTable, mapping: StatementCsvMapping): string | null {
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
export function csvStatementLines(table: BankCsvTable, mapping: StatementCsvMapping): StatementFile {
  const problems = csvMappingProblems(mapping);
  if (problems.length > 0) throw new StatementFileError(problems.join(' '));
  const amountOf = (text: string) => parseAmountCents(text, mapping.decimalMark);
  // A summary row after the transactions ("Closing balance", "Total") is not a transaction.
  const dated = datedRecordCount(table.records, mapping.date, mapping.dateFormat);
  const footer = table.records.length - dated;
  const rows: { line: StatementLine; cents: bigint; balance: bigint | null; fileLine: number }[] = [];
  table.records.slice(0, dated).forEach((record, index) => {
    const fileLine = table.headerRow + index + 2;
    if (table.overlong.has(index)) throw new StatementFileError(`Line ${fileLine}: ${OVERLONG_ROW} Nothing was imported.`);
    const dateText = bankCsvCell(record, mapping.date);
    const date = parseBankDate(dateText, mapping.dateFormat);
    if (!date) throw new StatementFileError(`Line ${fileLine}: "${dateText}" is not a date in the format ${mapping.dateFormat}. Nothing was imported.`);
    let cents: bigint | null;
    if (mapping.amountMode === 'single') {
      cents = amountOf(bankCsvCell(record, mapping.amount));
    } else {
      const debit = bankCsvCell(record, mapping.debit) ? amountOf(bankCsvCell(record, mapping.debit)) : 0n;
      const credit = bankCsvCell(record, mapping.credit) ? amountOf(bankCsvCell(record, mapping.credit)) : 0n;
      cents = debit === null || credit === null ? null : creditMinusDebit(debit, credit);
    }
    if (cents === null) throw new StatementFileError(`Line ${fileLine}: the amount is not a number. Nothing was imported.`);
    const balanceText = bankCsvCell(record, mapping.balance);
    const balance = mapping.balance && balanceText ? amountOf(balanceText) : null;
    if (mapping.balance && balanceText && balance === null) throw new StatementFileError(`Line ${fileLine}: the balance "${balanceText}" is not a number. Nothing was imported.`);
    const payee = bankCsvCell(record, mapping.payee);
    rows.push({
      line: { date, amount: centsToDecimal(cents), payee: payee || null, description: bankCsvCell(record, mapping.description) || payee, bank_id: bankCsvCell(record, mapping.bankId) || null },
      cents,
      balance,
      fileLine,
    });
  });
  const warnings: string[] = [];
  if (footer > 0) warnings.push(summaryRowsNotice(footer));
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

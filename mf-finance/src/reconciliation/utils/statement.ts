// What every statement parser returns: the bank's lines as import_bank_statement_lines takes them
// (ISO date, signed decimal amount, payee, description, the bank's own transaction id), one
// statement per account the file holds, each with its currency, period and closing balance when
// the file says them (they prefill and check the form). Money stays decimal text or integer
// cents; a file the parser cannot read throws StatementFileError with the words the user reads,
// and nothing is imported. Bytes, amounts and dates are read by the shared bank-files utilities.
import { centsToDecimal, detectDecimalMark, parseAmountCents } from '../../bank-files/utils/bank-amounts';
import { BankFileError } from '../../bank-files/utils/bank-file-text';

export type StatementFormat = 'csv' | 'ofx' | 'qfx' | 'camt053';

export interface StatementLine {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Signed decimal text, money into the account positive: "-12.00". */
  amount: string;
  payee: string | null;
  description: string;
  /** FITID (OFX/QFX), AcctSvcrRef (CAMT.053) or a reference column (CSV): duplicate detection. */
  bank_id: string | null;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The account's number or IBAN as the file gives it, or null (most CSVs). */
  accountId: string | null;
  /** ISO 4217 code the file states for the account (OFX CURDEF, CAMT Ccy, a CSV's currency), or null. */
  currency: string | null;
  lines: StatementLine[];
  /** The closing (ledger) balance the bank printed, decimal text. */
  closingBalance: string | null;
  /** The period the file says it covers, `YYYY-MM-DD`. */
  startDate: string | null;
  /** The date of the closing balance or the statement's last day, `YYYY-MM-DD`. */
  endDate: string | null;
  /** Things the user should see before importing (a balance that does not add up, rows left out). */
  warnings: string[];
}

/** A file: one statement per account in it (the user picks one when there are several). */
export interface StatementFile {
  format: StatementFormat;
  statements: ParsedStatement[];
}

/** A statement file that cannot be read or imported; its message is the sentence the user reads. */
export class StatementFileError extends BankFileError {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFileError';
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeOnce(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    const code = name.startsWith('#x') || name.startsWith('#X') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? parseInt(name.slice(1), 10) : NaN;
    if (!Number.isNaN(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Character entities in OFX text (`CITY POWER &amp; LIGHT`), including the double-escaped ones
 * some exports write (`&amp;amp;`). A raw `&` (`AT&T`) stays as it is.
 */
export function decodeEntities(text: string): string {
  let current = text;
  for (let pass = 0; pass < 3; pass += 1) {
    const next = decodeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * A decimal as the database takes it, or null: "2,500.0" -> "2500.00", "-.5" -> "-0.50",
 * "-12,50" (an OFX file from a comma-decimal locale) -> "-12.50".
 */
export function normaliseAmount(text: string): string | null {
  const value = text.trim();
  const decimal = detectDecimalMark([value]);
  const cents = parseAmountCents(value, decimal);
  return cents === null ? null : centsToDecimal(cents);
}

/** Refuses a line without a real date or a non-zero amount, naming it; an empty list passes. */
export function checkLines(lines: StatementLine[], what: string): StatementLine[] {
  lines.forEach((line, index) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(line.date) || Number.isNaN(Date.parse(`${line.date}T00:00:00Z`))) {
      throw new StatementFileError(`Transaction ${index + 1} of this ${what} file has no valid date. Nothing was imported.`);
    }
    if (!/^-?\d+\.\d{2}$/.test(line.amount) || /^-?0\.00$/.test(line.amount)) {
      throw new StatementFileError(`Transaction ${index + 1} of this ${what} file has no valid amount. Nothing was imported.`);
    }
  });
  return lines;
}

/** Refuses a file none of whose statements lists a transaction. */
export function checkFile(file: StatementFile, what: string): StatementFile {
  if (file.statements.every((s) => s.lines.length === 0)) throw new StatementFileError(`This ${what} file lists no transactions. Nothing was imported.`);
  return file;
}

/** An account number as the picker shows it: the last four characters, the rest hidden. */
export function maskAccountId(id: string | null): string {
  if (!id) return 'Account without a number';
  const compact = id.replace(/\s+/g, '');
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
}

// What every statement parser returns: the bank's lines as import_bank_statement_lines takes them
// (ISO date, signed decimal amount, payee, description, the bank's own transaction id), plus the
// statement's closing balance and end date when the file says them (they prefill the form).
// Money stays decimal text; a file the parser cannot read throws StatementFileError with the words
// the user reads, and nothing is imported.

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
  lines: StatementLine[];
  /** The closing (ledger) balance the bank printed, decimal text. */
  closingBalance: string | null;
  /** The date of that balance or the statement's last day, `YYYY-MM-DD`. */
  endDate: string | null;
}

export class StatementFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFileError';
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** SGML OFX leaves character entities in the text (`CITY POWER &amp; LIGHT`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A decimal as the database takes it, or null: "2,500.0" -> "2500.00", "-.5" -> "-0.50". */
export function normaliseAmount(text: string): string | null {
  const value = text.trim().replace(/,/g, '');
  const match = /^([-+])?(\d*)(?:\.(\d{1,2})\d*)?$/.exec(value);
  if (!match || (match[2] === '' && match[3] === undefined)) return null;
  // More than two decimals would be rounded silently: refuse instead (banks do not send them).
  if (/\.\d{3,}/.test(value) && !/\.\d{2}0+$/.test(value)) return null;
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const cents = (match[3] ?? '').padEnd(2, '0');
  const negative = match[1] === '-' && (whole !== '0' || cents !== '00');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/** Refuses a file with no usable line, or a line without a real date or a non-zero amount. */
export function checkLines(lines: StatementLine[], what: string): StatementLine[] {
  if (lines.length === 0) throw new StatementFileError(`This ${what} file lists no transactions. Nothing was imported.`);
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

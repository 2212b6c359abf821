// What every statement parser returns: the bank's lines as import_bank_statement_lines takes them
// (ISO date, signed decimal amount, payee, description, the bank's own transaction id), one
// statement per account the file holds, each with its currency, period and closing balance when
// the file says them (they prefill and check the form). Money stays decimal text or integer
// cents; a file the parser cannot read throws StatementFileError with the words the user reads,
// and nothing is imported.

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

export class StatementFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFileError';
  }
}

/**
 * The file's text from its bytes. Banks label their files loosely (a header saying UTF-8 or
 * USASCII over Windows-1252 bytes, or the reverse), so the bytes decide: a byte-order mark first,
 * then UTF-8 when the bytes are valid UTF-8, else Windows-1252 (a superset of ISO-8859-1's
 * printable characters).
 */
export function decodeStatementBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return decodeWindows1252(body);
  }
}

// Windows-1252's characters at 0x80-0x9F (the rest of the byte values are ISO-8859-1's, which is
// Unicode's first 256 code points). Written out because not every runtime's TextDecoder maps them.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    text += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b)));
  }
  return text;
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

export type DecimalMark = '.' | ',';

// Currency codes and signs written inside amounts: `-$7,971.39`, `£12.00`, `12,00 €`, `CHF 11'373.94`.
const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₣': 'CHF' };
const CURRENCY_PATTERN = /(?:[A-Z]{3}|[A-Z]{1,2}\$|\$|€|£|¥|₹|₣|kr\.?|Fr\.?|zł|R\$)/g;

/** The currency an amount's text names (a code or an unambiguous sign), or null. */
export function amountCurrency(text: string): string | null {
  const code = /\b([A-Z]{3})\b/.exec(text)?.[1];
  if (code && code !== 'DR' && code !== 'CR') return code;
  for (const [sign, iso] of Object.entries(CURRENCY_SIGNS)) if (text.includes(sign)) return iso;
  return null;
}

function stripForNumber(text: string): string {
  return text
    .replace(/^="(.*)"$/, '$1')
    .replace(CURRENCY_PATTERN, '')
    .replace(/[\s\u00a0\u202f\u2009'’]/g, '');
}

/**
 * Which character is the decimal mark in a file's amounts: `1.234,56` and `-12,50` say `,`;
 * `1,234.56`, `11'373.94` and `12.5` say `.`. Read over the whole column, so `1.234` is a
 * thousand in a file of `1.234,56` and one and a quarter in a file of `12.50`.
 */
export function detectDecimalMark(samples: readonly string[]): DecimalMark {
  let comma = 0;
  let dot = 0;
  for (const sample of samples) {
    const value = stripForNumber(sample).replace(/[()+-]|DR$|CR$/gi, '');
    if (/,\d{1,2}$/.test(value) || /\.\d{3},\d*$/.test(value)) comma += 1;
    else if (/\.\d{1,2}$/.test(value) || /,\d{3}\.\d*$/.test(value)) dot += 1;
  }
  return comma > dot ? ',' : '.';
}

/**
 * A bank's amount as signed integer cents, or null when it is not one. Reads a sign written
 * before or after the number, inside or outside a currency sign (`-$7,971.39`, `$-12`), in
 * parentheses (`(12.00)`), or as a DR/CR suffix; thousands separated by `,`, `.`, `'` or spaces;
 * Excel's `="12.00"` cells. More than two decimals is refused, never rounded.
 */
export function parseAmountCents(text: string, decimal: DecimalMark = '.'): bigint | null {
  let value = stripForNumber(text.trim());
  if (value === '') return null;
  let negative = false;
  let markers = 0;
  const suffix = /(DR|CR)$/i.exec(value);
  if (suffix) {
    negative = suffix[1]?.toUpperCase() === 'DR';
    markers += 1;
    value = value.slice(0, -2);
  }
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    markers += 1;
    value = value.slice(1, -1);
  }
  const sign = /^([-+])|([-+])$/.exec(value);
  if (sign) {
    negative = (sign[1] ?? sign[2]) === '-' ? true : negative;
    markers += 1;
    value = sign[1] ? value.slice(1) : value.slice(0, -1);
  }
  if (markers > 1) return null;
  const thousands = decimal === '.' ? ',' : '.';
  const [whole = '', fraction, extra] = value.split(decimal);
  if (extra !== undefined) return null;
  // Thousands groups must be groups of three.
  if (whole.includes(thousands) && !new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+$`).test(whole)) return null;
  const digits = whole.split(thousands).join('');
  if (!/^\d*$/.test(digits) || (fraction !== undefined && !/^\d+$/.test(fraction))) return null;
  if (digits === '' && fraction === undefined) return null;
  let cents = (fraction ?? '').padEnd(2, '0');
  if (cents.length > 2) {
    if (!/^0+$/.test(cents.slice(2))) return null;
    cents = cents.slice(0, 2);
  }
  if (digits.replace(/^0+/, '').length > 12) return null;
  const total = BigInt(digits || '0') * 100n + BigInt(cents);
  return negative ? -total : total;
}

/** Signed cents as decimal text for the database: -1234n -> "-12.34". */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
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

/** A real calendar day as `YYYY-MM-DD`, or null. */
export function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
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

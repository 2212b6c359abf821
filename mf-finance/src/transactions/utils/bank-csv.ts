// The bank CSV import's pure half: guess which columns hold the date, description,
// amount (or debit/credit) and account, read a bank's dates and amounts, and turn the file's rows
// into the rows import_transactions takes, with the errors of each row for the preview. The
// database checks every row again (and finds duplicates); this only lets the user see and fix the
// file before sending it. Money is kept as decimal text / integer cents, never a float.

export type DateFormat = 'YYYY-MM-DD' | 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY/MM/DD';
export const DATE_FORMATS: readonly DateFormat[] = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY/MM/DD'];

export type AmountMode = 'single' | 'debit-credit';

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
  /** 1-based line in the file, counting the header as line 1. */
  line: number;
  date: string;
  description: string;
  amount: string;
  account: string;
  errors: string[];
  /** The row to send when it has no errors. */
  row: ImportRow | null;
}

const HEADER_HINTS: Record<'date' | 'description' | 'amount' | 'debit' | 'credit' | 'account', RegExp> = {
  date: /^(transaction |posting |posted |value |booking )?date$|^date\b/i,
  description: /description|memo|payee|details|narrative|name|reference/i,
  amount: /^(transaction )?amount|^value$|^sum$/i,
  debit: /debit|withdraw|money out|paid out|outflow|payment/i,
  credit: /credit|deposit|money in|paid in|inflow|receipt/i,
  account: /account|category|gl code|^code$/i,
};

function firstMatch(headers: readonly string[], hint: RegExp, taken: ReadonlySet<string>): string | null {
  return headers.find((header) => !taken.has(header) && hint.test(header.trim())) ?? null;
}

/** A first guess of the mapping from the header names (the user can change every choice). */
export function guessColumnMapping(headers: readonly string[], sampleDates: readonly string[] = []): ColumnMapping {
  const taken = new Set<string>();
  const take = (value: string | null) => {
    if (value) taken.add(value);
    return value;
  };
  const date = take(firstMatch(headers, HEADER_HINTS.date, taken));
  const amount = take(firstMatch(headers, HEADER_HINTS.amount, taken));
  const debit = amount ? null : take(firstMatch(headers, HEADER_HINTS.debit, taken));
  const credit = amount ? null : take(firstMatch(headers, HEADER_HINTS.credit, taken));
  const description = take(firstMatch(headers, HEADER_HINTS.description, taken));
  // "Account" in a bank file is often the bank account's own number: only a column named like a
  // category is a reasonable guess for the chart account.
  const account = take(headers.find((header) => !taken.has(header) && /category|gl code|^account (code|name)$/i.test(header.trim())) ?? null);
  return {
    date,
    description,
    amountMode: !amount && (debit || credit) ? 'debit-credit' : 'single',
    amount,
    debit,
    credit,
    account,
    dateFormat: detectDateFormat(sampleDates),
  };
}

/** The format that reads every non-empty sample (ISO first, then US, then day-first). */
export function detectDateFormat(samples: readonly string[]): DateFormat {
  const values = samples.map((value) => value.trim()).filter(Boolean);
  if (values.length === 0) return 'YYYY-MM-DD';
  for (const format of DATE_FORMATS) {
    if (values.every((value) => parseBankDate(value, format) !== null)) return format;
  }
  return 'YYYY-MM-DD';
}

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A bank's date in the given format as ISO `YYYY-MM-DD`, or null when it is not a real date. */
export function parseBankDate(text: string, format: DateFormat): string | null {
  const value = text.trim().replace(/\s.*$/, ''); // "2026-03-01 00:00:00" -> the date part
  const parts = value.split(/[-/.]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const twoDigitYear = (year: number, raw: string) => (raw.length === 2 ? 2000 + year : year);
  switch (format) {
    case 'YYYY-MM-DD':
    case 'YYYY/MM/DD':
      return parts[0]?.length === 4 ? isoDate(a, b, c) : null;
    case 'MM/DD/YYYY':
      return parts[2]?.length === 4 || parts[2]?.length === 2 ? isoDate(twoDigitYear(c, parts[2] ?? ''), a, b) : null;
    case 'DD/MM/YYYY':
      return parts[2]?.length === 4 || parts[2]?.length === 2 ? isoDate(twoDigitYear(c, parts[2] ?? ''), b, a) : null;
  }
}

/**
 * A bank's amount as signed integer cents, or null when it is not one: `1,234.56`, `$12.00`,
 * `-12.5`, `(12.00)` and `12.00-` (negatives), `+3`, `USD 4`. Empty text is null too.
 */
export function parseBankAmountCents(text: string): bigint | null {
  const value = text.trim().replace(/^(USD|US\$)\s*/i, '').replace(/\s*USD$/i, '');
  const match = /^(\()?\s*([-+])?\s*\$?\s*([-+])?\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?|\.\d{1,2})\s*(-)?\s*(\))?$/.exec(value);
  if (!match) return null;
  const [, open, leadingSign, innerSign, number = '', trailingMinus, close] = match;
  // One way of saying the sign at most: parentheses, a leading sign or a trailing minus.
  if (Boolean(open) !== Boolean(close)) return null;
  const markers = [open, leadingSign, innerSign, trailingMinus].filter(Boolean);
  if (markers.length > 1) return null;
  const negative = markers[0] === '(' || markers[0] === '-';
  const [whole = '0', fraction = ''] = number.replace(/,/g, '').split('.');
  if (whole.replace(/^0+/, '').length > 12) return null;
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** Signed cents as decimal text for the database: -1234n -> "-12.34". */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = String(abs % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
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

function cell(record: Readonly<Record<string, string | undefined>>, column: string | null): string {
  return column ? (record[column] ?? '').trim() : '';
}

/** Every data row of the file mapped and checked; `row` is set only for rows without errors. */
export function mapBankRows(records: readonly Readonly<Record<string, string | undefined>>[], mapping: ColumnMapping): MappedRow[] {
  return records.map((record, index) => {
    const errors: string[] = [];
    const dateText = cell(record, mapping.date);
    const description = cell(record, mapping.description);
    const account = cell(record, mapping.account);
    const date = dateText ? parseBankDate(dateText, mapping.dateFormat) : null;
    if (!dateText) errors.push('The date is missing.');
    else if (!date) errors.push(`"${dateText}" is not a date in the format ${mapping.dateFormat}.`);

    let cents: bigint | null = null;
    let amountText: string;
    if (mapping.amountMode === 'single') {
      amountText = cell(record, mapping.amount);
      cents = parseBankAmountCents(amountText);
      if (!amountText) errors.push('The amount is missing.');
      else if (cents === null) errors.push(`"${amountText}" is not an amount.`);
    } else {
      const debitText = cell(record, mapping.debit);
      const creditText = cell(record, mapping.credit);
      amountText = [debitText && `debit ${debitText}`, creditText && `credit ${creditText}`].filter(Boolean).join(', ');
      const debit = debitText ? parseBankAmountCents(debitText) : 0n;
      const credit = creditText ? parseBankAmountCents(creditText) : 0n;
      if (!debitText && !creditText) errors.push('Both debit and credit are empty.');
      else if (debit === null) errors.push(`"${debitText}" is not an amount.`);
      else if (credit === null) errors.push(`"${creditText}" is not an amount.`);
      // A bank's debit is money out of the account whatever its sign in the file.
      else cents = (credit < 0n ? -credit : credit) - (debit < 0n ? -debit : debit);
    }
    if (cents === 0n) errors.push('The amount is zero.');
    if (!description) errors.push('The description is missing.');

    const amount = cents === null ? '' : centsToDecimal(cents);
    const row: ImportRow | null = errors.length === 0 && date && cents !== null ? { date, description, amount, ...(account ? { account } : {}) } : null;
    return { line: index + 2, date: date ?? dateText, description, amount: amount || amountText, account, errors, row };
  });
}

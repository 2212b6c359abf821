// Amounts as banks write them, read into signed integer cents (never a float) for every bank file
// import: the decimal mark of a file's amount columns, currency codes and signs inside amounts,
// signs before or after, parentheses, DR/CR suffixes, thousands separators.

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

/** Money in minus money out: a bank's debit is money out of the account whatever its sign in the file. */
export function creditMinusDebit(debit: bigint, credit: bigint): bigint {
  return (credit < 0n ? -credit : credit) - (debit < 0n ? -debit : debit);
}

/** Signed cents as decimal text for the database: -1234n -> "-12.34". */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

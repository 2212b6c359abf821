// Amounts as the exports write them, read to whole cents without floating point: "1,234.56",
// "(1,234.56)", "-$1,234.56", "$-1,234.56", "1234.56-", "1.234,56", "USD 12.00", Excel's ="12.00".
// A point is the decimal mark unless a comma comes after it ("1.234,56") or the comma is followed by
// one or two digits only ("12,5"); a comma followed by groups of three digits is a thousands separator.

/** The common case, "1234.56" or "-12,345.60", read without the general rules below. */
const PLAIN = /^(-?)(\d{1,3}(?:,\d{3})+|\d{1,13})(?:\.(\d{1,2}))?$/;
const CURRENCY = /^(?:[A-Z]{3}|[A-Z]{1,2}\$|\$|£|€|¥|₹|₩|₱|R\$|kr|Fr\.?)\s*|\s*(?:[A-Z]{3}|\$|£|€|kr)$/;

function unwrap(text: string): string {
  // Excel's way of keeping a value as text, ="12.00", and a leading apostrophe.
  return text.replace(/^\s*="(.*)"\s*$/s, '$1').replace(/^'/, '').trim();
}

/** True when the cell holds no amount at all (blank, or a dash some reports write for zero). */
export function isBlankAmount(text: string): boolean {
  if (text === '') return true;
  const value = unwrap(text);
  return value === '' || value === '-' || value === '--' || value === '—';
}

/**
 * The amount in cents, or null when the cell is blank or is not an amount. Amounts with more than
 * two decimals are refused (null) unless the extra digits are zeros: money in these files has cents.
 */
export function parseCents(text: string): number | null {
  if (text === '') return null;
  const plain = PLAIN.exec(text);
  if (plain) {
    const cents = Number((plain[2] ?? '').replace(/,/g, '')) * 100 + Number((plain[3] ?? '').padEnd(2, '0'));
    return plain[1] === '-' && cents !== 0 ? -cents : cents;
  }
  let value = unwrap(text).replace(/[\s\u00a0\u202f]/g, '').replace(/\u2212/g, '-');
  if (isBlankAmount(value)) return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith('+')) value = value.slice(1);
  value = value.replace(CURRENCY, '');
  // A sign after the currency symbol ($-12.00) or at the end (12.00-).
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.endsWith('-')) {
    negative = !negative;
    value = value.slice(0, -1);
  }
  if (/^\(.*\)$/.test(value)) {
    negative = !negative;
    value = value.slice(1, -1);
  }
  if (!/^[\d.,]*\d[\d.,]*$/.test(value)) return null;
  const lastPoint = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  let integer: string;
  let fraction: string;
  if (lastPoint >= 0 && lastComma >= 0) {
    const decimal = lastPoint > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const [whole = '', part = '', ...rest] = value.split(decimal);
    if (rest.length > 0 || part.includes(thousands) || !/^\d{1,3}(?:[.,]\d{3})*$/.test(whole)) return null;
    integer = whole.split(thousands).join('');
    fraction = part;
  } else if (lastComma >= 0) {
    if (/^\d{1,3}(?:,\d{3})+$/.test(value)) {
      integer = value.replace(/,/g, '');
      fraction = '';
    } else if (/^\d+,\d{1,2}$/.test(value)) {
      [integer = '', fraction = ''] = value.split(',');
    } else return null;
  } else if ((value.match(/\./g) ?? []).length > 1) {
    if (!/^\d{1,3}(?:\.\d{3})+$/.test(value)) return null;
    integer = value.replace(/\./g, '');
    fraction = '';
  } else {
    [integer = '', fraction = ''] = value.split('.');
  }
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || integer.length > 13) return null;
  if (fraction.length > 2) {
    if (!/^0+$/.test(fraction.slice(2))) return null;
    fraction = fraction.slice(0, 2);
  }
  const cents = Number(integer || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return negative && cents !== 0 ? -cents : cents;
}

/** The cents of an amount as the model writes it ("1234.56", "-0.05"): exact, by its digits. */
export function modelCents(text: string): number {
  return Number(text.replace('.', ''));
}

/** Cents as the model writes amounts: "1234.56", "-0.05", "0.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A signed amount (debit positive) as the model's debit and credit pair. */
export function debitCredit(cents: number): { debit: string; credit: string } {
  return cents >= 0 ? { debit: formatCents(cents), credit: '0.00' } : { debit: '0.00', credit: formatCents(-cents) };
}

/** Cents as a sentence shows them: "1,234.56", "-0.05". */
export function centsInWords(cents: number): string {
  const [whole = '0', part = '00'] = formatCents(cents).replace('-', '').split('.');
  return `${cents < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`;
}

// Money as the database sends it (numeric(14, 2) as a string or a JSON number) turned into exact
// integer cents and into the product's dollar text, without binary floating point arithmetic.
import { formatDollars } from './dashboard-format';

const DECIMAL = /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/;

/**
 * '1234.5' -> 123450, '-0.05' -> -5, 12.3 -> 1230; null for anything that is not a decimal number.
 * A third decimal (not stored by numeric(14, 2), but possible in a computed figure) rounds half away from zero.
 */
export function moneyToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(3) : '') : value;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, integerPart = '', fractionPart = ''] = match;
  if (integerPart === '' && fractionPart === '') return null;
  const cents = Number(integerPart || '0') * 100 + Number(fractionPart.slice(0, 2).padEnd(2, '0'));
  const roundedUp = (fractionPart[2] ?? '0') >= '5' ? 1 : 0;
  const magnitude = cents + roundedUp;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** 123450 -> '1234.50', -5 -> '-0.05': the exact decimal text a numeric column accepts. */
export function centsToDecimalString(cents: number): string {
  const magnitude = Math.abs(Math.trunc(cents));
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 && magnitude !== 0 ? `-${text}` : text;
}

/** A database amount as '$1,234.50' ('-$0.05' when negative); '' for null, undefined or non-numbers. */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const cents = moneyToCents(value);
  return cents === null ? '' : formatDollars(cents);
}

/** A database amount as a number with two decimals, for a spreadsheet cell (display, never summed). */
export function moneyToNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const cents = moneyToCents(value);
  return cents === null ? null : cents / 100;
}

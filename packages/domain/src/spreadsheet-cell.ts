// The one rule for text written into a spreadsheet file (every CSV and XLSX the product makes):
// text that a spreadsheet would read as a formula is written with a leading apostrophe, following
// OWASP's CSV injection guidance, so a description like '=HYPERLINK(...)' shows as text instead of
// running. Numbers are not text: number cells stay numbers, and text that is only a plain number
// ('-45.25', '+3') is left alone because a spreadsheet reads it as that number, never a formula.

/** The characters OWASP lists as starting a formula: = + - @, tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain signed decimal number, which no spreadsheet evaluates as a formula. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** True when `text` would be read as a formula by Excel, LibreOffice or Google Sheets. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/** `text` as it may be written to a spreadsheet cell: with a leading `'` when it starts like a formula. */
export function spreadsheetText(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}

/**
 * Any value as the text of a CSV field: null and undefined empty, numbers and booleans as written,
 * objects as JSON text, and every text through `spreadsheetText`.
 */
export function spreadsheetValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return spreadsheetText(typeof value === 'string' ? value : JSON.stringify(value));
}

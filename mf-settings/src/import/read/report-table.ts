// The shape of an accounting report saved as a table: title, company, date range and basis lines
// and blank rows above the column headings, section rows ("Checking", "Current", "Revenue"), totals
// rows ("Total for Checking", "Total Income", "TOTAL") and a footer ("Accrual Basis Monday, January
// 6, 2025 10:15 AM"). These helpers let each source reader find its columns and skip the rest.

/** A heading as compared: lower case, without the asterisks of required columns, spaces collapsed. */
export function heading(cell: string | undefined): string {
  return (cell ?? '').replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

export function cellValue(cells: readonly string[], index: number): string {
  if (index < 0) return '';
  const value = (cells[index] ?? '').trim();
  // Excel's way of keeping a value as text: ="01234".
  return value.charCodeAt(0) === 61 ? value.replace(/^="(.*)"$/s, '$1').trim() : value;
}

/** The cell as one line (a quoted field spanning lines joined with a space), or null when blank. */
export function textOrNull(cells: readonly string[], index: number): string | null {
  const cell = cellValue(cells, index);
  const value = cell.includes('\n') || cell.includes('\r') ? cell.replace(/\s*[\r\n]+\s*/g, ' ') : cell;
  return value === '' ? null : value;
}

export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

export function filledCells(cells: readonly string[]): number {
  return cells.filter((cell) => cell.trim() !== '').length;
}

/** The index of the first column whose heading is one of `names` (already in `heading` form), else -1. */
export function column(header: readonly string[], ...names: string[]): number {
  const headings = header.map(heading);
  for (const name of names) {
    const index = headings.indexOf(name);
    if (index >= 0) return index;
  }
  return -1;
}

/** Headings are short words: a row with a sentence, an amount or a date in it is data (a "Read me" row naming a column, say). */
function looksLikeHeadings(row: readonly string[]): boolean {
  return row.every((cell) => {
    const text = cell.trim();
    return text.length <= 60 && !/^\(?-?\$?[\d,]*\d\.\d{2}\)?$/.test(text) && !/^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}$/.test(text);
  });
}

/** The first row among `rows` that `test` accepts as the column headings, else -1. */
export function findHeader(rows: readonly (readonly string[])[], test: (headings: readonly string[]) => boolean): number {
  return rows.findIndex((row) => !isBlankRow(row) && looksLikeHeadings(row) && test(row.map(heading)));
}

/** The report's lines above its headings (title, company, dates, basis), each as one text. */
export function preambleLines(rows: readonly (readonly string[])[]): string[] {
  return rows.map((row) => row.map((cell) => cell.trim()).filter((cell) => cell !== '').join(' ')).filter((line) => line !== '');
}

/** "Total for Checking", "Total Income", "TOTAL", "Total": a subtotal or the report's total. */
export function isTotalLabel(text: string): boolean {
  return /^total\b/i.test(text.trim());
}

/** The report's closing lines: basis and run time, or a note the software adds. */
export function isFooterLabel(text: string): boolean {
  return /^(?:accrual|cash) basis\b|^(?:printed|generated|run) (?:on|at)\b|^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),/i.test(text.trim());
}

/** True when a report line reads like the title `title` (case and spacing aside). */
export function mentions(lines: readonly string[], pattern: RegExp): boolean {
  return lines.some((line) => pattern.test(line));
}

/** "The Check no. 1042 of 01/15/2024": a transaction named in a problem's sentence. */
export function transactionWords(type: string, num: string, date: string): string {
  return `The ${type || 'transaction'}${num ? ` no. ${num}` : ''}${date ? ` of ${date}` : ''}`;
}

/** A yes/no cell ("Yes", "Y", "TRUE", "1"); null when blank or neither. */
export function yesNo(text: string): boolean | null {
  if (/^(?:y|yes|true|1|x|✓|tracked|track)$/i.test(text.trim())) return true;
  if (/^(?:n|no|false|0|not tracked)$/i.test(text.trim())) return false;
  return null;
}

// The text of a cell value as exceljs reads it from a workbook, for every reader of uploaded
// spreadsheets (the budget grid, the books import): numbers that are whole cents with two decimals,
// other numbers as typed, dates as YYYY-MM-DD, formulas by their result, rich text joined, hyperlinks
// by their text; anything else (errors, empty cells, NaN) is empty.
export function workbookCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const cents = Math.round(value * 100);
    return Math.abs(value * 100 - cents) < 1e-6 ? (cents / 100).toFixed(2) : String(value);
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const result: unknown = Reflect.get(value, 'result');
    if (result !== undefined) return workbookCellText(result);
    const richText: unknown = Reflect.get(value, 'richText');
    if (Array.isArray(richText)) return richText.map((part: unknown) => (typeof part === 'object' && part !== null ? String(Reflect.get(part, 'text') ?? '') : '')).join('');
    const text: unknown = Reflect.get(value, 'text');
    if (typeof text === 'string') return text;
  }
  return '';
}

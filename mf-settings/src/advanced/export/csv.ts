// One table's rows as CSV text (RFC 4180): the columns of the first row in order, then any other
// row's extra columns; JSON values as JSON text; a byte order mark so spreadsheets read UTF-8.
type Cell = unknown;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly Record<string, Cell>[], columns?: readonly string[]): string {
  const keys = columns ? [...columns] : [];
  for (const row of rows) for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
  const lines = [keys.map(cell).join(','), ...rows.map((row) => keys.map((key) => cell(row[key])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// One table's rows as CSV text (RFC 4180): the columns of the first row in order, then any other
// row's extra columns; JSON values as JSON text; a byte order mark so spreadsheets read UTF-8.
// Every field goes through the product's one spreadsheet rule (`@missionbase/domain/spreadsheet-cell`):
// text that starts like a formula gets a leading apostrophe, numbers stay numbers.
import { spreadsheetText, spreadsheetValueText } from '@missionbase/domain/spreadsheet-cell';

type Cell = unknown;

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly Record<string, Cell>[], columns?: readonly string[]): string {
  const keys = columns ? [...columns] : [];
  for (const row of rows) for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
  const lines = [keys.map((key) => quoted(spreadsheetText(key))).join(','), ...rows.map((row) => keys.map((key) => quoted(spreadsheetValueText(row[key]))).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

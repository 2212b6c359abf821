// `Accept: text/csv`: the JSON rows Postgres built, rendered as RFC 4180 CSV with a header line.

function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function rowsToCsv(jsonArray: string): string {
  const rows = JSON.parse(jsonArray) as Array<Record<string, unknown>>;
  const [first] = rows;
  if (first === undefined) return '';
  const columns = Object.keys(first);
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column])).join(','));
  return lines.join('\n');
}

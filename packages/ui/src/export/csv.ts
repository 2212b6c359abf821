// The CSV file of an export (papaparse, loaded on use): the header lines, a blank line, the
// column titles, the rows and the totals row. Formula-looking text is neutralised so a
// description like '=HYPERLINK(...)' cannot run in a spreadsheet; negative numbers stay numbers.
import { cellAsPlainText, exportContent, type ExportTableInput } from './export-content';
import { moduleDefault } from './load-library';

/** Text starting like a formula, except a plain (negative) number. */
export const FORMULA_START = /^[=+\-@\t\r](?!\d*\.?\d+$)/;

export async function buildCsv<Row>(input: ExportTableInput<Row>): Promise<string> {
  const Papa = moduleDefault(await import('papaparse'));
  const content = exportContent(input);
  const matrix: string[][] = [
    ...content.headerLines.map((line) => [line.label, line.value]),
    [],
    content.columns.map((column) => column.title),
    ...content.rows.map((row) => row.map(cellAsPlainText)),
    ...(content.totals ? [content.totals.map(cellAsPlainText)] : []),
  ];
  // A UTF-8 byte order mark so Excel reads accents and the en dash of a period correctly.
  return `\uFEFF${Papa.unparse(matrix, { escapeFormulae: FORMULA_START, newline: '\r\n' })}\r\n`;
}

// The CSV file of an export (papaparse, loaded on use): the header lines, a blank line, the
// column titles, the rows and the totals row. Every text field goes through the product's one
// spreadsheet rule (`@missionbase/domain/spreadsheet-cell`), so a description like
// '=HYPERLINK(...)' cannot run in a spreadsheet; money and numbers are written as numbers.
import { spreadsheetText } from '@missionbase/domain/spreadsheet-cell';
import { cellAsPlainText, exportContent, type ExportCell, type ExportTableInput } from './export-content';
import { moduleDefault } from './load-library';

function csvField(cell: ExportCell): string {
  return cell.kind === 'text' ? spreadsheetText(cell.text) : cellAsPlainText(cell);
}

export async function buildCsv<Row>(input: ExportTableInput<Row>): Promise<string> {
  const Papa = moduleDefault(await import('papaparse'));
  const content = exportContent(input);
  const matrix: string[][] = [
    ...content.headerLines.map((line) => [spreadsheetText(line.label), spreadsheetText(line.value)]),
    [],
    content.columns.map((column) => spreadsheetText(column.title)),
    ...content.rows.map((row) => row.map(csvField)),
    ...(content.totals ? [content.totals.map(csvField)] : []),
  ];
  // A UTF-8 byte order mark so Excel reads accents and the en dash of a period correctly.
  return `\uFEFF${Papa.unparse(matrix, { newline: '\r\n' })}\r\n`;
}

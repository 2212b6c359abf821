// The Excel file of an export (exceljs, loaded on use): header lines, column titles in bold, money
// as numbers with a two-decimal format (so the sheet can sum them), and the totals row in bold.
// Text cells go through the product's one spreadsheet rule (`@missionbase/domain/spreadsheet-cell`):
// a string cell is not a formula in the file, but Excel makes it one as soon as someone edits it.
import { spreadsheetText } from '@missionbase/domain/spreadsheet-cell';
import { exportContent, type ExportCell, type ExportTableInput } from './export-content';
import { moduleDefault } from './load-library';

export const MONEY_FORMAT = '#,##0.00;-#,##0.00';

/** Excel forbids []:*?/\ in sheet names and allows 31 characters. */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Export';
}

function cellValue(cell: ExportCell): string | number | null {
  switch (cell.kind) {
    case 'money':
      return cell.cents / 100;
    case 'number':
      return cell.value;
    case 'text':
      return spreadsheetText(cell.text);
    case 'empty':
      return null;
  }
}

export async function buildXlsx<Row>(input: ExportTableInput<Row>): Promise<ArrayBuffer> {
  const { Workbook } = moduleDefault(await import('exceljs'));
  const content = exportContent(input);
  const workbook = new Workbook();
  workbook.creator = 'Missionbase';
  workbook.created = input.generatedAt ?? new Date();
  const sheet = workbook.addWorksheet(sheetName(input.title));

  for (const [index, line] of content.headerLines.entries()) {
    const row = sheet.addRow([spreadsheetText(line.label), spreadsheetText(line.value)]);
    row.getCell(1).font = { bold: true };
    if (index === 0) row.getCell(2).font = { bold: true, size: 13 };
  }
  sheet.addRow([]);
  const header = sheet.addRow(content.columns.map((column) => spreadsheetText(column.title)));
  header.font = { bold: true };
  header.eachCell((cell, columnNumber) => {
    cell.border = { bottom: { style: 'thin' } };
    if (content.columns[columnNumber - 1]?.money) cell.alignment = { horizontal: 'right' };
  });

  const addCells = (cells: ExportCell[], bold: boolean) => {
    const row = sheet.addRow(cells.map(cellValue));
    cells.forEach((cell, index) => {
      if (cell.kind === 'money') row.getCell(index + 1).numFmt = MONEY_FORMAT;
    });
    if (bold) {
      row.font = { bold: true };
      row.eachCell({ includeEmpty: true }, (cell) => {
        cell.border = { top: { style: 'thin' } };
      });
    }
  };
  content.rows.forEach((cells) => addCells(cells, false));
  if (content.totals) addCells(content.totals, true);

  content.columns.forEach((column, index) => {
    const widest = Math.max(column.title.length, ...content.rows.slice(0, 500).map((cells) => String(cellValue(cells[index] ?? { kind: 'empty' }) ?? '').length));
    sheet.getColumn(index + 1).width = Math.min(Math.max(widest + 2, column.money ? 14 : 10), 60);
  });
  // The first column also holds the header labels ('Organization', 'Generated').
  sheet.getColumn(1).width = Math.max(sheet.getColumn(1).width ?? 10, 14);
  return workbook.xlsx.writeBuffer();
}

// The blank import template people download from the wizard: an Excel workbook with one sheet per
// template sheet (its headings in bold, the first row frozen) and a "Read me" sheet listing every
// column, or one sheet's headings as a CSV file. exceljs loads only when the workbook is made.
import { spreadsheetText } from '@missionbase/domain/spreadsheet-cell';
import { moduleDefault } from '../../read/csv-rows';
import type { TemplateSheetId } from './template-columns';
import { TEMPLATE_SHEETS, templateSheet } from './template-columns';

export const TEMPLATE_FILE_NAME = 'missionbase-import-template.xlsx';

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One sheet of the template as a CSV file: its headings only. */
export function blankTemplateCsv(id: TemplateSheetId): string {
  return `${templateSheet(id).columns.map((column) => csvField(column.header)).join(',')}\r\n`;
}

/** The whole template as an .xlsx file. */
export async function blankTemplateWorkbook(): Promise<ArrayBuffer> {
  const { Workbook } = moduleDefault(await import('exceljs'));
  const workbook = new Workbook();
  workbook.creator = 'Missionbase';
  const readMe = workbook.addWorksheet('Read me');
  readMe.addRow(['Sheet', 'Column', 'Required', 'What to write', 'Example']).font = { bold: true };
  for (const sheet of TEMPLATE_SHEETS) {
    for (const column of sheet.columns) readMe.addRow([sheet.name, column.header, column.required ? 'Yes' : 'No', column.description, spreadsheetText(column.example)]);
  }
  readMe.columns.forEach((column, index) => {
    column.width = [16, 16, 10, 80, 24][index] ?? 16;
  });
  for (const sheet of TEMPLATE_SHEETS) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    const header = worksheet.addRow(sheet.columns.map((column) => column.header));
    header.font = { bold: true };
    sheet.columns.forEach((column, index) => {
      worksheet.getColumn(index + 1).width = Math.max(column.header.length + 4, 14);
    });
  }
  return workbook.xlsx.writeBuffer();
}

// An Excel workbook (.xlsx) as rows of text, sheet by sheet, with exceljs (loaded on use). A
// workbook is a zip that exceljs reads whole, so unlike CSV it is in memory at once; its rows still
// leave in chunks like a CSV's, so the readers after this do not care which kind the file was.
// Numbers become decimal text (to two decimals when they are cents), dates YYYY-MM-DD, formulas
// their last result; a merged cell's value is in its first cell only (exceljs repeats it).
import { workbookCellText } from '@missionbase/domain/workbook-cell-text';
import { moduleDefault } from './csv-rows';
import type { RowChunk } from './csv-rows';

export interface SheetChunk extends RowChunk {
  sheet: string;
}

const CHUNK_ROWS = 2000;

export class WorkbookError extends Error {}

/** Every sheet's rows, in the workbook's order. */
export async function* xlsxRows(file: Blob): AsyncGenerator<SheetChunk> {
  const { Workbook } = moduleDefault(await import('exceljs'));
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(await file.arrayBuffer());
  } catch {
    throw new WorkbookError('This Excel file could not be opened: it may be damaged or cut short. Save it again as an Excel Workbook (.xlsx).');
  }
  for (const sheet of workbook.worksheets) {
    let rows: string[][] = [];
    let firstLine = 1;
    for (let index = 1; index <= sheet.rowCount; index += 1) {
      const row = sheet.getRow(index);
      const cells: string[] = [];
      for (let column = 1; column <= row.cellCount; column += 1) {
        const cell = row.getCell(column);
        cells.push(cell.isMerged && cell.master.address !== cell.address ? '' : workbookCellText(cell.value));
      }
      rows.push(cells);
      if (rows.length === CHUNK_ROWS) {
        yield { sheet: sheet.name, rows, firstLine, bytesRead: file.size };
        firstLine += rows.length;
        rows = [];
      }
    }
    if (rows.length > 0) yield { sheet: sheet.name, rows, firstLine, bytesRead: file.size };
  }
}

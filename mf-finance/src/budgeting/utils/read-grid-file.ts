// Reads an uploaded budget grid into rows of text: CSV with papaparse, XLSX (the first sheet) with
// exceljs, each loaded by import() only when a file is chosen. A file of another kind, an empty or
// unreadable one is refused in words; nothing is saved at this step.
import { workbookCellText } from '@missionbase/domain/workbook-cell-text';

const MAX_BYTES = 5 * 1024 * 1024;

export class GridFileError extends Error {}

/** A CommonJS build arrives as a namespace whose `default` is the module: take it when present. */
function moduleDefault<Module extends object>(loaded: Module): Module {
  const fallback: unknown = Reflect.get(loaded, 'default');
  return typeof fallback === 'object' && fallback !== null ? (fallback as Module) : loaded;
}

async function readCsv(file: Blob): Promise<string[][]> {
  const Papa = moduleDefault(await import('papaparse'));
  const result = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const fatal = result.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new GridFileError(`This CSV file could not be read (line ${(fatal.row ?? 0) + 1}: ${fatal.message}).`);
  // The kit's CSV export protects formula-looking text with a leading apostrophe.
  return result.data.map((row) => row.map((cell) => cell.replace(/^'(?=[=+\-@])/, '')));
}

async function readXlsx(file: Blob): Promise<string[][]> {
  const { Workbook } = moduleDefault(await import('exceljs'));
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(await file.arrayBuffer());
  } catch {
    throw new GridFileError('This Excel file could not be read. Save it as .xlsx (Excel Workbook) and try again.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new GridFileError('This Excel file has no sheet.');
  const rows: string[][] = [];
  for (let index = 1; index <= sheet.rowCount; index += 1) {
    const row = sheet.getRow(index);
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, 0); column += 1) cells.push(workbookCellText(row.getCell(column).value));
    rows.push(cells);
  }
  return rows;
}

export async function readGridFile(file: File): Promise<string[][]> {
  const name = file.name.toLowerCase();
  if (file.size === 0) throw new GridFileError('This file is empty.');
  if (file.size > MAX_BYTES) throw new GridFileError('This file is larger than 5 MB; a budget grid is much smaller.');
  if (name.endsWith('.csv')) return readCsv(file);
  if (name.endsWith('.xlsx')) return readXlsx(file);
  throw new GridFileError('Choose a .csv or .xlsx file (the columns of an exported budget grid).');
}

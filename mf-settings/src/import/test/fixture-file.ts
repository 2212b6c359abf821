// Files for the import readers' tests: a fixture from a source's fixtures folder as the File a
// browser would hand over, text as a file, and Excel workbooks written with exceljs the way the
// vendors' Excel exports lay them out (numbers as numbers, dates as dates, merged title cells).
import { readFileSync } from 'node:fs';
import { moduleDefault } from '../read/csv-rows';
import type { ParsedFile } from '../model/import-model';
import type { ReadImportOptions } from '../read/read-import-file';
import { readImportFile } from '../read/read-import-file';

/** `name` from the fixtures folder beside `base` (a test's import.meta.url). */
export function fixtureFile(base: string, name: string): File {
  return new File([readFileSync(new URL(`./fixtures/${name}`, base))], name);
}

export function textFile(name: string, text: string): File {
  return new File([text], name);
}

export function readFixture(base: string, name: string, options?: ReadImportOptions): Promise<ParsedFile> {
  return readImportFile(fixtureFile(base, name), options);
}

export type SheetCell = string | number | Date | null;

export interface SheetSpec {
  name: string;
  rows: readonly (readonly SheetCell[])[];
  /** Ranges such as "A1:C1" merged, as exports merge their title rows. */
  merges?: readonly string[];
}

/** An .xlsx file with the given sheets. */
export async function workbookFile(name: string, sheets: readonly SheetSpec[]): Promise<File> {
  const { Workbook } = moduleDefault(await import('exceljs'));
  const workbook = new Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    for (const row of spec.rows) sheet.addRow([...row]);
    for (const range of spec.merges ?? []) sheet.mergeCells(range);
  }
  return new File([await workbook.xlsx.writeBuffer()], name);
}

/** The rows of a CSV fixture as workbook rows: amounts as numbers and M/D/YYYY dates as dates, as an Excel export has them. */
export function csvFixtureAsSheet(base: string, name: string, parse: (text: string) => string[][]): SheetCell[][] {
  const rows = parse(readFileSync(new URL(`./fixtures/${name}`, base), 'utf8').replace(/^\uFEFF/, ''));
  return rows.map((row) =>
    row.map((cell): SheetCell => {
      const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell);
      if (date) return new Date(Date.UTC(Number(date[3]), Number(date[1]) - 1, Number(date[2])));
      const amount = /^\$?(-?)\$?([\d,]+\.\d{2})$/.exec(cell);
      if (amount) return Number(`${amount[1] ?? ''}${(amount[2] ?? '').replace(/,/g, '')}`);
      return cell === '' ? null : cell;
    }),
  );
}

// Reading uploaded grid files: a CSV (the kit's export layout too) and an XLSX come back as rows of
// text; another kind of file or an empty one is refused in words.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { GridFileError, readGridFile } from './read-grid-file';

describe('readGridFile', () => {
  it('reads a CSV into rows of text, without the byte order mark or the formula guard', async () => {
    const file = new File(['\uFEFFAccount code,Account name,Jan 2026\r\n4100,Grants,10\r\n\'-5,x,1\r\n'], 'budget.csv', { type: 'text/csv' });
    expect(await readGridFile(file)).toEqual([['Account code', 'Account name', 'Jan 2026'], ['4100', 'Grants', '10'], ['-5', 'x', '1'], ['']]);
  });

  it('reads the first sheet of an XLSX, numbers as amounts', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Budget');
    sheet.addRow(['Account code', 'Account name', 'Jan 2026']);
    sheet.addRow(['4100', 'Grants', 1320.1]);
    const buffer = await workbook.xlsx.writeBuffer();
    const file = new File([buffer], 'budget.xlsx');
    expect(await readGridFile(file)).toEqual([['Account code', 'Account name', 'Jan 2026'], ['4100', 'Grants', '1320.10']]);
  });

  it('refuses another kind of file and an empty one', async () => {
    await expect(readGridFile(new File(['hello'], 'notes.txt'))).rejects.toThrow(GridFileError);
    await expect(readGridFile(new File([], 'empty.csv'))).rejects.toThrow('This file is empty.');
  });
});

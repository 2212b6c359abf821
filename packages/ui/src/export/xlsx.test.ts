import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildXlsx, MONEY_FORMAT, sheetName } from './xlsx';
import { exportFixture } from './export-fixture';

async function sheet() {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await buildXlsx(exportFixture));
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw new Error('no sheet');
  return worksheet;
}

describe('XLSX export', () => {
  it('the header names the organization, title, period and generation time', async () => {
    const worksheet = await sheet();
    expect(worksheet.name).toBe('Transactions');
    expect([1, 2, 3, 4].map((row) => [worksheet.getCell(row, 1).value, worksheet.getCell(row, 2).value])).toEqual([
      ['Organization', 'Helping Hands Food Bank'],
      ['Report', 'Transactions'],
      ['Period', 'FY 2026'],
      ['Generated', 'Nov 24, 2026, 8:30 AM UTC'],
    ]);
  });

  it('money is a number with a two-decimal format', async () => {
    const worksheet = await sheet();
    expect(worksheet.getRow(7).values).toEqual([undefined, 'Date', 'Description', 'Fund', 'Amount']);
    expect(worksheet.getCell(8, 4).value).toBe(1200.5);
    expect(worksheet.getCell(8, 4).numFmt).toBe(MONEY_FORMAT);
    expect(worksheet.getCell(9, 4).value).toBe(-45.25);
    expect(worksheet.getCell(10, 4).value).toBe(1234567.89);
  });

  it('the totals row is the database total, in bold', async () => {
    const worksheet = await sheet();
    expect(worksheet.getCell(11, 1).value).toBe('Total');
    expect(worksheet.getCell(11, 4).value).toBe(99999.99);
    expect(worksheet.getCell(11, 4).font?.bold).toBe(true);
    expect(worksheet.rowCount).toBe(11);
  });

  it('text that starts like a formula is written with an apostrophe, header lines too; negative amounts stay numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildXlsx({ ...exportFixture, organizationName: '@SUM(1+1)', notes: ['=1+1'] }));
    const worksheet = workbook.worksheets[0];
    expect(worksheet?.getCell(1, 2).value).toBe("'@SUM(1+1)");
    expect(worksheet?.getCell(5, 2).value).toBe("'=1+1");
    expect(worksheet?.getCell(9, 2).value).toBe('\'=HYPERLINK("http://x")');
    expect(worksheet?.getCell(9, 4).value).toBe(-45.25);
    expect(worksheet?.getCell(9, 4).type).toBe(ExcelJS.ValueType.Number);
  });

  it('sheet names drop characters Excel forbids', () => {
    expect(sheetName('Statement: Activities [FY 2026/27] and a very long tail')).toBe('Statement  Activities  FY 2026');
  });
});

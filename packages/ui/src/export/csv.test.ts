import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { buildCsv } from './csv';
import { exportFixture } from './export-fixture';

async function parsed(): Promise<string[][]> {
  const csv = await buildCsv(exportFixture);
  return Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
}

describe('CSV export', () => {
  it('parses back to the header lines, the rows and the totals', async () => {
    const rows = await parsed();
    expect(rows.slice(0, 5)).toEqual([
      ['Organization', 'Helping Hands Food Bank'],
      ['Report', 'Transactions'],
      ['Period', 'FY 2026'],
      ['Generated', 'Nov 24, 2026, 8:30 AM UTC'],
      ['Filter', 'Type: Expense'],
    ]);
    expect(rows[6]).toEqual(['Date', 'Description', 'Fund', 'Amount']);
    expect(rows[7]).toEqual(['2026-01-05', 'Rent, January', 'General', '1200.50']);
    expect(rows[9]).toEqual(['2026-01-07', 'Café supplies – bulk', 'Youth', '1234567.89']);
    expect(rows[10]).toEqual(['Total', '', '', '99999.99']);
  });

  it('negative amounts stay numbers, formulas are neutralised', async () => {
    const rows = await parsed();
    expect(rows[8]?.[3]).toBe('-45.25');
    expect(rows[8]?.[1]).toBe('\'=HYPERLINK("http://x")');
  });

  it('header lines that start like a formula are neutralised too', async () => {
    const csv = await buildCsv({ ...exportFixture, organizationName: '+cmd|/c calc', notes: ['-1+2'] });
    const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
    expect(rows[0]).toEqual(['Organization', "'+cmd|/c calc"]);
    expect(rows[4]).toEqual(['Filter', "'-1+2"]);
  });

  it('starts with a byte order mark so Excel reads UTF-8', async () => {
    expect((await buildCsv(exportFixture)).charCodeAt(0)).toBe(0xfeff);
  });
});

// Unit tests of reading a bank CSV with papaparse: quotes, a byte-order mark, semicolons.
import { describe, expect, it } from 'vitest';
import { parseCsvText } from './read-csv-file';

describe('parseCsvText', () => {
  it('reads headers and rows with quoted commas and a byte-order mark', async () => {
    const table = await parseCsvText('\uFEFFDate,Description,Amount\r\n2026-03-01,"Smith, Jones & Co",-12.50\r\n\r\n2026-03-02,Gift,"1,000.00"\r\n');
    expect(table.headers).toEqual(['Date', 'Description', 'Amount']);
    expect(table.records).toEqual([
      { Date: '2026-03-01', Description: 'Smith, Jones & Co', Amount: '-12.50' },
      { Date: '2026-03-02', Description: 'Gift', Amount: '1,000.00' },
    ]);
    expect(table.problems).toEqual([]);
  });

  it('detects semicolon separators and names empty headers', async () => {
    const table = await parseCsvText('Date;;Amount\n01/03/2026;Rent;-900\n');
    expect(table.headers).toEqual(['Date', 'Column 2', 'Amount']);
    expect(table.records[0]).toEqual({ Date: '01/03/2026', 'Column 2': 'Rent', Amount: '-900' });
  });
});

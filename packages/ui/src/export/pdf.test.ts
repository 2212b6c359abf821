import { describe, expect, it } from 'vitest';
import { pdfDocumentDefinition } from './pdf';
import { exportFixture } from './export-fixture';

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return [...texts(record.text), ...texts(record.content), ...texts(record.table && (record.table as { body: unknown }).body)];
  }
  return [];
}

describe('PDF export', () => {
  it('the header holds the organization, title, period and generation time', () => {
    const definition = pdfDocumentDefinition(exportFixture);
    const all = texts(definition.content);
    expect(all.slice(0, 5)).toEqual(['Helping Hands Food Bank', 'Transactions', 'Period: FY 2026', 'Generated: Nov 24, 2026, 8:30 AM UTC', 'Type: Expense']);
  });

  it('the table repeats its titles, shows money as dollars and ends with the totals row in bold', () => {
    const definition = pdfDocumentDefinition(exportFixture);
    const content = definition.content as { table?: { headerRows: number; body: { text: string; bold?: boolean; alignment?: string }[][] } }[];
    const table = content.find((item) => item.table)?.table;
    expect(table?.headerRows).toBe(1);
    expect(table?.body.map((row) => row.map((cell) => cell.text))).toEqual([
      ['Date', 'Description', 'Fund', 'Amount'],
      ['2026-01-05', 'Rent, January', 'General', '$1,200.50'],
      ['2026-01-06', '=HYPERLINK("http://x")', '', '-$45.25'],
      ['2026-01-07', 'Café supplies – bulk', 'Youth', '$1,234,567.89'],
      ['Total', '', '', '$99,999.99'],
    ]);
    expect(table?.body.at(-1)?.every((cell) => cell.bold)).toBe(true);
    expect(table?.body[1]?.[3]?.alignment).toBe('right');
  });
});

import { describe, expect, it } from 'vitest';
import { workbookCellText } from './workbook-cell-text';

describe('workbookCellText', () => {
  it('writes whole cents with two decimals and keeps longer decimals as typed', () => {
    expect(workbookCellText(1320.1)).toBe('1320.10');
    expect(workbookCellText(-45)).toBe('-45.00');
    expect(workbookCellText(1.005)).toBe('1.005');
  });

  it('reads a formula by its result, rich text joined and a hyperlink by its text', () => {
    expect(workbookCellText({ formula: 'A1*2', result: 20 })).toBe('20.00');
    expect(workbookCellText({ richText: [{ text: '41' }, { text: '00' }] })).toBe('4100');
    expect(workbookCellText({ text: 'Harbor Food Bank', hyperlink: 'https://example.org' })).toBe('Harbor Food Bank');
  });

  it('writes a date as its day and a boolean as a spreadsheet does', () => {
    expect(workbookCellText(new Date(Date.UTC(2026, 11, 31)))).toBe('2026-12-31');
    expect(workbookCellText(true)).toBe('TRUE');
  });

  it('leaves empty cells, errors, infinities and invalid dates empty', () => {
    expect(workbookCellText(null)).toBe('');
    expect(workbookCellText(undefined)).toBe('');
    expect(workbookCellText({ error: '#DIV/0!' })).toBe('');
    expect(workbookCellText(Number.NaN)).toBe('');
    expect(workbookCellText(new Date(Number.NaN))).toBe('');
  });
});

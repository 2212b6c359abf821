import { describe, expect, it } from 'vitest';
import { spreadsheetText, spreadsheetValueText, startsLikeFormula } from './spreadsheet-cell';

describe('spreadsheet text', () => {
  it.each(['=1+1', '=HYPERLINK("http://x")', '+cmd|/c calc', '-2+3', '@SUM(A1)', '\tx', '\r=1', '=5', '-', '+1 555 0100'])(
    'text starting like a formula is written with an apostrophe: %j',
    (text) => {
      expect(startsLikeFormula(text)).toBe(true);
      expect(spreadsheetText(text)).toBe(`'${text}`);
    },
  );

  it.each(['-45.25', '+3', '-.5', '1200.50', 'Rent, January', 'a=b', "'=already"])('plain numbers and ordinary text stay as they are: %j', (text) => {
    expect(spreadsheetText(text)).toBe(text);
  });

  it('numbers stay numbers, objects become JSON text, which is neutralised too', () => {
    expect(spreadsheetValueText(-45.25)).toBe('-45.25');
    expect(spreadsheetValueText(true)).toBe('true');
    expect(spreadsheetValueText(null)).toBe('');
    expect(spreadsheetValueText({ a: 1 })).toBe('{"a":1}');
    expect(spreadsheetValueText('=1+1')).toBe("'=1+1");
  });
});

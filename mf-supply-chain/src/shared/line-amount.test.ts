import { describe, expect, it } from 'vitest';
import { lineAmountCents } from './line-amount';

describe('lineAmountCents', () => {
  it('multiplies in hundredths and rounds like the database', () => {
    expect(lineAmountCents('3', '4.25')).toBe(1275);
    expect(lineAmountCents('2.5', '0.33')).toBe(83);
    expect(lineAmountCents('0.1', '0.3')).toBe(3);
  });
  it('is null while an input is not a number', () => {
    expect(lineAmountCents('', '1')).toBeNull();
    expect(lineAmountCents('x', '1')).toBeNull();
  });
});

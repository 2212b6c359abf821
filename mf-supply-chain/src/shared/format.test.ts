import { describe, expect, it } from 'vitest';
import { formatQuantity, labelOf, ORDER_STATUS_LABELS } from './format';

describe('formatQuantity', () => {
  it('writes quantities without trailing zeros and with thousands separators', () => {
    expect(formatQuantity('1250.00')).toBe('1,250');
    expect(formatQuantity(2.5)).toBe('2.5');
    expect(formatQuantity('0')).toBe('0');
    expect(formatQuantity('abc')).toBe('');
  });
});

describe('labelOf', () => {
  it('names a known status and spells an unknown one out', () => {
    expect(labelOf(ORDER_STATUS_LABELS, 'partially_received')).toBe('Partially received');
    expect(labelOf(ORDER_STATUS_LABELS, 'on_hold')).toBe('on hold');
  });
});

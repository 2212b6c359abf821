import { describe, expect, it } from 'vitest';
import { invoiceListParamsFrom } from './invoice-kind';

describe('invoice list params', () => {
  it('maps URL filters and falls back to the date sort for an unknown key', () => {
    expect(invoiceListParamsFrom({ status: 'overdue', customer: 'c1', q: 'INV' }, { key: 'bogus', direction: 'asc' }, 3, 50)).toEqual({
      status: 'overdue', customerId: 'c1', from: undefined, to: undefined, search: 'INV', sort: 'date', direction: 'asc', limit: 50, offset: 100,
    });
    expect(invoiceListParamsFrom({}, { key: 'balance', direction: 'desc' }, 1, 25).sort).toBe('balance');
  });
});

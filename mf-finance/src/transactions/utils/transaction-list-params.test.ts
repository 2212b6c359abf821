// Unit tests of the URL state -> search_transactions parameters mapping.
import { describe, expect, it } from 'vitest';
import { listParamsFrom, periodLabel, signedAmount } from './transaction-list-params';

const ACCOUNT = '0d2807b3-a20e-48d3-91c3-5b0bbf724e76';

describe('listParamsFrom', () => {
  it('maps every filter, the sort and the page', () => {
    expect(
      listParamsFrom({ from: '2026-01-01', to: '2026-03-31', type: 'Expense', account: ACCOUNT, fund: ACCOUNT, project: ACCOUNT, q: ' rent ' }, { key: 'amount', direction: 'asc' }, 3, 50),
    ).toEqual({
      from: '2026-01-01', to: '2026-03-31', type: 'Expense', accountId: ACCOUNT, fundId: ACCOUNT, projectId: ACCOUNT, search: 'rent',
      sort: 'amount', direction: 'asc', limit: 50, offset: 100,
    });
  });

  it('drops values a hand-edited URL got wrong and defaults to newest first', () => {
    expect(listParamsFrom({ from: 'yesterday', type: 'Gift', account: 'x', q: '   ' }, { key: 'notes', direction: 'asc' }, 1, 25)).toEqual({
      sort: 'date', direction: 'asc', limit: 25, offset: 0,
    });
    expect(listParamsFrom({}, null, 0, 50)).toMatchObject({ sort: 'date', direction: 'desc', offset: 0 });
  });
});

describe('periodLabel', () => {
  it('names the filtered dates', () => {
    expect(periodLabel({ from: '2026-01-01', to: '2026-03-31' })).toBe('2026-01-01 to 2026-03-31');
    expect(periodLabel({ from: '2026-01-01' })).toBe('From 2026-01-01');
    expect(periodLabel({ to: '2026-03-31' })).toBe('Through 2026-03-31');
    expect(periodLabel({})).toBe('All dates');
  });
});

describe('signedAmount', () => {
  it('shows money out as negative', () => {
    expect(signedAmount('Income', '12.50')).toBe('12.50');
    expect(signedAmount('Liability', '1000.00')).toBe('1000.00');
    expect(signedAmount('Expense', '12.50')).toBe('-12.50');
    expect(signedAmount('Asset', '0.00')).toBe('0.00');
  });
});

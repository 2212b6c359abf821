// The URL state of the donations list becomes the RPC's parameters (page 1-based, unknown sort -> date).
import { describe, expect, it } from 'vitest';
import { donationListParamsFrom } from './donation-list-params';

describe('donationListParamsFrom', () => {
  it('maps filters, sort and page to search_donations parameters', () => {
    expect(donationListParamsFrom({ fund: 'f1', method: 'check', q: 'smith' }, { key: 'amount', direction: 'asc' }, 3, 50)).toEqual({
      from: undefined, to: undefined, donorId: undefined, fundId: 'f1', method: 'check', campaign: undefined, search: 'smith',
      sort: 'amount', direction: 'asc', limit: 50, offset: 100,
    });
    expect(donationListParamsFrom({}, { key: 'nonsense', direction: 'asc' }, 1, 25).sort).toBe('date');
  });
});

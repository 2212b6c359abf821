// The drill-down link of a report cell round-trips through the General Ledger page's URL.
import { describe, expect, it } from 'vitest';
import { closingEntriesShown, ledgerLink, parseSlice, sliceSearch } from './ledger-slice';

describe('ledger slice', () => {
  it('writes a cell\'s slice into the General Ledger link and reads it back', () => {
    const slice = {
      accounts: ['a1', 'a2'], from: '2026-01-01', to: '2026-03-31', fund: 'f1', function: 'fundraising' as const,
      restriction: 'with_donor_restrictions' as const, sign: 'credit' as const, label: 'Contributions, with donor restrictions',
    };
    const link = ledgerLink(slice);
    expect(link.startsWith('/app/reports/general-ledger?accounts=a1%2Ca2&from=2026-01-01&to=2026-03-31')).toBe(true);
    const parsed = parseSlice(new URLSearchParams(link.split('?')[1]), '2026-12-31');
    expect(parsed).toMatchObject({ ...slice, accounts: ['a1', 'a2'], project: null, noProject: false });
  });

  it('drops unknown values and falls back to today for a missing end date', () => {
    const parsed = parseSlice(new URLSearchParams('function=marketing&restriction=x&sign=up&from=yesterday'), '2026-05-01');
    expect(parsed).toMatchObject({ to: '2026-05-01', from: null, function: null, restriction: null, sign: null });
  });

  it('leaves out the start of an as-of balance', () => {
    expect(sliceSearch({ categories: ['Assets'], to: '2026-06-30', sign: 'debit' })).toBe('categories=Assets&to=2026-06-30&sign=debit');
  });
});

describe('year-end closing entries on the General Ledger', () => {
  it('the page opened from the menu shows them, a report cell leaves them out, and the URL can say either', () => {
    expect(closingEntriesShown(new URLSearchParams(''))).toBe(true);
    expect(closingEntriesShown(new URLSearchParams('accounts=a&from=2025-01-01&to=2025-12-31'))).toBe(false);
    expect(closingEntriesShown(new URLSearchParams('from=2025-01-01&to=2025-12-31&closing=1'))).toBe(true);
    expect(closingEntriesShown(new URLSearchParams('closing=0'))).toBe(false);
  });

  it('a slice that counts them keeps it in its link', () => {
    const search = sliceSearch({ accounts: ['a'], to: '2025-12-31', closing: true });
    expect(search).toBe('accounts=a&to=2025-12-31&closing=1');
    expect(parseSlice(new URLSearchParams(search), '2026-01-01').closing).toBe(true);
    expect(sliceSearch({ accounts: ['a'], to: '2025-12-31' })).not.toContain('closing');
  });
});

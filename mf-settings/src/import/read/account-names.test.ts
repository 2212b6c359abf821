import { describe, expect, it } from 'vitest';
import { accountKeyOf, parseAccountLabel } from './account-names';

describe('account names as reports write them', () => {
  it('splits a full name with its parents and keys the account by its full name when it has no number', () => {
    expect(parseAccountLabel('Expenses:Rent')).toEqual({ segments: [{ number: null, name: 'Expenses' }, { number: null, name: 'Rent' }], number: null, name: 'Rent', full_name: 'Expenses:Rent', inactive: false });
    expect(accountKeyOf('Expenses:Rent')).toBe('Expenses:Rent');
  });

  it('reads QuickBooks Online’s number prefix on each level and keys the account by its own number', () => {
    expect(parseAccountLabel('6100 Utilities:6110 Electric')).toEqual({ segments: [{ number: '6100', name: 'Utilities' }, { number: '6110', name: 'Electric' }], number: '6110', name: 'Electric', full_name: 'Utilities:Electric', inactive: false });
    expect(accountKeyOf('6000 Rent')).toBe('6000');
  });

  it('reads the full name in parentheses after the leaf, and Aplos’s "NUMBER - NAME"', () => {
    expect(parseAccountLabel('Rent (Expenses:Rent)').full_name).toBe('Expenses:Rent');
    expect(parseAccountLabel('6110 Electric (Utilities:Electric)')).toMatchObject({ number: '6110', full_name: 'Utilities:Electric' });
    expect(parseAccountLabel('1000 - Checking')).toMatchObject({ number: '1000', name: 'Checking' });
  });

  it('reads Xero’s code in parentheses only where asked, and leaves other parentheses in the name', () => {
    expect(parseAccountLabel('Sales (200)', { codeSuffix: true })).toMatchObject({ number: '200', name: 'Sales' });
    expect(parseAccountLabel('Accounts Receivable (A/R)')).toMatchObject({ number: null, name: 'Accounts Receivable (A/R)' });
  });

  it('marks QuickBooks’ (deleted) accounts inactive, and keeps a leading number when names are only names', () => {
    expect(parseAccountLabel('6200 Old Newsletter (deleted)')).toMatchObject({ number: '6200', name: 'Old Newsletter', inactive: true });
    expect(parseAccountLabel('1099 Contractors', { numberPrefix: false })).toMatchObject({ number: null, name: '1099 Contractors' });
  });
});

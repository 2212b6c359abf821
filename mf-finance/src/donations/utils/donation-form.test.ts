// The donation form's rules: donor chosen or named, amount, in-kind description, and the row
// written (restriction from the fund, check number only for checks).
import { describe, expect, it } from 'vitest';
import { donationFormSchema, donationValuesOf, donationWriteOf, newDonationValues } from './donation-form';

const base = { ...newDonationValues('2026-11-24'), donorId: 'donor-1', amount: '25.00' };

describe('donationFormSchema', () => {
  it('accepts a check from an existing donor', () => {
    expect(donationFormSchema.safeParse(base).success).toBe(true);
  });

  it('asks for the name of a new donor and a donor otherwise', () => {
    const missingDonor = donationFormSchema.safeParse({ ...base, donorId: null });
    expect(missingDonor.error?.issues[0]?.path).toEqual(['donorId']);
    const newDonor = donationFormSchema.safeParse({ ...base, donorMode: 'new', donorName: ' ' });
    expect(newDonor.error?.issues[0]?.path).toEqual(['donorName']);
  });

  it('refuses a negative amount in words (the drawer keeps the minus sign typed)', () => {
    const issue = donationFormSchema.safeParse({ ...base, amount: '-25.00' }).error?.issues[0];
    expect([issue?.path, issue?.message]).toEqual([['amount'], 'Amount cannot be negative.']);
  });

  it('refuses a zero amount and an in-kind gift without a description', () => {
    expect(donationFormSchema.safeParse({ ...base, amount: '0' }).error?.issues[0]?.path).toEqual(['amount']);
    expect(donationFormSchema.safeParse({ ...base, method: 'in_kind' }).error?.issues[0]?.path).toEqual(['inKindDescription']);
  });
});

describe('donationWriteOf', () => {
  it('takes the restriction from the fund and drops a check number of a card gift', () => {
    const values = donationFormSchema.parse({ ...base, method: 'card', checkNumber: '12', fundId: 'fund-1' });
    const row = donationWriteOf(values, { id: 'donor-1', name: 'Alice' }, 'with_donor_restrictions');
    expect(row).toMatchObject({ restriction: 'with_donor_restrictions', check_number: null, donor_name: 'Alice', fund_id: 'fund-1' });
    expect(donationWriteOf(values, { id: null, name: 'Bob' }, null).restriction).toBe('without_donor_restrictions');
  });
});

describe('donationValuesOf', () => {
  it('shows an amount read as a number with its cents', () => {
    const gift = { donation_date: '2026-11-02', donor_id: 'd1', donor_name: 'Ann', amount: 77, method: 'card', check_number: null,
      in_kind_description: null, fund_id: null, project_id: null, campaign: null, notes: null };
    expect(donationValuesOf(gift).amount).toBe('77.00');
    expect(donationValuesOf({ ...gift, amount: '12.50' }).amount).toBe('12.50');
  });
});

describe('pledge payments and goods received', () => {
  it('a gift applied to a pledge keeps the pledge; an in-kind one is refused', () => {
    const values = donationFormSchema.parse({ ...base, pledgeId: 'pledge-1' });
    expect(donationWriteOf(values, { id: 'donor-1', name: 'Alice' }, null).pledge_id).toBe('pledge-1');
    expect(donationFormSchema.safeParse({ ...base, pledgeId: 'pledge-1', method: 'in_kind', inKindDescription: 'Cans' }).error?.issues[0]?.path).toEqual(['pledgeId']);
  });

  it('goods received need a description and cannot exceed the gift', () => {
    expect(donationFormSchema.safeParse({ ...base, amount: '150', goodsValue: '60' }).error?.issues[0]?.path).toEqual(['goodsDescription']);
    expect(donationFormSchema.safeParse({ ...base, amount: '50', goodsValue: '60', goodsDescription: 'Dinner' }).error?.issues[0]?.path).toEqual(['goodsValue']);
    const values = donationFormSchema.parse({ ...base, amount: '150', goodsValue: '60', goodsDescription: 'Gala dinner' });
    expect(donationWriteOf(values, { id: 'donor-1', name: 'Alice' }, null)).toMatchObject({ goods_services_value: '60', goods_services_description: 'Gala dinner' });
  });
});

describe('the accounts a gift posts to', () => {
  it('the chosen deposit and revenue accounts are written; none chosen leaves them to the database', () => {
    const chosen = donationFormSchema.parse({ ...base, depositAccountId: 'undeposited', revenueAccountId: 'events' });
    expect(donationWriteOf(chosen, { id: 'donor-1', name: 'Alice' }, null)).toMatchObject({ deposit_account_id: 'undeposited', revenue_account_id: 'events' });
    const none = donationFormSchema.parse(base);
    expect(donationWriteOf(none, { id: 'donor-1', name: 'Alice' }, null)).toMatchObject({ deposit_account_id: null, revenue_account_id: null });
  });

  it('a payment on a pledge sends no revenue account (it collects the receivable)', () => {
    const values = donationFormSchema.parse({ ...base, pledgeId: 'pledge-1', revenueAccountId: 'events', depositAccountId: 'savings' });
    expect(donationWriteOf(values, { id: 'donor-1', name: 'Alice' }, null)).toMatchObject({ deposit_account_id: 'savings', revenue_account_id: null });
  });

  it('a saved gift opens with the accounts it posted to', () => {
    const gift = { donation_date: '2026-11-02', donor_id: 'd1', donor_name: 'Ann', amount: '10.00', method: 'card', check_number: null,
      in_kind_description: null, fund_id: null, project_id: null, campaign: null, notes: null, deposit_account_id: 'cash', revenue_account_id: 'contributions' };
    expect(donationValuesOf(gift)).toMatchObject({ depositAccountId: 'cash', revenueAccountId: 'contributions' });
  });
});

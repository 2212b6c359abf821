import { describe, expect, it } from 'vitest';
import { bearerLabel, liabilityKey, paymentDraft, periodLabel } from './liabilities';
import type { LiabilityRow } from './liabilities';

const federal: LiabilityRow = { agency: 'Internal Revenue Service', item: 'Federal income tax', paid_by: 'employee', kind: 'tax', period: '2026-11-01', accrued: 330, paid: 0, owed: 330 };
const health: LiabilityRow = { agency: 'Health plan', item: 'Health insurance', paid_by: 'employer', kind: 'benefit', period: '2026-11-01', accrued: 396, paid: 96, owed: 300 };

describe('the Liabilities tab', () => {
  it('names a month in words and says who bears each amount', () => {
    expect(periodLabel('2026-11-01')).toBe('November 2026');
    expect(periodLabel('2027-01-01')).toBe('January 2027');
    expect(bearerLabel(federal)).toBe('Withheld tax');
    expect(bearerLabel(health)).toBe('Employer benefit');
    expect(bearerLabel({ paid_by: 'employee', kind: 'benefit' })).toBe('Deduction');
    expect(bearerLabel({ paid_by: 'employer', kind: 'tax' })).toBe('Employer tax');
  });

  it('pays all that is owed unless an amount is typed, and totals the payment in cents', () => {
    const draft = paymentDraft([federal, health], { [liabilityKey(health)]: '120.10' });
    expect(draft).toEqual({
      ok: true,
      items: [
        { agency: 'Internal Revenue Service', item: 'Federal income tax', period: '2026-11-01', amount: '330.00' },
        { agency: 'Health plan', item: 'Health insurance', period: '2026-11-01', amount: '120.10' },
      ],
      totalCents: 45010,
    });
  });

  it('refuses nothing chosen, an amount of zero and more than is owed, in words', () => {
    expect(paymentDraft([], {})).toEqual({ ok: false, problem: 'Choose at least one liability to pay.' });
    expect(paymentDraft([federal], { [liabilityKey(federal)]: '0' })).toEqual({ ok: false, problem: 'Enter an amount above zero for Federal income tax for November 2026.' });
    expect(paymentDraft([health], { [liabilityKey(health)]: '300.01' })).toEqual({ ok: false, problem: 'Health insurance for November 2026 owes $300.00; a payment cannot pay more.' });
  });
});

// Card checks of the local checkout: the succeeding and declining test cards and each malformed field.
import { describe, expect, it } from 'vitest';
import { CARD_DECLINED, checkCard } from './test-cards.ts';

const now = new Date('2026-11-22T00:00:00Z');

describe('checkCard', () => {
  it('accepts 4242 4242 4242 4242 with a future expiry and a CVC', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, now)).toEqual({ ok: true, last4: '4242', brand: 'visa' });
  });

  it('declines 4000 0000 0000 0002 with the words Stripe uses', () => {
    expect(checkCard({ number: '4000000000000002', expiry: '12/30', cvc: '123' }, now)).toEqual({ ok: false, field: 'number', message: CARD_DECLINED });
    expect(CARD_DECLINED).toBe('Your card was declined.');
  });

  it('names the field that is wrong', () => {
    expect(checkCard({ number: '', expiry: '12/30', cvc: '123' }, now)).toMatchObject({ field: 'number', message: 'Your card number is incomplete.' });
    expect(checkCard({ number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' }, now)).toMatchObject({ field: 'number', message: 'Your card number is invalid.' });
    expect(checkCard({ number: '4242424242424242', expiry: '', cvc: '123' }, now)).toMatchObject({ field: 'expiry' });
    expect(checkCard({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now)).toMatchObject({ field: 'expiry' });
    expect(checkCard({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, now)).toMatchObject({ field: 'expiry', message: "Your card's expiration date is in the past." });
    expect(checkCard({ number: '4242424242424242', expiry: '11/26', cvc: '12' }, now)).toMatchObject({ field: 'cvc' });
  });

  it('refuses a real-looking card that is not a test card', () => {
    expect(checkCard({ number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'number' });
  });
});

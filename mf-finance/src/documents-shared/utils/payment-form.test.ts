import { describe, expect, it } from 'vitest';
import { newPaymentValues, paymentFormSchema } from './payment-form';

describe('payment form', () => {
  it('defaults to the full balance and refuses more than it', () => {
    const values = newPaymentValues('2026-05-01', '180.00', null);
    expect(paymentFormSchema.safeParse(values).success).toBe(true);
    const over = paymentFormSchema.safeParse({ ...values, amount: '180.01' });
    expect(over.error?.issues[0]?.message).toBe('The payment is more than the balance due.');
    expect(paymentFormSchema.safeParse({ ...values, amount: '0' }).success).toBe(false);
  });

  it('takes no amount for a batch (each bill is paid in full)', () => {
    expect(paymentFormSchema.safeParse({ ...newPaymentValues('2026-05-01', '', null), amount: '' }).success).toBe(true);
  });
});

// The payment form (one invoice payment, or the payment details of a batch of bills): date,
// amount (up to the balance due; the database refuses more in its words), method, check number or
// reference, and the deposit / paying account.
import { z } from 'zod';
import { amountInputError } from '@missionbase/domain/transaction-form';
import { moneyToCents } from '@missionbase/domain/money';
import { PAYMENT_METHODS } from './document-state';

export const paymentFormSchema = z
  .object({
    paymentDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the payment date.'),
    amount: z.string(),
    method: z.enum(PAYMENT_METHODS),
    reference: z.string().trim().max(60, 'A reference has at most 60 characters.'),
    accountId: z.string().nullable(),
    notes: z.string().trim().max(500),
    /** The balance due (not a field): the amount may not exceed it. Empty for a batch. */
    balance: z.string(),
  })
  .superRefine((values, context) => {
    if (values.balance === '') return;
    const problem = amountInputError(values.amount) ?? (Number(values.amount) > 0 ? null : 'Enter an amount greater than 0.');
    if (problem) {
      context.addIssue({ code: 'custom', path: ['amount'], message: problem });
      return;
    }
    const amount = moneyToCents(values.amount);
    const balance = moneyToCents(values.balance);
    if (amount !== null && balance !== null && amount > balance) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'The payment is more than the balance due.' });
    }
  });

export type PaymentFormValues = z.input<typeof paymentFormSchema>;
export type PaymentFormOutput = z.output<typeof paymentFormSchema>;

export function newPaymentValues(today: string, balance: string, accountId: string | null): PaymentFormValues {
  return { paymentDate: today, amount: balance, method: 'check', reference: '', accountId, notes: '', balance };
}

// A ledger line's amount as the model's debit and credit pair, from a Debit and a Credit column
// (a negative debit is a credit, both filled are netted) or from one signed amount (debit positive,
// as IIF and our template write it).
import { debitCredit, isBlankAmount, parseCents } from './amounts';

export type LineAmount = { debit: string; credit: string; cents: number } | { zero: true } | { invalid: string };

export function lineAmountFromColumns(debitText: string, creditText: string): LineAmount {
  const debit = parseCents(debitText);
  const credit = parseCents(creditText);
  if (debit === null && !isBlankAmount(debitText)) return { invalid: debitText.trim() };
  if (credit === null && !isBlankAmount(creditText)) return { invalid: creditText.trim() };
  const cents = (debit ?? 0) - (credit ?? 0);
  return cents === 0 ? { zero: true } : { ...debitCredit(cents), cents };
}

export function lineAmountSigned(amountText: string): LineAmount {
  const cents = parseCents(amountText);
  if (cents === null) return isBlankAmount(amountText) ? { zero: true } : { invalid: amountText.trim() };
  return cents === 0 ? { zero: true } : { ...debitCredit(cents), cents };
}

// The reconciliation forms' amount check: a signed decimal text (an overdrawn balance or money out
// is negative) whose digits follow the product's amount rule. Says why it cannot be saved, or null.
import { amountInputError } from '@missionbase/domain/transaction-form';

export function signedAmountProblem(text: string, options: { zero?: boolean } = {}): string | null {
  const unsigned = text.startsWith('-') ? text.slice(1) : text;
  if (!/\d/.test(unsigned)) return 'Enter an amount.';
  const problem = amountInputError(unsigned);
  if (problem) return problem;
  if (options.zero === false && Number(unsigned) === 0) return 'Enter an amount other than zero.';
  return null;
}

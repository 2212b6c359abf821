import { describe, expect, it } from 'vitest';
import { signedAmountProblem } from './signed-amount';

describe('signedAmountProblem', () => {
  it('accepts a negative ending balance and refuses a sign without digits', () => {
    expect(signedAmountProblem('-1250.40')).toBeNull();
    expect(signedAmountProblem('0')).toBeNull();
    expect(signedAmountProblem('-')).toBe('Enter an amount.');
    expect(signedAmountProblem('')).toBe('Enter an amount.');
  });

  it('refuses a zero statement line and more than two decimals', () => {
    expect(signedAmountProblem('-0.00', { zero: false })).toBe('Enter an amount other than zero.');
    expect(signedAmountProblem('-12.345')).not.toBeNull();
  });
});

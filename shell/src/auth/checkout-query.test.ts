// Unit tests for carrying the checkout query through sign-up.
import { describe, expect, it } from 'vitest';
import { checkoutQuery } from './checkout-query';

describe('checkoutQuery', () => {
  it('keeps checkout, plan and cycle and drops the rest', () => {
    expect(checkoutQuery('?checkout=true&plan=growth&cycle=yearly&utm=x')).toBe('?checkout=true&plan=growth&cycle=yearly');
  });

  it('is empty when there is nothing to carry', () => {
    expect(checkoutQuery('?utm=x')).toBe('');
    expect(checkoutQuery('')).toBe('');
  });
});

// Unit tests of the URL-started checkout flows: query reading, the setup wait and their texts.
import { describe, expect, it } from 'vitest';
import { FINALIZING_TEXT, PURCHASE_SUCCESS_TOAST, SETUP_ATTEMPTS, SETUP_ERROR_TEXT, SETUP_INTERVAL_MS, SUBSCRIPTION_SUCCESS_RETRY_MS, checkoutAfterSignup, hasTrueFlag, searchWithout, waitForOrganization } from './checkout-setup';

describe('checkoutAfterSignup', () => {
  it('[BILL-2] reads plan and cycle, the cycle defaulting to monthly', () => {
    expect(checkoutAfterSignup('?checkout=true&plan=growth&cycle=yearly')).toEqual({ plan: 'growth', cycle: 'yearly' });
    expect(checkoutAfterSignup('?checkout=true&plan=scale')).toEqual({ plan: 'scale', cycle: 'monthly' });
    expect(checkoutAfterSignup('?checkout=true&plan=gold&cycle=weekly')).toEqual({ plan: null, cycle: 'monthly' });
    expect(checkoutAfterSignup('?plan=growth')).toBeNull();
  });
  it('[BILL-2][BILL-3][BILL-5] the texts and limits of SPEC sections 4, 8 and 9', () => {
    expect(FINALIZING_TEXT).toEqual({ title: 'Finalizing Account', description: 'Please wait while we set up your organization...' });
    expect(SETUP_ERROR_TEXT).toEqual({ title: 'Setup Error', description: 'Could not create your organization in time. Please contact support.' });
    expect(PURCHASE_SUCCESS_TOAST).toEqual({ title: 'Purchase Successful!', description: "Thank you for your order. We'll process it shortly." });
    expect([SETUP_ATTEMPTS, SETUP_INTERVAL_MS, SUBSCRIPTION_SUCCESS_RETRY_MS]).toEqual([5, 2000, 3000]);
  });
});

describe('query flags', () => {
  it('reads true flags and removes handled keys, keeping the rest', () => {
    expect(hasTrueFlag('?ecommerce_success=true', 'ecommerce_success')).toBe(true);
    expect(hasTrueFlag('?ecommerce_success=false', 'ecommerce_success')).toBe(false);
    expect(searchWithout('?ecommerce_success=true&ref=x', ['ecommerce_success'])).toBe('?ref=x');
    expect(searchWithout('?ecommerce_success=true', ['ecommerce_success'])).toBe('');
  });
});

describe('waitForOrganization', () => {
  it('[BILL-2] loads up to 5 times, 2000 ms apart, and stops at the first organization', async () => {
    const sleeps: number[] = [];
    let loads = 0;
    const found = await waitForOrganization({
      load: async () => (++loads === 3 ? 1 : 0),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    expect(found).toBe(true);
    expect(loads).toBe(3);
    expect(sleeps).toEqual([2000, 2000]);
  });
  it('[BILL-3] gives up after 5 loads without an organization', async () => {
    const sleeps: number[] = [];
    let loads = 0;
    const found = await waitForOrganization({
      load: async () => {
        loads += 1;
        return 0;
      },
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    expect(found).toBe(false);
    expect(loads).toBe(5);
    expect(sleeps).toEqual([2000, 2000, 2000, 2000]);
  });
  it('stops when cancelled (the page went away)', async () => {
    let loads = 0;
    const found = await waitForOrganization({ load: async () => (loads += 1) && 0, sleep: async () => {}, cancelled: () => loads >= 2 });
    expect(found).toBe(false);
    expect(loads).toBe(2);
  });
});

// Unit tests for the plan catalogue and the provider price identifiers.
import { describe, expect, it } from 'vitest';
import {
  BILLING_CYCLES,
  DEFAULT_BILLING_CYCLE,
  PLANS,
  PLAN_IDS,
  checkoutSignupPath,
  isBillingCycle,
  isPlanId,
  monthlyEquivalentCents,
  planById,
  planForPriceId,
  priceForCycle,
  providerPriceId,
  providerPriceIds,
  yearlySavingsCents,
} from './plans';

describe('plan catalogue', () => {
  it('[BILL-6] holds starter, growth and scale in that order, cycles monthly and yearly, monthly by default', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['starter', 'growth', 'scale']);
    expect(PLAN_IDS).toEqual(['starter', 'growth', 'scale']);
    expect(BILLING_CYCLES).toEqual(['monthly', 'yearly']);
    expect(DEFAULT_BILLING_CYCLE).toBe('monthly');
  });

  it('prices every plan in whole cents, yearly below twelve monthly payments, higher plans costing more', () => {
    for (const plan of PLANS) {
      expect(Number.isInteger(plan.monthlyPriceCents) && plan.monthlyPriceCents > 0).toBe(true);
      expect(Number.isInteger(plan.yearlyPriceCents) && plan.yearlyPriceCents > 0).toBe(true);
      expect(plan.yearlyPriceCents).toBeLessThan(plan.monthlyPriceCents * 12);
      expect(yearlySavingsCents(plan)).toBeGreaterThan(0);
      expect(plan.features.length).toBeGreaterThan(0);
    }
    const monthly = PLANS.map((plan) => plan.monthlyPriceCents);
    expect([...monthly].sort((a, b) => a - b)).toEqual(monthly);
    expect(PLANS.filter((plan) => plan.recommended)).toHaveLength(1);
  });

  it('gives the price of a period and its monthly equivalent', () => {
    const growth = planById('growth');
    expect(priceForCycle(growth, 'monthly')).toBe(growth.monthlyPriceCents);
    expect(priceForCycle(growth, 'yearly')).toBe(growth.yearlyPriceCents);
    expect(monthlyEquivalentCents(growth, 'yearly')).toBe(Math.floor(growth.yearlyPriceCents / 12));
    expect(monthlyEquivalentCents(growth, 'monthly')).toBe(growth.monthlyPriceCents);
  });

  it('recognises plan ids and cycles only', () => {
    expect(isPlanId('scale')).toBe(true);
    expect(isPlanId('enterprise')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
    expect(isBillingCycle('yearly')).toBe(true);
    expect(isBillingCycle('weekly')).toBe(false);
  });

  it('links each plan and cycle to sign-up with checkout', () => {
    expect(checkoutSignupPath('scale', 'yearly')).toBe('/signup?checkout=true&plan=scale&cycle=yearly');
  });
});

describe('provider price identifiers', () => {
  it('[BILL-6] reads a configured identifier per plan and cycle and falls back to a default', () => {
    const config = { MB_PRICE_GROWTH_YEARLY: 'price_1Qgrowthyear', MB_PRICE_STARTER_MONTHLY: '  ' };
    expect(providerPriceId('growth', 'yearly', config)).toBe('price_1Qgrowthyear');
    expect(providerPriceId('growth', 'monthly', config)).toBe('price_missionbase_growth_monthly');
    expect(providerPriceId('starter', 'monthly', config)).toBe('price_missionbase_starter_monthly');
  });

  it('[BILL-6] has six distinct identifiers and maps each back to its plan and cycle', () => {
    const table = providerPriceIds({ MB_PRICE_SCALE_MONTHLY: 'price_live_scale_m' });
    const all = PLAN_IDS.flatMap((plan) => BILLING_CYCLES.map((cycle) => table[plan][cycle]));
    expect(new Set(all).size).toBe(6);
    expect(table.scale.monthly).toBe('price_live_scale_m');
    expect(planForPriceId('price_live_scale_m', { MB_PRICE_SCALE_MONTHLY: 'price_live_scale_m' })).toEqual({ plan: 'scale', cycle: 'monthly' });
    expect(planForPriceId('price_missionbase_starter_yearly')).toEqual({ plan: 'starter', cycle: 'yearly' });
    expect(planForPriceId('price_unknown')).toBeNull();
  });
});

// The prices the local provider knows: one recurring price per plan and cycle of the catalogue,
// under the ids the configuration names (MB_PRICE_*), so checkout and the webhook agree with it.
import { BILLING_CYCLES, PLANS, priceForCycle, providerPriceId } from '@missionbase/domain/plans';
import type { BillingCycle, Plan } from '@missionbase/domain/plans';
import { unixNow } from './ids.ts';

export interface LocalPrice {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  livemode: false;
  lookup_key: string | null;
  metadata: Record<string, string>;
  nickname: string | null;
  product: string;
  recurring: { interval: 'month' | 'year'; interval_count: number; usage_type: 'licensed'; meter: null; trial_period_days: null } | null;
  tax_behavior: 'unspecified';
  type: 'recurring' | 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
}

function planPrice(plan: Plan, cycle: BillingCycle, env: Readonly<Record<string, string | undefined>>): LocalPrice {
  const amount = priceForCycle(plan, cycle);
  return {
    id: providerPriceId(plan.id, cycle, env),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: unixNow(),
    currency: 'usd',
    livemode: false,
    lookup_key: `${plan.id}_${cycle}`,
    metadata: { plan: plan.id, cycle },
    nickname: `${plan.name} (${cycle})`,
    product: `prod_missionbase_${plan.id}`,
    recurring: { interval: cycle === 'yearly' ? 'year' : 'month', interval_count: 1, usage_type: 'licensed', meter: null, trial_period_days: null },
    tax_behavior: 'unspecified',
    type: 'recurring',
    unit_amount: amount,
    unit_amount_decimal: String(amount),
  };
}

/** The catalogue's prices, read from the environment each time (tests may set MB_PRICE_*). */
export function catalogPrice(id: string, env: Readonly<Record<string, string | undefined>> = process.env): LocalPrice | null {
  for (const plan of PLANS) {
    for (const cycle of BILLING_CYCLES) {
      const price = planPrice(plan, cycle, env);
      if (price.id === id) return price;
    }
  }
  return null;
}

/** The product name a catalogue price belongs to, e.g. "Missionbase Growth". */
export function productName(productId: string): string {
  const plan = PLANS.find((candidate) => `prod_missionbase_${candidate.id}` === productId);
  return plan ? `Missionbase ${plan.name}` : productId;
}

/** An ad-hoc price from `price_data` (the store sends its line items this way). */
export function inlinePrice(input: { currency: string; unitAmount: number; productId: string; interval: 'month' | 'year' | null }): LocalPrice {
  return {
    id: `price_inline_${input.productId}_${input.unitAmount}`,
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created: unixNow(),
    currency: input.currency,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: input.productId,
    recurring: input.interval ? { interval: input.interval, interval_count: 1, usage_type: 'licensed', meter: null, trial_period_days: null } : null,
    tax_behavior: 'unspecified',
    type: input.interval ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
}

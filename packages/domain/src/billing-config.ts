// The optional `billing` block of the runtime config: which payment provider the browser talks to
// (the backend's local stand-in unless configured otherwise), Stripe's publishable key and the
// provider's price identifiers (MB_PRICE_* keys, as plans.ts reads them).

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export interface BillingConfig {
  provider: PaymentProvider;
  /** Stripe's publishable key (pk_...); needed only with provider 'stripe'. */
  publishableKey: string | null;
  /** MB_PRICE_<PLAN>_<CYCLE> -> price identifier; absent keys fall back to plans.ts defaults. */
  prices: Readonly<Record<string, string>>;
}

/** What an absent block means: the backend plays the provider (ARCHITECTURE "Payments"). */
export const LOCAL_BILLING: BillingConfig = { provider: 'local', publishableKey: null, prices: {} };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the block; each problem is pushed to `problems` naming the field (no throw here). */
export function readBillingConfig(input: unknown, problems: string[]): BillingConfig {
  if (input === undefined || input === null) return LOCAL_BILLING;
  if (!isRecord(input)) {
    problems.push('billing must be an object { provider, publishableKey?, prices? }');
    return LOCAL_BILLING;
  }
  const provider = input.provider ?? 'local';
  if (provider !== 'local' && provider !== 'stripe') problems.push(`billing.provider must be one of ${PAYMENT_PROVIDERS.join(', ')}`);
  const publishableKey = input.publishableKey ?? null;
  if (publishableKey !== null && (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_'))) {
    problems.push('billing.publishableKey must be a Stripe publishable key (pk_...)');
  }
  if (provider === 'stripe' && publishableKey === null) problems.push('billing.publishableKey is required with provider stripe');
  const prices: Record<string, string> = {};
  const rawPrices = input.prices ?? {};
  if (!isRecord(rawPrices)) problems.push('billing.prices must be an object of MB_PRICE_<PLAN>_<CYCLE> -> price id');
  else {
    for (const [key, value] of Object.entries(rawPrices)) {
      if (!/^MB_PRICE_(STARTER|GROWTH|SCALE)_(MONTHLY|YEARLY)$/.test(key)) problems.push(`billing.prices.${key} is not a plan price key`);
      else if (typeof value !== 'string' || value.trim() === '') problems.push(`billing.prices.${key} must be a non-empty string`);
      else prices[key] = value.trim();
    }
  }
  return {
    provider: provider === 'stripe' ? 'stripe' : 'local',
    publishableKey: typeof publishableKey === 'string' ? publishableKey : null,
    prices,
  };
}

/** Where the local provider's Stripe.js stand-in is served (the backend, beside the data API). */
export function localProviderScriptUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/provider/js/v3`;
}

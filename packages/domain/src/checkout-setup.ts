// The flows around checkout that the URL starts (SPEC sections 4 and 9; BILL-2..5): checkout right
// after sign-up (Finalizing Account), the one retry after a paid subscription, and the store's
// paid-order return; their texts, limits and the query keys they read and remove.
import { DEFAULT_BILLING_CYCLE, isBillingCycle, isPlanId, type BillingCycle, type PlanId } from './plans';

export const SETUP_ATTEMPTS = 5;
export const SETUP_INTERVAL_MS = 2000;
export const SUBSCRIPTION_SUCCESS_RETRY_MS = 3000;

export const FINALIZING_TEXT = { title: 'Finalizing Account', description: 'Please wait while we set up your organization...' } as const;
export const SETUP_ERROR_TEXT = { title: 'Setup Error', description: 'Could not create your organization in time. Please contact support.' } as const;
export const PURCHASE_SUCCESS_TOAST = { title: 'Purchase Successful!', description: "Thank you for your order. We'll process it shortly." } as const;

/** Raw `key=value` pairs of a query string (this package has no DOM, so no URLSearchParams). */
function queryPairs(search: string): { key: string; value: string; raw: string }[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((raw) => raw !== '')
    .map((raw) => {
      const at = raw.indexOf('=');
      const decode = (part: string) => {
        try {
          return decodeURIComponent(part.replace(/\+/g, ' '));
        } catch {
          return part;
        }
      };
      return at === -1 ? { key: decode(raw), value: '', raw } : { key: decode(raw.slice(0, at)), value: decode(raw.slice(at + 1)), raw };
    });
}

/** The first value of a query key, or null. */
export function queryValue(search: string, key: string): string | null {
  return queryPairs(search).find((pair) => pair.key === key)?.value ?? null;
}

/** The plan and cycle of `?checkout=true&plan=..&cycle=..`, or null when the URL asks for no checkout. */
export function checkoutAfterSignup(search: string): { plan: PlanId | null; cycle: BillingCycle } | null {
  if (queryValue(search, 'checkout') !== 'true') return null;
  const plan = queryValue(search, 'plan');
  const cycle = queryValue(search, 'cycle');
  // An unknown plan still enters the flow: checkout then answers 'No plan selected...'.
  return { plan: isPlanId(plan) ? plan : null, cycle: isBillingCycle(cycle) ? cycle : DEFAULT_BILLING_CYCLE };
}

export function hasTrueFlag(search: string, key: 'subscription_success' | 'ecommerce_success' | 'checkout_canceled' | 'from_trial'): boolean {
  return queryValue(search, key) === 'true';
}

/** The query string without the given keys ('' or '?a=b'), so a handled flag does not fire again. */
export function searchWithout(search: string, keys: readonly string[]): string {
  const rest = queryPairs(search)
    .filter((pair) => !keys.includes(pair.key))
    .map((pair) => pair.raw)
    .join('&');
  return rest ? `?${rest}` : '';
}

/**
 * Loads until an organization exists: up to `attempts` loads, `intervalMs` apart (no wait after
 * the last). `load` answers how many organizations the user has. True once there is one.
 */
export async function waitForOrganization({
  load,
  sleep,
  attempts = SETUP_ATTEMPTS,
  intervalMs = SETUP_INTERVAL_MS,
  cancelled = () => false,
}: {
  load: () => Promise<number>;
  sleep: (ms: number) => Promise<void>;
  attempts?: number;
  intervalMs?: number;
  cancelled?: () => boolean;
}): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (cancelled()) return false;
    if ((await load()) > 0) return true;
    if (attempt < attempts) await sleep(intervalMs);
  }
  return false;
}

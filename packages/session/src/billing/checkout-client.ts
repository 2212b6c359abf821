// Starts a subscription checkout for an organization (SPEC sections 5, 7, 8): asks the
// create-checkout-session function for a session, loads the provider's script (Stripe.js with
// Stripe, the backend's stand-in locally) and goes to the hosted checkout's URL. Returns an error
// result with the spec's words instead of throwing; the caller shows it.
import { localProviderScriptUrl, type BillingConfig } from '@missionbase/domain/billing-config';
import { runCheckout, type CheckoutResult } from '@missionbase/domain/checkout-flow';
import { providerPriceId, type BillingCycle, type PlanId } from '@missionbase/domain/plans';
import { parseRuntimeConfig } from '@missionbase/app-config/remote-registry';
import { sessionStore, userAtom } from '../atoms';
import { invokeFunction } from '../function-invoke';

interface PaymentsConfig {
  apiUrl: string;
  billing: BillingConfig;
}

/**
 * Read from the page's own runtime config when a checkout starts, so the shell and a remote (inside
 * the shell or standalone) need no wiring to know the provider. Cached once read.
 */
let paymentsConfig: Promise<PaymentsConfig> | null = null;
function readPaymentsConfig(): Promise<PaymentsConfig> {
  paymentsConfig ??= fetch('/runtime-config.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
      return response.json();
    })
    .then((json: unknown) => {
      const config = parseRuntimeConfig(json, []);
      return { apiUrl: config.supabaseUrl, billing: config.billing };
    });
  paymentsConfig.catch(() => {
    paymentsConfig = null;
  });
  return paymentsConfig;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve) => {
    const existing = document.querySelector(`script[src="${src}"]`);
    if (existing) {
      resolve();
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    // Either way the caller checks window.Stripe: a failed load is "not loaded yet".
    script.onload = () => resolve();
    script.onerror = () => resolve();
    document.head.appendChild(script);
  });
}

async function loadProvider(config: PaymentsConfig): Promise<boolean> {
  if (config.billing.provider === 'stripe') {
    if (!config.billing.publishableKey) return false;
    const { loadStripe } = await import('@stripe/stripe-js');
    return (await loadStripe(config.billing.publishableKey)) !== null;
  }
  if (typeof window.Stripe !== 'function') await loadScript(localProviderScriptUrl(config.apiUrl));
  return typeof window.Stripe === 'function';
}

export interface StartCheckoutInput {
  /** null: nothing chosen (answered with 'No plan selected...'). */
  plan: PlanId | null;
  cycle: BillingCycle;
  organizationId: string;
  successUrl?: string;
  cancelUrl?: string;
}

/** Starts checkout; on success the page is leaving for the provider. Never throws. */
export async function startCheckout(input: StartCheckoutInput): Promise<CheckoutResult> {
  let config: PaymentsConfig | null = null;
  let configProblem = '';
  try {
    config = await readPaymentsConfig();
  } catch (error) {
    // Reported where the function call would be: without the config there is no call to make.
    configProblem = error instanceof Error ? error.message : String(error);
  }
  const user = sessionStore.get(userAtom);
  return runCheckout(
    {
      priceId: input.plan ? providerPriceId(input.plan, input.cycle, config?.billing.prices) : null,
      user: user ? { id: user.id, email: user.email } : null,
      organizationId: input.organizationId,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    },
    {
      invoke: (body) => (config ? invokeFunction('create-checkout-session', { ...body }) : Promise.resolve({ data: null, errorMessage: configProblem })),
      loadProvider: () => (config ? loadProvider(config) : Promise.resolve(false)),
      redirect: (url) => window.location.assign(url),
    },
  );
}

/** The provider's price identifier for a plan and cycle, as this page's runtime config names it. */
export async function priceIdFor(plan: PlanId, cycle: BillingCycle): Promise<string> {
  let prices: Readonly<Record<string, string>> = {};
  try {
    prices = (await readPaymentsConfig()).billing.prices;
  } catch {
    // The catalogue's default identifiers: the server refuses them if they are not its own.
  }
  return providerPriceId(plan, cycle, prices);
}

// The product's payment settings on this backend, read from the environment: Stripe's key when one
// is configured (else the local provider plays Stripe), the webhook secret both sides sign and
// verify with, where the local provider delivers events, its API key, and the price ids of the
// plans (MB_PRICE_*). The webhook secret's local default is documented and well known (like the
// local JWT secret) so a developer can sign test events by hand; it is refused outside tests.
import { randomBytes } from 'node:crypto';

/** Signs local webhook deliveries when STRIPE_WEBHOOK_SECRET is not set. Never use it in production. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_missionbase_local_provider_secret';

export interface PaymentSettings {
  /** Stripe's secret key; when unset, functions pay through the local provider. */
  stripeSecretKey: string | undefined;
  /** Secret webhook events are signed and verified with (STRIPE_WEBHOOK_SECRET, else the local default). */
  stripeWebhookSecret: string;
  /** Where the local provider delivers events (MB_STRIPE_WEBHOOK_URL; default: the API's stripe-webhook function). */
  stripeWebhookUrl: string | undefined;
  /** The API key the local provider accepts (MB_LOCAL_STRIPE_SECRET_KEY, else random per start: only functions on this API need it). */
  localStripeSecretKey: string;
  /** The configured price ids, MB_PRICE_<PLAN>_<CYCLE> -> price id. */
  priceIds: Record<string, string>;
}

export function randomLocalSecretKey(): string {
  return `sk_test_local_${randomBytes(24).toString('hex')}`;
}

export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<PaymentSettings> = {}): PaymentSettings {
  const priceIds: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('MB_PRICE_') && value !== undefined && value !== '') priceIds[key] = value;
  }
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || LOCAL_STRIPE_WEBHOOK_SECRET,
    stripeWebhookUrl: env.MB_STRIPE_WEBHOOK_URL || undefined,
    localStripeSecretKey: env.MB_LOCAL_STRIPE_SECRET_KEY || randomLocalSecretKey(),
    priceIds,
    ...overrides,
  };
}

/** What the mounting server says about itself (the backend's configuration). */
export interface ServerSettings {
  production: boolean;
  /** Test suites may keep the published local secrets; never in production. */
  allowPublishedSecrets: boolean;
}

/** Anyone can sign a payment webhook with the published secret: refused outside tests, and always in production. */
export function assertUsableWebhookSecret(settings: PaymentSettings, server: ServerSettings): void {
  if (settings.stripeWebhookSecret !== LOCAL_STRIPE_WEBHOOK_SECRET) return;
  if (server.production || !server.allowPublishedSecrets) {
    throw new Error(
      'Refusing to start: STRIPE_WEBHOOK_SECRET is the published local default. ' +
        '`pnpm start` and `pnpm dev` generate per-installation secrets in .data/secrets.json; otherwise set your own (docs/security.md).',
    );
  }
}

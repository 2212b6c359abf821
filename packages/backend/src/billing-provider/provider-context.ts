// The payment side of the functions' environment: the `stripe` SDK inside them talks to Stripe (with
// a key) or to the local provider that `pnpm start`, `pnpm dev` and the tests mount on this API
// (packages/payment-provider), with the webhook secret both sides sign and verify with.
import type { BackendConfig } from '../config.ts';
import type { BackendContext } from '../context.ts';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from './local-secrets.ts';

/** The local provider plays Stripe only when no Stripe key is configured, and never in production. */
export function localProviderEnabled(config: BackendConfig): boolean {
  return config.stripeSecretKey === undefined && !config.production;
}

/**
 * Billing variables of a function's environment: the Stripe key or the local provider's address
 * and key, the webhook secret (the well-known local one is withheld in production), the site URL
 * and the configured price ids (MB_PRICE_*).
 */
export function billingFunctionEnv(ctx: BackendContext): Record<string, string> {
  const { config } = ctx;
  const env: Record<string, string> = { SITE_URL: config.siteUrl };
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('MB_PRICE_') && value !== undefined && value !== '') env[key] = value;
  }
  if (config.stripeSecretKey !== undefined) {
    env.STRIPE_SECRET_KEY = config.stripeSecretKey;
  } else if (localProviderEnabled(config)) {
    env.MB_LOCAL_STRIPE_API_URL = ctx.publicUrl();
    env.MB_LOCAL_STRIPE_SECRET_KEY = config.localStripeSecretKey;
  }
  if (!(config.production && config.stripeWebhookSecret === LOCAL_STRIPE_WEBHOOK_SECRET)) {
    env.STRIPE_WEBHOOK_SECRET = config.stripeWebhookSecret;
  }
  return env;
}

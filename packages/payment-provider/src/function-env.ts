// The payment side of the functions' environment: the `stripe` SDK inside them talks to Stripe (with
// a key) or to the local provider mounted on the same API, with the webhook secret both sides sign
// and verify with, the site URL the return addresses are built on, and the configured price ids.
// On hosted Supabase the same variables are the project's secrets (`supabase secrets set`).
import { localProviderEnabled } from './host.ts';
import type { PaymentSettings } from './payment-settings.ts';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from './payment-settings.ts';

/** What the functions' environment needs of the server they run on. */
export interface FunctionServer {
  /** The web app's URL (SITE_URL): checkout return addresses are built on it. */
  siteUrl: string;
  production: boolean;
  /** The API's URL as clients see it, where the local provider answers. */
  publicUrl(): string;
}

export function paymentFunctionEnv(settings: PaymentSettings, server: FunctionServer): Record<string, string> {
  const env: Record<string, string> = { SITE_URL: server.siteUrl, ...settings.priceIds };
  if (settings.stripeSecretKey !== undefined) {
    env.STRIPE_SECRET_KEY = settings.stripeSecretKey;
  } else if (localProviderEnabled({ stripeSecretKey: settings.stripeSecretKey, production: server.production })) {
    env.MB_LOCAL_STRIPE_API_URL = server.publicUrl();
    env.MB_LOCAL_STRIPE_SECRET_KEY = settings.localStripeSecretKey;
  }
  // The well-known local secret is withheld in production.
  if (!(server.production && settings.stripeWebhookSecret === LOCAL_STRIPE_WEBHOOK_SECRET)) {
    env.STRIPE_WEBHOOK_SECRET = settings.stripeWebhookSecret;
  }
  return env;
}

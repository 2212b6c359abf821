// The one Stripe client every function uses (the real `stripe` SDK). With STRIPE_SECRET_KEY set it
// talks to Stripe; without it, the same SDK is pointed at the local provider the backend serves
// (MB_LOCAL_STRIPE_API_URL), which speaks the subset of Stripe's REST API these functions call.
import Stripe from 'stripe';
import { readEnv } from './env.ts';

/** The secret key the local provider accepts (not a Stripe key; it only works against the local provider). */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_missionbase_local_provider';

/** The signing secret of local webhook deliveries when STRIPE_WEBHOOK_SECRET is not set. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_missionbase_local_provider_secret';

/** True when no Stripe key is configured, so payments go to the local provider. */
export function usesLocalProvider(): boolean {
  return readEnv('STRIPE_SECRET_KEY') === undefined;
}

/** The Stripe client: real Stripe with STRIPE_SECRET_KEY, else the local provider. */
export function createStripeClient(): Stripe {
  const secretKey = readEnv('STRIPE_SECRET_KEY');
  if (secretKey !== undefined) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const localUrl = readEnv('MB_LOCAL_STRIPE_API_URL');
  if (localUrl === undefined) {
    throw new Error('Payments are not configured: set STRIPE_SECRET_KEY, or run the local backend, which sets MB_LOCAL_STRIPE_API_URL');
  }
  const url = new URL(localUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(LOCAL_STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: url.port !== '' ? Number(url.port) : protocol === 'https' ? 443 : 80,
    protocol,
    // The local provider answers from the same process; a retry would only repeat a failure.
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** The secret webhook signatures are made and checked with. */
export function webhookSigningSecret(): string {
  const configured = readEnv('STRIPE_WEBHOOK_SECRET');
  if (configured !== undefined) return configured;
  // Real Stripe signs with the endpoint's own secret; the local default would reject every event.
  if (!usesLocalProvider()) throw new Error('STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is');
  return LOCAL_STRIPE_WEBHOOK_SECRET;
}

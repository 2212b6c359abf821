// The one Stripe client every function uses (the real `stripe` SDK). With STRIPE_SECRET_KEY set it
// talks to Stripe; without it, the same SDK is pointed at the local provider the backend serves
// (MB_LOCAL_STRIPE_API_URL with its key MB_LOCAL_STRIPE_SECRET_KEY, both set by the backend),
// which speaks the subset of Stripe's REST API these functions call.
import Stripe from 'stripe';
import { readEnv } from './env.ts';

/** True when no Stripe key is configured, so payments go to the local provider. */
export function usesLocalProvider(): boolean {
  return readEnv('STRIPE_SECRET_KEY') === undefined;
}

/** The Stripe client: real Stripe with STRIPE_SECRET_KEY, else the local provider. */
export function createStripeClient(): Stripe {
  const secretKey = readEnv('STRIPE_SECRET_KEY');
  if (secretKey !== undefined) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const localUrl = readEnv('MB_LOCAL_STRIPE_API_URL');
  const localKey = readEnv('MB_LOCAL_STRIPE_SECRET_KEY');
  if (localUrl === undefined || localKey === undefined) {
    throw new Error('Payments are not configured: set STRIPE_SECRET_KEY, or run the local backend, which sets MB_LOCAL_STRIPE_API_URL');
  }
  const url = new URL(localUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(localKey, {
    host: url.hostname,
    port: url.port !== '' ? Number(url.port) : protocol === 'https' ? 443 : 80,
    protocol,
    // The local provider answers from the same process; a retry would only repeat a failure.
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** The secret webhook signatures are checked with (set by the backend locally, by secrets on Supabase). */
export function webhookSigningSecret(): string {
  const secret = readEnv('STRIPE_WEBHOOK_SECRET');
  if (secret === undefined) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
  return secret;
}

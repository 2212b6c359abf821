// What the local payment provider's handlers work with: the owner pool its state lives in, the
// public URL its pages are served under (both from the server that mounts it: the backend's API
// gateway in `pnpm start`, the end-to-end setup and the tests), its keys and where it delivers
// webhook events (its payment settings, payment-settings.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'pg';
import type { DeliveryTarget } from './deliver-events.ts';

export interface ProviderHost {
  /** Owner-rights pool: the provider keeps its objects in the `local_stripe` schema. */
  adminPool: Pool;
  /** The origin the provider's routes are mounted on, as browsers see it. */
  publicUrl(): string;
  log(entry: Record<string, unknown>): void;
  config: {
    /** A real Stripe key switches the local provider off. */
    stripeSecretKey: string | undefined;
    /** The API key the provider accepts. */
    localStripeSecretKey: string;
    /** The secret webhook events are signed with. */
    stripeWebhookSecret: string;
    /** Where events go (default: the mounting server's stripe-webhook function). */
    stripeWebhookUrl: string | undefined;
    production: boolean;
  };
}

/** A route handler: the path below its prefix (no query string, not decoded). */
export type ProviderHandler = (req: IncomingMessage, res: ServerResponse, subpath: string, host: ProviderHost) => Promise<void>;

/** The local provider plays Stripe only when no Stripe key is configured, and never in production. */
export function localProviderEnabled(config: Pick<ProviderHost['config'], 'stripeSecretKey' | 'production'>): boolean {
  return config.stripeSecretKey === undefined && !config.production;
}

export function webhookTarget(host: ProviderHost): DeliveryTarget {
  return {
    url: host.config.stripeWebhookUrl ?? `${host.publicUrl()}/functions/v1/stripe-webhook`,
    secret: host.config.stripeWebhookSecret,
  };
}

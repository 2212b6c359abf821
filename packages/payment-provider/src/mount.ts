// The product's payments on the backend, as a mount of its API gateway: the local payment provider
// (a Stripe stand-in, not part of Supabase: Stripe's REST API subset under /v1 and the hosted
// checkout pages under /provider, on the API's origin where the functions' `stripe` SDK and the
// browser expect them), and the payment settings the functions receive (Stripe's key or the local
// provider's, the webhook secret, the price ids; function-env.ts). `pnpm start` and `pnpm dev` mount
// `backendMount` through MB_BACKEND_MOUNTS (scripts/lib/backend.mjs); the end-to-end setup and the
// product's integration tests pass paymentProvider() to the backend they start.
import type { ApiHandler, BackendContext, BackendMount } from '@missionbase/backend/src/context';
import { localStripeApiHandler } from './api.ts';
import { providerPagesHandler } from './checkout-page.ts';
import { paymentFunctionEnv } from './function-env.ts';
import type { ProviderHandler, ProviderHost } from './host.ts';
import { assertUsableWebhookSecret, paymentSettingsFromEnv } from './payment-settings.ts';
import type { PaymentSettings } from './payment-settings.ts';
import { installProviderSchema } from './store.ts';

export interface PaymentProviderMount extends BackendMount {
  /** The settings this mount runs with (tests sign webhooks and call the provider with them). */
  readonly settings: PaymentSettings;
}

function hostOf(ctx: BackendContext, settings: PaymentSettings): ProviderHost {
  return {
    adminPool: ctx.adminPool,
    publicUrl: () => ctx.publicUrl(),
    log: (entry) => ctx.log(entry),
    config: { ...settings, production: ctx.config.production },
  };
}

/** The payment mount with settings from the environment, `overrides` on top (tests fix the keys). */
export function paymentProvider(overrides: Partial<PaymentSettings> = {}, env: NodeJS.ProcessEnv = process.env): PaymentProviderMount {
  const settings = paymentSettingsFromEnv(env, overrides);
  const route = (handler: ProviderHandler): ApiHandler => (req, res, subpath, ctx) => handler(req, res, subpath, hostOf(ctx, settings));
  return {
    name: 'local payment provider',
    settings,
    routes: [
      ['/v1', route(localStripeApiHandler)],
      ['/provider', route(providerPagesHandler)],
    ],
    checkConfig: (config) => assertUsableWebhookSecret(settings, config),
    async install(ctx) {
      await installProviderSchema(ctx.adminPool);
    },
    functionEnv: (ctx) => paymentFunctionEnv(settings, { siteUrl: ctx.config.siteUrl, production: ctx.config.production, publicUrl: () => ctx.publicUrl() }),
  };
}

/** The mount `src/main.ts` loads from MB_BACKEND_MOUNTS, configured from the environment. */
export const backendMount: PaymentProviderMount = paymentProvider();

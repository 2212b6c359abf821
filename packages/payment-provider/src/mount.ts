// The local payment provider (a Stripe stand-in, not part of Supabase) as a mount of the backend's
// API gateway: Stripe's REST API subset under /v1 and the hosted checkout pages under /provider,
// on the API's origin, where the functions' `stripe` SDK and the browser expect them. `pnpm start`
// and `pnpm dev` mount it through MB_BACKEND_MOUNTS (scripts/lib/backend.mjs); the end-to-end
// setup and the test backend pass it to startBackend().
import { localStripeApiHandler } from './api.ts';
import { providerPagesHandler } from './checkout-page.ts';
import type { ProviderHandler, ProviderHost } from './host.ts';
import { installProviderSchema } from './store.ts';

export interface PaymentProviderMount {
  name: string;
  routes: ReadonlyArray<readonly [prefix: string, handler: ProviderHandler]>;
  install(host: ProviderHost): Promise<void>;
}

export const backendMount: PaymentProviderMount = {
  name: 'local payment provider',
  routes: [
    ['/v1', localStripeApiHandler],
    ['/provider', providerPagesHandler],
  ],
  install: (host) => installProviderSchema(host.adminPool),
};

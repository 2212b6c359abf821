// The payment settings from the environment, and the refusal of the published webhook secret: no
// installation accepts a payment webhook anyone could sign (docs/security.md).
import { describe, expect, it } from 'vitest';
import { paymentFunctionEnv } from './function-env.ts';
import { LOCAL_STRIPE_WEBHOOK_SECRET, assertUsableWebhookSecret, paymentSettingsFromEnv } from './payment-settings.ts';

const server = (production: boolean) => ({ siteUrl: 'https://app.missionbase.org', production, publicUrl: () => 'https://api.missionbase.org' });

describe('payment settings', () => {
  it('reads the keys, the webhook target and the price ids from the environment', () => {
    const settings = paymentSettingsFromEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_installation', MB_STRIPE_WEBHOOK_URL: 'http://127.0.0.1:9/hook', MB_LOCAL_STRIPE_SECRET_KEY: 'sk_test_local_fixed', MB_PRICE_GROWTH_YEARLY: 'price_growth_y', MB_PRICE_EMPTY: '' });
    expect(settings).toEqual({ stripeSecretKey: undefined, stripeWebhookSecret: 'whsec_installation', stripeWebhookUrl: 'http://127.0.0.1:9/hook', localStripeSecretKey: 'sk_test_local_fixed', priceIds: { MB_PRICE_GROWTH_YEARLY: 'price_growth_y' } });
    expect(paymentSettingsFromEnv({}).localStripeSecretKey).toMatch(/^sk_test_local_[0-9a-f]{48}$/);
  });

  it('refuses the published webhook secret outside tests, and in production even when allowed', () => {
    const published = paymentSettingsFromEnv({});
    expect(published.stripeWebhookSecret).toBe(LOCAL_STRIPE_WEBHOOK_SECRET);
    expect(() => assertUsableWebhookSecret(published, { production: false, allowPublishedSecrets: false })).toThrow(/STRIPE_WEBHOOK_SECRET is the published local default/);
    expect(() => assertUsableWebhookSecret(published, { production: true, allowPublishedSecrets: true })).toThrow(/published local default/);
    expect(() => assertUsableWebhookSecret(published, { production: false, allowPublishedSecrets: true })).not.toThrow();
    expect(() => assertUsableWebhookSecret(paymentSettingsFromEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_installation' }), { production: true, allowPublishedSecrets: false })).not.toThrow();
  });

  it("gives functions Stripe's key when configured, else the local provider's address and key (never in production)", () => {
    const stripe = paymentFunctionEnv(paymentSettingsFromEnv({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_i', MB_PRICE_STARTER_MONTHLY: 'price_s_m' }), server(true));
    expect(stripe).toEqual({ SITE_URL: 'https://app.missionbase.org', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_i', MB_PRICE_STARTER_MONTHLY: 'price_s_m' });
    const local = paymentFunctionEnv(paymentSettingsFromEnv({ MB_LOCAL_STRIPE_SECRET_KEY: 'sk_test_local_k' }), server(false));
    expect(local).toMatchObject({ MB_LOCAL_STRIPE_API_URL: 'https://api.missionbase.org', MB_LOCAL_STRIPE_SECRET_KEY: 'sk_test_local_k', STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET });
    const production = paymentFunctionEnv(paymentSettingsFromEnv({}), server(true));
    expect(production).toEqual({ SITE_URL: 'https://app.missionbase.org' });
  });
});

// No well-known secret works on an installation. scripts/lib/secrets.mjs makes the JWT secret and
// webhook secret per installation on first start (kept, mode 0600), the app's anon key is the
// backend's own, tokens and webhooks signed with the published defaults are refused, and the
// backend with the product's payments mounted refuses to start with a published default outside
// tests.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_SECRETS, apiKeysFor, installationSecrets } from '../../scripts/lib/secrets.mjs';
import type { InstallationSecrets } from '../../scripts/lib/secrets.mjs';
import { runtimeConfigFor } from '../../scripts/lib/apps.mjs';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { LOCAL_JWT_SECRET, REPO_ROOT } from '@missionbase/backend/src/config';
import { paymentProvider } from '@missionbase/payment-provider/src/mount';
import type { PaymentProviderMount } from '@missionbase/payment-provider/src/mount';

let folder: string;
let secrets: InstallationSecrets;
let backend: TestBackend;
let payments: PaymentProviderMount;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'mb-secrets-'));
  secrets = installationSecrets({ file: path.join(folder, '.data', 'secrets.json'), env: {} });
  payments = paymentProvider({ stripeWebhookSecret: secrets.stripeWebhookSecret });
  backend = await startTestBackend(
    {
      jwtSecret: secrets.jwtSecret,
      allowPublishedSecrets: false,
      functionsDir: path.join(REPO_ROOT, 'supabase', 'functions'),
    },
    { mounts: [payments] },
  );
});

afterAll(async () => {
  await backend?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('per-installation secrets', () => {
  it('are generated on first start, private to the owner, and the same on the next start', () => {
    expect(secrets.created).toBe(true);
    expect(secrets.jwtSecret).not.toBe(PUBLISHED_SECRETS.jwtSecret);
    expect(secrets.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(secrets.stripeWebhookSecret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(statSync(secrets.file).mode & 0o777).toBe(0o600);
    const again = installationSecrets({ file: secrets.file, env: {} });
    expect(again.created).toBe(false);
    expect([again.jwtSecret, again.stripeWebhookSecret, again.anonKey]).toEqual([secrets.jwtSecret, secrets.stripeWebhookSecret, secrets.anonKey]);
    // Another installation gets other secrets.
    expect(installationSecrets({ file: path.join(folder, 'other.json'), env: {} }).jwtSecret).not.toBe(secrets.jwtSecret);
  });

  it('hand the app the backend\'s own anon key through the runtime config, and it works', async () => {
    expect(secrets.anonKey).toBe(backend.anonKey);
    expect(secrets.serviceRoleKey).toBe(backend.serviceRoleKey);
    const config = runtimeConfigFor({ appBase: 3000, apiUrl: backend.url, anonKey: secrets.anonKey });
    expect(config.supabaseAnonKey).toBe(secrets.anonKey);
    // Functions demand a valid JWT (the anon key counts): the app's key passes, the published one does not.
    const call = (key: string) =>
      fetch(`${backend.url}/functions/v1/create-store-checkout`, { method: 'POST', headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: '{}' });
    expect((await call(config.supabaseAnonKey)).status).toBe(400);
    expect((await call(apiKeysFor(LOCAL_JWT_SECRET).anonKey)).status).toBe(401);
  });

  it('a service_role token signed with the published secret is refused', async () => {
    const published = apiKeysFor(LOCAL_JWT_SECRET).serviceRoleKey;
    const rest = await fetch(`${backend.url}/rest/v1/organizations?select=id`, { headers: { apikey: published, authorization: `Bearer ${published}` } });
    expect(rest.status).toBe(401);
    const admin = await fetch(`${backend.url}/auth/v1/admin/users`, { headers: { apikey: published, authorization: `Bearer ${published}` } });
    expect(admin.status).toBe(403);
  });

  it('a payment webhook signed with the published webhook secret is refused', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
    const deliver = (secret: string) =>
      fetch(`${backend.url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
        body: payload,
      });
    expect((await deliver(PUBLISHED_SECRETS.stripeWebhookSecret)).status).toBe(400);
    // The installation's own secret is what the local provider signs with.
    expect(payments.settings.stripeWebhookSecret).toBe(secrets.stripeWebhookSecret);
  });

  it('the backend refuses to start with a published default outside tests', async () => {
    await expect(startTestBackend({ allowPublishedSecrets: false }, { mounts: [paymentProvider({}, {})] })).rejects.toThrow(/published local default/);
    await expect(startTestBackend({ jwtSecret: secrets.jwtSecret, allowPublishedSecrets: false }, { mounts: [paymentProvider({}, {})] })).rejects.toThrow(/STRIPE_WEBHOOK_SECRET is the published local default/);
  });
});

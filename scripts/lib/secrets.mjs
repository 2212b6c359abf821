// Per-installation secrets: the JWT secret (which signs every token and from which the anon and
// service_role keys derive) and the payment webhook secret, generated on first start and kept in
// `.data/secrets.json` (git-ignored, mode 0600), so no installation accepts a token or a webhook
// signed with the well-known local defaults published in Supabase's and this project's docs.
// `pnpm start` and `pnpm dev` call installationSecrets(); JWT_SECRET / STRIPE_WEBHOOK_SECRET in the
// environment take precedence (a deployment's own secrets).
import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './apps.mjs';

export const SECRETS_FILE = path.join(REPO_ROOT, '.data', 'secrets.json');

/** The published defaults no installation may run with (docs/backend.md lists them for tests). */
export const PUBLISHED_SECRETS = {
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  stripeWebhookSecret: 'whsec_missionbase_local_provider_secret',
};

function base64url(text) {
  return Buffer.from(text).toString('base64url');
}

/** An HS256 token exactly as the backend's signJwt writes it (same header, same claim order). */
function signJwt(claims, secret) {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * The anon and service_role keys of a JWT secret: the same strings the backend derives
 * (packages/backend/src/auth/jwt.ts apiKeysFor), so the app's anon key is the backend's own.
 */
export function apiKeysFor(jwtSecret) {
  const exp = 1983812996;
  return {
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp }, jwtSecret),
    serviceRoleKey: signJwt({ iss: 'supabase-demo', role: 'service_role', exp }, jwtSecret),
  };
}

function generated() {
  return { jwtSecret: randomBytes(32).toString('base64url'), stripeWebhookSecret: `whsec_${randomBytes(24).toString('hex')}` };
}

function isUsable(stored) {
  return (
    typeof stored?.jwtSecret === 'string' &&
    stored.jwtSecret.length >= 32 &&
    stored.jwtSecret !== PUBLISHED_SECRETS.jwtSecret &&
    typeof stored.stripeWebhookSecret === 'string' &&
    stored.stripeWebhookSecret.startsWith('whsec_') &&
    stored.stripeWebhookSecret !== PUBLISHED_SECRETS.stripeWebhookSecret
  );
}

/**
 * This installation's secrets: read from `file`, or generated and written there on first use.
 * Returns the secrets, the derived keys, the environment to start the backend with, and whether
 * they were created just now. A file that is not usable (edited by hand, a published default) is
 * refused rather than silently replaced: replacing it would sign everyone out.
 */
export function installationSecrets({ file = SECRETS_FILE, env = process.env } = {}) {
  let created = false;
  let stored;
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file} is not valid JSON. Fix it, or delete it to generate new secrets (every session then ends).`, { cause: error });
    }
    if (!isUsable(stored)) {
      throw new Error(`${file} does not hold usable secrets (a jwtSecret of 32+ characters and a whsec_ webhook secret, neither a published default). Delete it to generate new ones.`);
    }
  } else {
    stored = generated();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    created = true;
  }
  const jwtSecret = env.JWT_SECRET || stored.jwtSecret;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET || stored.stripeWebhookSecret;
  const { anonKey, serviceRoleKey } = apiKeysFor(jwtSecret);
  return {
    jwtSecret,
    stripeWebhookSecret,
    anonKey,
    serviceRoleKey,
    created,
    file,
    /** What the backend process needs in its environment. */
    env: { JWT_SECRET: jwtSecret, STRIPE_WEBHOOK_SECRET: stripeWebhookSecret },
  };
}

/** Secrets for a throw-away backend (benchmarks): random, never written anywhere. */
export function ephemeralSecrets() {
  const { jwtSecret, stripeWebhookSecret } = generated();
  return { jwtSecret, stripeWebhookSecret, ...apiKeysFor(jwtSecret), env: { JWT_SECRET: jwtSecret, STRIPE_WEBHOOK_SECRET: stripeWebhookSecret } };
}

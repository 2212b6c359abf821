// One-time codes die after a few wrong attempts; verify, recover, otp,
// resend, sign-in, refresh and sign-up are limited per client address and per e-mail with
// GoTrue's 429 bodies; wrong passwords from one address never lock the owner out from another.
// Client addresses are told apart through the trusted proxy header the backend is configured with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { TEST_AUTH_LIMITS } from './limits.ts';

let backend: TestBackend;
let counter = 0;
let addressCounter = 0;

const LIMITS = {
  ...TEST_AUTH_LIMITS,
  clientAddressHeader: 'x-forwarded-for',
  signInSignUpPerAddress: { limit: 8, windowSeconds: 300 },
  failedSignInPerAddressAndAccount: { limit: 3, windowSeconds: 300 },
  tokenRefreshPerAddress: { limit: 4, windowSeconds: 300 },
  verifyPerAddress: { limit: 6, windowSeconds: 300 },
  mailRequestPerAddress: { limit: 3, windowSeconds: 3600 },
  mailPerRecipient: { limit: 1, windowSeconds: 60 },
  otpMaxAttempts: 3,
};

beforeAll(async () => {
  backend = await startTestBackend({ authLimits: LIMITS });
});

afterAll(async () => {
  await backend?.stop();
});

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Date.now()}@example.org`;
}

/** A fresh client address (TEST-NET-3), so tests never share a window. */
function newAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

async function post(path: string, body: unknown, address: string, token?: string): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${backend.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token ?? backend.anonKey}`, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

async function latestCode(email: string): Promise<{ token: string; link: string }> {
  const [row] = await backend.admin.query<{ token: string; link: string }>('select token, link from auth.dev_outbox where lower(recipient) = $1 order by id desc limit 1', [
    email,
  ]);
  if (!row) throw new Error(`no mail for ${email}`);
  return row;
}

/** A confirmed account, created through the admin API (no limit is spent on it). */
async function account(password = 'an-owner-password'): Promise<string> {
  const email = uniqueEmail('owner');
  const response = await fetch(`${backend.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(response.status).toBe(200);
  return email;
}

const RATE_LIMITED = { code: 'over_request_rate_limit', error_code: 'over_request_rate_limit', msg: 'Request rate limit reached', message: 'Request rate limit reached' };

describe('one-time codes', () => {
  it('a code dies after a few wrong attempts: the real code no longer works, nor its link', async () => {
    const email = uniqueEmail('guessed');
    const address = newAddress();
    expect((await post('/otp', { email }, address)).status).toBe(200);
    const { token, link } = await latestCode(email);
    const wrong = token === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < LIMITS.otpMaxAttempts; attempt += 1) {
      const guess = await post('/verify', { type: 'email', email, token: wrong }, newAddress());
      expect(guess.status).toBe(403);
      expect(guess.body).toMatchObject({ code: 'otp_expired' });
    }
    const real = await post('/verify', { type: 'email', email, token }, newAddress());
    expect(real.status).toBe(403);
    expect(real.body).toMatchObject({ code: 'otp_expired' });
    const viaLink = await fetch(link, { redirect: 'manual' });
    expect(new URL(viaLink.headers.get('location') ?? 'http://x/').hash).toContain('error_code=otp_expired');
  });

  it('a new code after wrong guesses works (the allowance is per code)', async () => {
    const email = uniqueEmail('retry');
    await post('/otp', { email }, newAddress());
    const first = await latestCode(email);
    await post('/verify', { type: 'email', email, token: first.token === '000000' ? '111111' : '000000' }, newAddress());
    await backend.admin.query("delete from auth.sign_in_attempts where identifier = 'mail_to:' || $1", [email]);
    await post('/otp', { email }, newAddress());
    const second = await latestCode(email);
    const verified = await post('/verify', { type: 'email', email, token: second.token }, newAddress());
    expect(verified.status).toBe(200);
    expect(verified.body.access_token).toBeTruthy();
  });

  it('verify is limited per address with GoTrue\'s 429 body; another address still verifies', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LIMITS.verifyPerAddress.limit; attempt += 1) {
      expect((await post('/verify', { type: 'email', token_hash: `nope-${attempt}` }, address)).status).toBe(403);
    }
    const limited = await post('/verify', { type: 'email', token_hash: 'nope' }, address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('/verify', { type: 'email', token_hash: 'nope' }, newAddress())).status).toBe(403);
  });
});

describe('mail-sending endpoints', () => {
  it('recover, otp and resend are limited per e-mail with over_email_send_rate_limit', async () => {
    const email = await account();
    expect((await post('/recover', { email }, newAddress())).status).toBe(200);
    for (const [path, body] of [
      ['/recover', { email }],
      ['/otp', { email }],
      ['/resend', { email, type: 'signup' }],
    ] as const) {
      const limited = await post(path, body, newAddress());
      expect(limited.status, path).toBe(429);
      expect(limited.body, path).toMatchObject({ code: 'over_email_send_rate_limit', error_code: 'over_email_send_rate_limit' });
      expect(String(limited.body.message)).toMatch(/only request this after \d+ seconds/);
    }
    // Another address (of the mail) is unaffected.
    expect((await post('/recover', { email: await account() }, newAddress())).status).toBe(200);
  });

  it('an unknown address is limited exactly like a registered one (no enumeration through 429)', async () => {
    const email = uniqueEmail('nobody');
    expect((await post('/recover', { email }, newAddress())).status).toBe(200);
    expect((await post('/recover', { email }, newAddress())).status).toBe(429);
  });

  it('requests that mail a code are limited per client address', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LIMITS.mailRequestPerAddress.limit; attempt += 1) {
      expect((await post('/recover', { email: uniqueEmail('spray') }, address)).status).toBe(200);
    }
    const limited = await post('/otp', { email: uniqueEmail('spray') }, address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
  });
});

describe('sign-in, sign-up and refresh', () => {
  it('a flood of sign-ins from one address is limited, even with the right password', async () => {
    const email = await account();
    const address = newAddress();
    for (let attempt = 0; attempt < LIMITS.signInSignUpPerAddress.limit; attempt += 1) {
      expect((await post('/token?grant_type=password', { email, password: 'an-owner-password' }, address)).status).toBe(200);
    }
    const limited = await post('/token?grant_type=password', { email, password: 'an-owner-password' }, address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    expect((await post('/token?grant_type=password', { email, password: 'an-owner-password' }, newAddress())).status).toBe(200);
  });

  it('sign-ups count against the same per-address limit', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LIMITS.signInSignUpPerAddress.limit; attempt += 1) {
      expect((await post('/signup', { email: uniqueEmail('farm'), password: 'a-fine-password' }, address)).status).toBe(200);
    }
    const limited = await post('/signup', { email: uniqueEmail('farm'), password: 'a-fine-password' }, address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
  });

  it('refresh-token grants are limited per address', async () => {
    const email = await account();
    const session = await post('/token?grant_type=password', { email, password: 'an-owner-password' }, newAddress());
    let refreshToken = String(session.body.refresh_token);
    const address = newAddress();
    for (let attempt = 0; attempt < LIMITS.tokenRefreshPerAddress.limit; attempt += 1) {
      const refreshed = await post('/token?grant_type=refresh_token', { refresh_token: refreshToken }, address);
      expect(refreshed.status).toBe(200);
      refreshToken = String(refreshed.body.refresh_token);
    }
    const limited = await post('/token?grant_type=refresh_token', { refresh_token: refreshToken }, address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
  });
});

describe('limits are not a lock-out weapon', () => {
  it('wrong passwords from an attacker\'s address lock that address out of the account, not the owner elsewhere', async () => {
    const email = await account();
    const attacker = newAddress();
    for (let attempt = 0; attempt < LIMITS.failedSignInPerAddressAndAccount.limit; attempt += 1) {
      const wrong = await post('/token?grant_type=password', { email, password: `guess-number-${attempt}` }, attacker);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'invalid_credentials' });
    }
    const blocked = await post('/token?grant_type=password', { email, password: 'an-owner-password' }, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(RATE_LIMITED);

    const owner = await post('/token?grant_type=password', { email, password: 'an-owner-password' }, newAddress());
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toBeTruthy();
  });

  it('the attacker\'s address may still sign in to its own account', async () => {
    const victim = await account();
    const own = await account('attackers-own-password');
    const attacker = newAddress();
    for (let attempt = 0; attempt < LIMITS.failedSignInPerAddressAndAccount.limit; attempt += 1) {
      await post('/token?grant_type=password', { email: victim, password: `guess-number-${attempt}` }, attacker);
    }
    expect((await post('/token?grant_type=password', { email: own, password: 'attackers-own-password' }, attacker)).status).toBe(200);
  });

  it('a successful sign-in clears that address\'s failures for the account', async () => {
    const email = await account();
    const address = newAddress();
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < LIMITS.failedSignInPerAddressAndAccount.limit - 1; attempt += 1) {
        expect((await post('/token?grant_type=password', { email, password: 'typo-password' }, address)).status).toBe(400);
      }
      expect((await post('/token?grant_type=password', { email, password: 'an-owner-password' }, address)).status).toBe(200);
    }
  });
});

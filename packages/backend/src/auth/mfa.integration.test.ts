// Multi-factor sign-in with an authenticator app through the unmodified supabase-js `auth.mfa.*`
// calls against the real server and database: enroll, challenge, verify (aal2), list, assurance
// level, refresh keeping aal2, unenroll, and the refusals (wrong or reused code, aal1 unenroll).
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { createTestClient } from '../../test/supabase-client.ts';
import { verifyJwt } from './jwt.ts';
import { TEST_AUTH_LIMITS } from './limits.ts';

let backend: TestBackend;
let counter = 0;
const PASSWORD = 'correct horse battery';

/** The code an authenticator app shows `steps` periods from now. */
function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A code the factor has not accepted yet and will not accept: another secret's. */
function wrongCodeFor(secret: string): string {
  const right = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)));
  for (let n = 0; ; n += 1) {
    const candidate = String((123456 + n * 7919) % 1_000_000).padStart(6, '0');
    if (!right.has(candidate)) return candidate;
  }
}

function claimsOf(token: string | undefined): Record<string, unknown> {
  const verified = verifyJwt(token ?? '', backend.jwtSecret);
  if (!verified.ok) throw new Error(`token did not verify: ${verified.reason}`);
  return verified.claims;
}

async function signedInUser(label: string, target: TestBackend = backend): Promise<{ supabase: SupabaseClient; email: string }> {
  counter += 1;
  const email = `${label}-${counter}-${Date.now()}@example.org`;
  const supabase = createTestClient(target.url, target.anonKey);
  const { error } = await supabase.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { supabase, email };
}

async function signIn(email: string, target: TestBackend = backend): Promise<SupabaseClient> {
  const supabase = createTestClient(target.url, target.anonKey);
  const { error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return supabase;
}

/** Enrolls an authenticator app and verifies it, leaving `supabase` at aal2. */
async function enrollVerified(supabase: SupabaseClient): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(error).toBeNull();
  if (!data) throw new Error('no enrollment');
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: data.id, code: codeFor(data.totp.secret) });
  expect(verified.error).toBeNull();
  return { factorId: data.id, secret: data.totp.secret };
}

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

describe('enrolling an authenticator app', () => {
  it('shows a QR code and the secret once, lists the factor unverified, and verifying it makes the session aal2', async () => {
    const { supabase, email } = await signedInUser('enroll');
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone', issuer: 'Missionbase' });
    expect(error).toBeNull();
    if (!data) throw new Error('no enrollment');
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Work phone' });
    expect(data.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(data.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.totp.uri).toContain(`otpauth://totp/Missionbase:${encodeURIComponent(email)}?`);
    expect(data.totp.uri).toContain(`secret=${data.totp.secret}`);

    const listed = await supabase.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([expect.objectContaining({ id: data.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Work phone' })]);
    expect(listed.data?.totp).toEqual([]);
    // The secret is shown at enrollment only: never in the user, and stored encrypted.
    const { data: user } = await supabase.auth.getUser();
    expect(JSON.stringify(user)).not.toContain(data.totp.secret);
    const rows = await backend.admin.query<{ secret: string }>('select secret from auth.mfa_factors where id = $1', [data.id]);
    expect(rows[0]?.secret).toMatch(/^mb1:/);
    expect(rows[0]?.secret).not.toContain(data.totp.secret);

    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const challenge = await supabase.auth.mfa.challenge({ factorId: data.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const verified = await supabase.auth.mfa.verify({ factorId: data.id, challengeId: challenge.data?.id ?? '', code: codeFor(data.totp.secret) });
    expect(verified.error).toBeNull();
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');

    const claims = claimsOf(verified.data?.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as Array<{ method: string }>).map((entry) => entry.method)).toEqual(['totp', 'password']);
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const after = await supabase.auth.mfa.listFactors();
    expect(after.data?.totp).toEqual([expect.objectContaining({ id: data.id, status: 'verified' })]);
  });

  it('refuses a second factor from an aal1 session of an account that has one', async () => {
    const { supabase, email } = await signedInUser('second');
    await enrollVerified(supabase);
    const fresh = await signIn(email);
    const { error } = await fresh.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(error).toMatchObject({ status: 403, code: 'insufficient_aal' });
  });
});

describe('signing in with a second factor', () => {
  it('starts at aal1 with aal2 next, refuses a wrong code, and accepts the right one', async () => {
    const { supabase, email } = await signedInUser('sign-in');
    const { factorId, secret } = await enrollVerified(supabase);

    const next = await signIn(email);
    const level = await next.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const { data: session } = await next.auth.getSession();
    expect(claimsOf(session.session?.access_token).aal).toBe('aal1');

    const wrong = await next.auth.mfa.challengeAndVerify({ factorId, code: wrongCodeFor(secret) });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // The code already used at enrollment does not work a second time.
    const replayed = await next.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const right = await next.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(right.error).toBeNull();
    expect(claimsOf(right.data?.access_token)).toMatchObject({ aal: 'aal2', sub: session.session?.user.id });
  });

  it('keeps aal2 across a refresh, and the aal1 refresh token of before the code is spent', async () => {
    const { supabase } = await signedInUser('refresh');
    const { data: before } = await supabase.auth.getSession();
    await enrollVerified(supabase);
    const { data: stepped } = await supabase.auth.getSession();
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const claims = claimsOf(refreshed.data.session?.access_token);
    expect(claims).toMatchObject({ aal: 'aal2', session_id: claimsOf(stepped.session?.access_token).session_id });
    expect((claims.amr as Array<{ method: string }>).map((entry) => entry.method)).toEqual(['totp', 'password']);

    const stale = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: before.session?.refresh_token }),
    });
    expect(stale.status).toBe(400);
  });

  it('a challenge of another user\'s factor is not found', async () => {
    const { supabase } = await signedInUser('owner');
    const { factorId } = await enrollVerified(supabase);
    const { supabase: stranger } = await signedInUser('stranger');
    const { error } = await stranger.auth.mfa.challenge({ factorId });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});

describe('removing a factor', () => {
  it('needs aal2 for a verified factor, and then leaves the sessions at aal1', async () => {
    const { supabase, email } = await signedInUser('unenroll');
    const { factorId, secret } = await enrollVerified(supabase);

    const aal1 = await signIn(email);
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const stepped = await aal1.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(stepped.error).toBeNull();
    const removed = await aal1.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    const refreshed = await aal1.auth.refreshSession();
    expect(claimsOf(refreshed.data.session?.access_token).aal).toBe('aal1');
    const level = await aal1.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('an unverified enrollment is removed from aal1, and support removes a lost phone through the admin API', async () => {
    const { supabase, email } = await signedInUser('admin-reset');
    const pending = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Abandoned' });
    const dropped = await supabase.auth.mfa.unenroll({ factorId: pending.data?.id ?? '' });
    expect(dropped.error).toBeNull();

    const { factorId } = await enrollVerified(supabase);
    const { data: user } = await supabase.auth.getUser();
    const admin = createTestClient(backend.url, backend.serviceRoleKey);
    const listed = await admin.auth.admin.mfa.listFactors({ userId: user.user?.id ?? '' });
    expect(listed.data?.factors).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);
    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId: user.user?.id ?? '', id: factorId });
    expect(deleted.error).toBeNull();
    const next = await signIn(email);
    const level = await next.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });
});

describe('guessing codes', () => {
  it('refuses wrong codes for a factor past its limit, from any address', async () => {
    const limited = await startTestBackend({ authLimits: { ...TEST_AUTH_LIMITS, mfaFailedVerifyPerFactor: { limit: 3, windowSeconds: 300 } } });
    try {
      const { supabase, email } = await signedInUser('guess', limited);
      const { factorId, secret } = await enrollVerified(supabase);
      const attacker = await signIn(email, limited);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { error } = await attacker.auth.mfa.challengeAndVerify({ factorId, code: wrongCodeFor(secret) });
        expect(error).toMatchObject({ code: 'mfa_verification_failed' });
      }
      const { error } = await attacker.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
      expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    } finally {
      await limited.stop();
    }
  });
});

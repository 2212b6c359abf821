// The auth API through the unmodified supabase-js client against the real server and database.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { FAILED_SIGN_IN_LIMIT } from './rate-limit.ts';
import { verifyJwt } from './jwt.ts';
import { REFRESH_TOKEN_REUSE_INTERVAL_SECONDS } from './sessions.ts';
import { createTestClient } from '../../test/supabase-client.ts';

let backend: TestBackend;
let counter = 0;

function client(): SupabaseClient {
  return createTestClient(backend.url, backend.anonKey);
}

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Date.now()}@example.org`;
}

interface OutboxMail {
  kind: string;
  token: string;
  link: string;
  recipient: string;
}

async function latestMail(email: string): Promise<OutboxMail> {
  const response = await fetch(`${backend.url}/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${backend.serviceRoleKey}` } });
  expect(response.status).toBe(200);
  const mails = (await response.json()) as OutboxMail[];
  const mail = mails[0];
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail;
}

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

describe('sign-up to sign-out', () => {
  it('[API-1] signs up with metadata, gets a session, reads the user, signs out', async () => {
    const supabase = client();
    const email = uniqueEmail('Founder');
    const metadata = { full_name: 'Grace Hopper', organization_name: 'Open Harbor', plan: 'growth', cycle: 'yearly' };
    const { data, error } = await supabase.auth.signUp({ email, password: 'correct horse', options: { data: metadata } });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.user_metadata).toMatchObject(metadata);

    const verified = verifyJwt(data.session?.access_token ?? '', backend.jwtSecret);
    expect(verified.ok && verified.claims).toMatchObject({
      role: 'authenticated',
      aud: 'authenticated',
      sub: data.user?.id,
      email: email.toLowerCase(),
      user_metadata: expect.objectContaining(metadata),
    });

    const [stored] = await backend.admin.query<{ raw_user_meta_data: Record<string, unknown>; encrypted_password: string }>(
      'select raw_user_meta_data, encrypted_password from auth.users where id = $1',
      [data.user?.id],
    );
    expect(stored?.raw_user_meta_data).toMatchObject(metadata);
    expect(stored?.encrypted_password).toMatch(/^\$2[aby]\$10\$/);

    const { data: current, error: userError } = await supabase.auth.getUser();
    expect(userError).toBeNull();
    expect(current.user?.id).toBe(data.user?.id);

    const signedOut = await supabase.auth.signOut();
    expect(signedOut.error).toBeNull();
    const sessions = await backend.admin.query('select id from auth.sessions where user_id = $1', [data.user?.id]);
    expect(sessions).toEqual([]);
    // The old access token's session is gone: GoTrue answers session_not_found.
    const { error: afterLogout } = await supabase.auth.getUser(data.session?.access_token);
    expect(afterLogout?.name).toBe('AuthSessionMissingError');
  });

  it('[API-1] [AUTH-1] signs in with the password afterwards and refuses a duplicate sign-up', async () => {
    const email = uniqueEmail('again');
    await client().auth.signUp({ email, password: 'secret-123' });
    const { data, error } = await client().auth.signInWithPassword({ email, password: 'secret-123' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const duplicate = await client().auth.signUp({ email, password: 'secret-123' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('refuses a weak password and a malformed address with GoTrue error codes', async () => {
    const weak = await client().auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', name: 'AuthWeakPasswordError' });
    const malformed = await client().auth.signUp({ email: 'not-an-address', password: 'long enough' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'email_address_invalid' });
  });
});

describe('sign-in errors', () => {
  it('answers a wrong password with GoTrue\'s body: 400 invalid_credentials "Invalid login credentials"', async () => {
    const email = uniqueEmail('wrong');
    await client().auth.signUp({ email, password: 'right-password' });
    const { data, error } = await client().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });

    const raw = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'wrong-password' }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ code: 'invalid_credentials', error_code: 'invalid_credentials', msg: 'Invalid login credentials', message: 'Invalid login credentials' });
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const { error } = await client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'whatever-1' });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('rate limits repeated failed sign-ins with 429 over_request_rate_limit, even for the right password', async () => {
    const email = uniqueEmail('limited');
    await client().auth.signUp({ email, password: 'the-right-one' });
    for (let attempt = 0; attempt < FAILED_SIGN_IN_LIMIT; attempt += 1) {
      const { error } = await client().auth.signInWithPassword({ email, password: `wrong-${attempt}` });
      expect(error?.status).toBe(400);
    }
    const blocked = await client().auth.signInWithPassword({ email, password: 'the-right-one' });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // The count lives in Postgres, where another instance would read it too.
    // Counted per client address and account, so it is never a lock-out weapon elsewhere.
    const [row] = await backend.admin.query<{ failures: number }>(
      "select count(*)::int as failures from auth.sign_in_attempts where identifier like 'failed_sign_in:%:' || $1",
      [email],
    );
    expect(row?.failures).toBe(FAILED_SIGN_IN_LIMIT);
    // Another address is unaffected.
    const other = uniqueEmail('unaffected');
    await client().auth.signUp({ email: other, password: 'the-right-one' });
    expect((await client().auth.signInWithPassword({ email: other, password: 'the-right-one' })).error).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('[API-1] rotates on refresh, and reuse of a spent token revokes the whole session', async () => {
    const supabase = client();
    const email = uniqueEmail('rotate');
    const { data } = await supabase.auth.signUp({ email, password: 'rotate-me' });
    const first = data.session;
    if (!first) throw new Error('no session');

    const refreshed = await supabase.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session;
    expect(second?.refresh_token).toBeTruthy();
    expect(second?.refresh_token).not.toBe(first.refresh_token);
    expect(second?.user.id).toBe(first.user.id);

    // Let the reuse interval pass for the spent token (time travel by moving its timestamp back).
    await backend.admin.query(
      "update auth.refresh_tokens set updated_at = now() - make_interval(secs => $2 + 1) where revoked and user_id = $1",
      [first.user.id, REFRESH_TOKEN_REUSE_INTERVAL_SECONDS],
    );
    const reused = await client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // The session is gone, so the token issued by the legitimate refresh no longer works either.
    const afterRevocation = await client().auth.refreshSession({ refresh_token: second?.refresh_token ?? '' });
    expect(afterRevocation.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(await backend.admin.query('select id from auth.sessions where user_id = $1', [first.user.id])).toEqual([]);
  });

  it('lets two tabs refresh the same token at once without signing the user out', async () => {
    const email = uniqueEmail('tabs');
    const { data } = await client().auth.signUp({ email, password: 'two-tabs' });
    const token = data.session?.refresh_token ?? '';
    const [tabA, tabB] = await Promise.all([client().auth.refreshSession({ refresh_token: token }), client().auth.refreshSession({ refresh_token: token })]);
    expect(tabA.error).toBeNull();
    expect(tabB.error).toBeNull();
    expect(tabA.data.session?.refresh_token).not.toBe(tabB.data.session?.refresh_token);
    // Each tab's new token keeps working, and each is single-use in turn.
    for (const tab of [tabA, tabB]) {
      const next = await client().auth.refreshSession({ refresh_token: tab.data.session?.refresh_token ?? '' });
      expect(next.error).toBeNull();
    }
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'not-a-real-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('user updates', () => {
  it('[API-1] updates metadata and password; the new password signs in, the old one does not', async () => {
    const supabase = client();
    const email = uniqueEmail('update');
    await supabase.auth.signUp({ email, password: 'old-password', options: { data: { full_name: 'Before', plan: 'starter' } } });
    const { data, error } = await supabase.auth.updateUser({ password: 'new-password', data: { full_name: 'After', plan: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe('After');
    expect(data.user?.user_metadata).not.toHaveProperty('plan');
    expect((await client().auth.signInWithPassword({ email, password: 'old-password' })).error?.code).toBe('invalid_credentials');
    expect((await client().auth.signInWithPassword({ email, password: 'new-password' })).error).toBeNull();
    const same = await supabase.auth.updateUser({ password: 'new-password' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('changes the e-mail address after the new address confirms it', async () => {
    const supabase = client();
    const email = uniqueEmail('before');
    const next = uniqueEmail('after');
    await supabase.auth.signUp({ email, password: 'change-mail' });
    const { data, error } = await supabase.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    const mail = await latestMail(next);
    expect(mail.kind).toBe('email_change');
    const verified = await client().auth.verifyOtp({ email: next, token: mail.token, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(next);
    expect((await client().auth.signInWithPassword({ email: next, password: 'change-mail' })).error).toBeNull();
  });
});

describe('mail flows through the dev outbox', () => {
  it('[API-1] recovers a password: recover mails a code, verify gives a session, the new password works', async () => {
    const email = uniqueEmail('forgot');
    await client().auth.signUp({ email, password: 'forgotten-one' });
    const recovering = client();
    expect((await recovering.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset' })).error).toBeNull();
    const mail = await latestMail(email);
    expect(mail.kind).toBe('recovery');
    expect(mail.token).toMatch(/^\d{6}$/);
    expect(mail.link).toContain('/auth/v1/verify?token=');
    expect(mail.link).toContain(encodeURIComponent('http://localhost:3000/reset'));

    const { data, error } = await recovering.auth.verifyOtp({ email, token: mail.token, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await recovering.auth.updateUser({ password: 'remembered-one' })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: 'remembered-one' })).error).toBeNull();
    // A code works once.
    const again = await client().auth.verifyOtp({ email, token: mail.token, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('[API-1] signs in with an e-mail OTP and creates the user on first use', async () => {
    const email = uniqueEmail('otp');
    expect((await client().auth.signInWithOtp({ email, options: { data: { full_name: 'Otp User' } } })).error).toBeNull();
    const mail = await latestMail(email);
    const wrong = await client().auth.verifyOtp({ email, token: mail.token === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const { data, error } = await client().auth.verifyOtp({ email, token: mail.token, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.full_name).toBe('Otp User');

    // An unknown address with shouldCreateUser false gets the same answer as a registered one
    // (no enumeration), and no account and no mail.
    const unknown = uniqueEmail('no-create');
    const refused = await client().auth.signInWithOtp({ email: unknown, options: { shouldCreateUser: false } });
    expect(refused.error).toBeNull();
    expect(await backend.admin.query('select id from auth.users where email = $1', [unknown])).toEqual([]);
    expect(await backend.admin.query('select id from auth.dev_outbox where recipient = $1', [unknown])).toEqual([]);
  });

  it('follows a link from the outbox: GET /verify redirects with the session in the fragment', async () => {
    const email = uniqueEmail('link');
    await client().auth.signUp({ email, password: 'link-password' });
    await client().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/welcome' });
    const mail = await latestMail(email);
    const response = await fetch(mail.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/welcome');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const { data, error } = await client().auth.getUser(fragment.get('access_token') ?? '');
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });
});

describe('e-mail confirmation switched on', () => {
  let confirming: TestBackend;
  beforeAll(async () => {
    confirming = await startTestBackend({ mailerAutoconfirm: false });
  });
  afterAll(async () => {
    await confirming?.stop();
  });

  it('[API-1] returns the user without a session, refuses sign-in until the mailed code is verified, and resends', async () => {
    const supabase = createTestClient(confirming.url, confirming.anonKey);
    const email = uniqueEmail('confirm');
    const { data, error } = await supabase.auth.signUp({ email, password: 'confirm-me' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();

    const early = await supabase.auth.signInWithPassword({ email, password: 'confirm-me' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    expect((await supabase.auth.resend({ email, type: 'signup' })).error).toBeNull();
    const response = await fetch(`${confirming.url}/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${confirming.serviceRoleKey}` },
    });
    const mails = (await response.json()) as OutboxMail[];
    expect(mails.map((mail) => mail.kind)).toEqual(['confirmation', 'confirmation']);
    const latest = mails[0];
    if (!latest) throw new Error('no mail');
    const verified = await supabase.auth.verifyOtp({ email, token: latest.token, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect((await supabase.auth.signInWithPassword({ email, password: 'confirm-me' })).error).toBeNull();
  });
});

describe('tokens and settings', () => {
  it('refuses a forged or expired token on /user with 403 bad_jwt and a missing one with 401', async () => {
    const forged = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'bad_jwt' });
    const missing = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey } });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('serves GET /settings', async () => {
    const response = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: true, disable_signup: false });
  });
});

describe('admin API with the service_role key', () => {
  it('creates, lists, updates, bans and deletes users; refuses the anon key', async () => {
    const admin = createTestClient(backend.url, backend.serviceRoleKey).auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({ email, password: 'made-by-admin', email_confirm: true, user_metadata: { full_name: 'Made' } });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client().auth.signInWithPassword({ email, password: 'made-by-admin' })).error).toBeNull();

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.some((user) => user.id === id)).toBe(true);

    const updated = await admin.updateUserById(id, { user_metadata: { plan: 'scale' }, ban_duration: '24h' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Made', plan: 'scale' });
    expect((await client().auth.signInWithPassword({ email, password: 'made-by-admin' })).error).toMatchObject({ code: 'user_banned' });

    expect((await admin.getUserById(id)).data.user?.id).toBe(id);
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404 });

    const refused = await client().auth.admin.listUsers();
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('generates a recovery link whose code verifies', async () => {
    const email = uniqueEmail('linked');
    await client().auth.signUp({ email, password: 'link-me-up' });
    const admin = createTestClient(backend.url, backend.serviceRoleKey).auth.admin;
    const { data, error } = await admin.generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    expect(data.properties?.action_link).toContain('/auth/v1/verify?token=');
    const verified = await client().auth.verifyOtp({ token_hash: data.properties?.hashed_token ?? '', type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
  });
});

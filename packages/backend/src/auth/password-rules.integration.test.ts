// Weak passwords are refused with GoTrue's weak_password and its reasons (sign-up,
// password change); a password change needs the current password, a reauthentication nonce or a
// session signed in moments ago (GoTrue's secure password change); sign-up and OTP answers do not
// tell whether an address has an account.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { createTestClient } from '../../test/supabase-client.ts';

let backend: TestBackend;
let confirming: TestBackend;
let counter = 0;

beforeAll(async () => {
  [backend, confirming] = await Promise.all([startTestBackend(), startTestBackend({ mailerAutoconfirm: false })]);
});

afterAll(async () => {
  await Promise.all([backend?.stop(), confirming?.stop()]);
});

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Date.now()}@example.org`;
}

function client(on: TestBackend = backend): SupabaseClient {
  return createTestClient(on.url, on.anonKey);
}

async function signedIn(password = 'a-good-long-password'): Promise<{ supabase: SupabaseClient; email: string; token: string; userId: string }> {
  const supabase = client();
  const email = uniqueEmail('owner');
  const { data, error } = await supabase.auth.signUp({ email, password });
  expect(error).toBeNull();
  return { supabase, email, token: data.session?.access_token ?? '', userId: data.user?.id ?? '' };
}

/** Ages the user's sessions past the fresh-sign-in window (what a stolen token of yesterday looks like). */
async function ageSessions(userId: string): Promise<void> {
  await backend.admin.query("update auth.sessions set created_at = now() - interval '2 hours' where user_id = $1", [userId]);
}

async function putUser(token: string, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.url}/auth/v1/user`, {
    method: 'PUT',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('weak passwords', () => {
  const cases: Array<[string, string[]]> = [
    ['123456', ['length', 'pwned']],
    ['password', ['pwned']],
    ['        ', ['characters']],
    ['short-7', ['length']],
    ['aaaaaaaaaaaa', ['characters']],
  ];

  it('are refused at sign-up with weak_password and GoTrue\'s reasons', async () => {
    for (const [password, reasons] of cases) {
      const { data, error } = await client().auth.signUp({ email: uniqueEmail('weak'), password });
      expect(data.user, password).toBeNull();
      expect(error, password).toMatchObject({ status: 422, code: 'weak_password', name: 'AuthWeakPasswordError', reasons });
    }
  });

  it('are refused at a password change', async () => {
    const { token } = await signedIn();
    for (const [password, reasons] of cases) {
      const answer = await putUser(token, { password });
      expect(answer.status, password).toBe(422);
      expect(answer.body, password).toMatchObject({ code: 'weak_password', weak_password: { reasons } });
    }
  });

  it('a long, uncommon password is accepted', async () => {
    expect((await client().auth.signUp({ email: uniqueEmail('strong'), password: 'e2e-Password-123' })).error).toBeNull();
  });
});

describe('secure password change', () => {
  it('a session signed in long ago cannot change the password without proof: reauthentication_needed', async () => {
    const { token, userId, email } = await signedIn();
    await ageSessions(userId);
    const answer = await putUser(token, { password: 'taken-over-account' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'reauthentication_needed', message: 'Password update requires reauthentication' });
    expect((await client().auth.signInWithPassword({ email, password: 'a-good-long-password' })).error).toBeNull();
  });

  it('does not reveal through same_password whether a guess is the current password', async () => {
    const { token, userId } = await signedIn();
    await ageSessions(userId);
    const answer = await putUser(token, { password: 'a-good-long-password' });
    expect(answer.body).toMatchObject({ code: 'reauthentication_needed' });
  });

  it('the current password allows the change; a wrong one is refused', async () => {
    const { token, userId, email } = await signedIn();
    await ageSessions(userId);
    const wrong = await putUser(token, { password: 'my-next-password', current_password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'invalid_credentials' });
    const right = await putUser(token, { password: 'my-next-password', current_password: 'a-good-long-password' });
    expect(right.status).toBe(200);
    expect((await client().auth.signInWithPassword({ email, password: 'my-next-password' })).error).toBeNull();
  });

  it('the nonce mailed by reauthenticate allows the change; a wrong nonce is refused', async () => {
    const { supabase, token, userId, email } = await signedIn();
    await ageSessions(userId);
    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const [mail] = await backend.admin.query<{ token: string; kind: string }>('select token, kind from auth.dev_outbox where recipient = $1 order by id desc limit 1', [email]);
    expect(mail?.kind).toBe('reauthentication');
    const nonce = mail?.token ?? '';
    const wrong = await putUser(token, { password: 'after-reauth-password', nonce: nonce === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'reauthentication_not_valid' });
    const right = await putUser(token, { password: 'after-reauth-password', nonce });
    expect(right.status).toBe(200);
    expect((await client().auth.signInWithPassword({ email, password: 'after-reauth-password' })).error).toBeNull();
    // A nonce works once.
    expect((await putUser(token, { password: 'third-password-here', nonce })).body).toMatchObject({ code: 'reauthentication_not_valid' });
  });

  it('a fresh sign-in (a recovery link\'s session) changes it without the current password', async () => {
    const { token, email } = await signedIn();
    expect((await putUser(token, { password: 'fresh-session-password' })).status).toBe(200);
    expect((await client().auth.signInWithPassword({ email, password: 'fresh-session-password' })).error).toBeNull();
  });
});

describe('answers do not tell whether an address is registered', () => {
  it('sign-up of a registered address (confirmation on) answers like a new one', async () => {
    const taken = uniqueEmail('taken');
    const first = await client(confirming).auth.signUp({ email: taken, password: 'first-owner-password' });
    expect(first.error).toBeNull();
    await confirming.admin.query('update auth.users set email_confirmed_at = now() where email = $1', [taken]);

    const again = await client(confirming).auth.signUp({ email: taken, password: 'someone-else-password' });
    const fresh = await client(confirming).auth.signUp({ email: uniqueEmail('fresh'), password: 'someone-else-password' });
    expect(again.error).toBeNull();
    expect(fresh.error).toBeNull();
    expect(again.data.session).toBeNull();
    const shape = (user: typeof again.data.user) => ({
      keys: Object.keys(user ?? {}).sort(),
      identities: user?.identities?.length,
      confirmed: user?.email_confirmed_at ?? null,
      sent: Boolean(user?.confirmation_sent_at),
    });
    expect(shape(again.data.user)).toEqual(shape(fresh.data.user));
    expect(again.data.user?.id).not.toBe(first.data.user?.id);
    // The account is untouched: the owner's password still works, the intruder's does not.
    expect((await client(confirming).auth.signInWithPassword({ email: taken, password: 'first-owner-password' })).error).toBeNull();
    expect((await client(confirming).auth.signInWithPassword({ email: taken, password: 'someone-else-password' })).error?.code).toBe('invalid_credentials');
  });

  it('an OTP request that may not create a user answers alike for known and unknown addresses', async () => {
    const { email } = await signedIn();
    const known = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const unknown = await client().auth.signInWithOtp({ email: uniqueEmail('unknown'), options: { shouldCreateUser: false } });
    expect(known.error).toBeNull();
    expect(unknown.error).toBeNull();
    expect(unknown.data).toEqual(known.data);
  });
});

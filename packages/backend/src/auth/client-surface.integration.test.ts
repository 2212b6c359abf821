// Every `supabase.auth.*` call of the installed supabase-js that sends a request, through the
// unmodified client against the real server: either it works, or it gets GoTrue's own answer for
// that feature switched off (status and code), never a bare 404. Calls that send nothing
// (onAuthStateChange, getSession, startAutoRefresh, ...) are not here.
import { createClient } from '@supabase/supabase-js';
import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { createTestClient, installWebSocketGlobal } from '../../test/supabase-client.ts';

let backend: TestBackend;
let admin: SupabaseClient;
let counter = 0;
const PASSWORD = 'correct horse battery';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000001';

function client(): SupabaseClient {
  return createTestClient(backend.url, backend.anonKey);
}

/** A client with the options a call needs (the PKCE flow, the experimental passkey API). */
function clientWith(key: string, options: { flowType?: 'pkce'; passkey?: boolean }): SupabaseClient {
  installWebSocketGlobal();
  return createClient(backend.url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType,
      experimental: { passkey: options.passkey ?? false },
    },
  });
}

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Date.now()}@example.org`;
}

async function signedIn(label: string, supabase: SupabaseClient = client()): Promise<{ supabase: SupabaseClient; email: string }> {
  const email = uniqueEmail(label);
  const { error } = await supabase.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { supabase, email };
}

async function accessToken(supabase: SupabaseClient): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('no session');
  return token;
}

async function latestMail(email: string): Promise<{ kind: string; token: string; link: string }> {
  const response = await fetch(`${backend.url}/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${backend.serviceRoleKey}` } });
  const mails = (await response.json()) as { kind: string; token: string; link: string }[];
  const mail = mails[0];
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail;
}

function expectAuthError(error: AuthError | { code?: string } | null, status: number, code: string): void {
  expect(error).not.toBeNull();
  const seen = error as Partial<AuthError> | null;
  expect({ status: seen?.status, code: seen?.code }).toEqual({ status, code });
}

function codeFor(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

beforeAll(async () => {
  backend = await startTestBackend();
  admin = createTestClient(backend.url, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

describe('sign-up and sign-in', () => {
  it('signs up with an e-mail address and a password and gets a session', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await client().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.session?.access_token).toBeTruthy();
  });

  it('refuses a sign-up with a phone number as GoTrue does with the phone provider off', async () => {
    const { error } = await client().auth.signUp({ phone: '+15555550100', password: PASSWORD });
    expectAuthError(error, 400, 'phone_provider_disabled');
  });

  it('refuses an anonymous sign-in as GoTrue does with anonymous sign-ins off', async () => {
    const { data, error } = await client().auth.signInAnonymously();
    expectAuthError(error, 422, 'anonymous_provider_disabled');
    expect(error?.message).toBe('Anonymous sign-ins are disabled');
    expect(data.session).toBeNull();
  });

  it('signs in with an e-mail address and a password', async () => {
    const { email } = await signedIn('password');
    const { data, error } = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('refuses a sign-in with a phone number and a password as GoTrue does with phones off', async () => {
    const { error } = await client().auth.signInWithPassword({ phone: '+15555550100', password: PASSWORD });
    expectAuthError(error, 422, 'phone_provider_disabled');
  });

  it('builds the OAuth sign-in URL, whose page refuses the provider as not enabled', async () => {
    const { data, error } = await client().auth.signInWithOAuth({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(error).toBeNull();
    const response = await fetch(data.url ?? '', { redirect: 'manual', headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' });
  });

  it('refuses to exchange a PKCE code no flow state was stored for', async () => {
    const supabase = clientWith(backend.anonKey, { flowType: 'pkce' });
    await supabase.auth.signInWithOAuth({ provider: 'github', options: { skipBrowserRedirect: true } });
    const { error } = await supabase.auth.exchangeCodeForSession('a-code-nobody-issued');
    expectAuthError(error, 404, 'flow_state_not_found');
  });

  it('refuses an OpenID Connect ID token as GoTrue does for a provider that is not enabled', async () => {
    const { error } = await client().auth.signInWithIdToken({ provider: 'google', token: 'an.id.token' });
    expectAuthError(error, 400, 'provider_disabled');
  });

  it('refuses a Web3 wallet sign-in as GoTrue does with Web3 providers off', async () => {
    const { error } = await client().auth.signInWithWeb3({ chain: 'ethereum', message: 'example.org wants you to sign in', signature: '0x00' });
    expectAuthError(error, 422, 'web3_provider_disabled');
  });

  it('refuses a single sign-on as GoTrue does with SAML off', async () => {
    const { error } = await client().auth.signInWithSSO({ domain: 'example.org' });
    expectAuthError(error, 404, 'saml_provider_disabled');
  });
});

describe('codes and links by e-mail', () => {
  it('mails a one-time code that verifyOtp turns into a session', async () => {
    const { email } = await signedIn('otp');
    const { error } = await client().auth.signInWithOtp({ email });
    expect(error).toBeNull();
    const mail = await latestMail(email);
    const verified = await client().auth.verifyOtp({ email, token: mail.token, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });

  it('refuses a code by SMS as GoTrue does with the phone provider off', async () => {
    const { error } = await client().auth.signInWithOtp({ phone: '+15555550100' });
    expectAuthError(error, 400, 'phone_provider_disabled');
  });

  it('answers an SMS code as expired, since no SMS is ever sent', async () => {
    const { error } = await client().auth.verifyOtp({ phone: '+15555550100', token: '123456', type: 'sms' });
    expectAuthError(error, 403, 'otp_expired');
  });

  it('resends a sign-up confirmation', async () => {
    const { error } = await client().auth.resend({ type: 'signup', email: uniqueEmail('resend') });
    expect(error).toBeNull();
  });

  it('refuses to resend an SMS as GoTrue does with the phone provider off', async () => {
    const { error } = await client().auth.resend({ type: 'sms', phone: '+15555550100' });
    expectAuthError(error, 400, 'phone_provider_disabled');
  });

  it('mails a password recovery link', async () => {
    const { email } = await signedIn('recover');
    const { error } = await client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect((await latestMail(email)).kind).toBe('recovery');
  });

  it('mails a reauthentication nonce to the signed-in user', async () => {
    const { supabase, email } = await signedIn('reauth');
    const { error } = await supabase.auth.reauthenticate();
    expect(error).toBeNull();
    expect((await latestMail(email)).kind).toBe('reauthentication');
  });
});

describe('the signed-in user and the session', () => {
  it('reads the user, updates its metadata, and reads its claims', async () => {
    const { supabase, email } = await signedIn('user');
    const read = await supabase.auth.getUser();
    expect(read.data.user?.email).toBe(email);
    const updated = await supabase.auth.updateUser({ data: { full_name: 'Ada Lovelace' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Ada Lovelace' });
    const claims = await supabase.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({ email, role: 'authenticated' });
  });

  it('updates a phone number as GoTrue does without an SMS provider: its checks, the rest of the update kept, then 500 for the code', async () => {
    const { supabase } = await signedIn('phone');
    expectAuthError((await supabase.auth.updateUser({ phone: '12ab' })).error, 400, 'validation_failed');
    // supabase-js sends no channel; WhatsApp needs a Twilio provider.
    const whatsapp = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${await accessToken(supabase)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '+15555550100', channel: 'whatsapp' }),
    });
    expect(whatsapp.status).toBe(400);
    expect(await whatsapp.json()).toMatchObject({ code: 'validation_failed', message: "Invalid channel, supported values are 'sms' or 'whatsapp'" });
    // supabase-js reports any 500 as a retryable fetch error; GoTrue's body is read raw below.
    const { error } = await supabase.auth.updateUser({ phone: '+1 555 555 0100', data: { team: 'finance' } });
    expect(error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500 });
    const raw = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${await accessToken(supabase)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '+15555550100' }),
    });
    expect(raw.status).toBe(500);
    expect(await raw.json()).toMatchObject({ code: 'unexpected_failure', message: 'Unable to get SMS provider' });
    const user = (await supabase.auth.getUser()).data.user;
    expect(user?.user_metadata).toMatchObject({ team: 'finance' });
    expect(user?.phone).toBe('');
    expect(user).not.toHaveProperty('deleted_at');
  });

  it('refuses a phone number another user has (422 phone_exists)', async () => {
    const { data } = await admin.auth.admin.createUser({ email: uniqueEmail('phone-owner'), password: PASSWORD, email_confirm: true });
    await backend.admin.query("update auth.users set phone = '15555550199' where id = $1", [data.user?.id]);
    const { supabase } = await signedIn('phone-taker');
    expectAuthError((await supabase.auth.updateUser({ phone: '+15555550199' })).error, 422, 'phone_exists');
  });

  it('publishes an empty key set, so a symmetric token is checked with GET /user', async () => {
    const response = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`, { headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keys: [] });
  });

  it('sets a session from its tokens and refreshes it', async () => {
    const { supabase, email } = await signedIn('session');
    const { data } = await supabase.auth.getSession();
    const other = client();
    const set = await other.auth.setSession({ access_token: data.session?.access_token ?? '', refresh_token: data.session?.refresh_token ?? '' });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
    const refreshed = await other.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(data.session?.refresh_token);
  });

  it('signs out, after which the token no longer reads the user', async () => {
    const { supabase } = await signedIn('signout');
    const token = await accessToken(supabase);
    const { error } = await supabase.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    // supabase-js reports GoTrue's 403 session_not_found as a missing session.
    expect((await client().auth.getUser(token)).error?.name).toBe('AuthSessionMissingError');
  });

  it('lists the e-mail identity as the only one', async () => {
    const { supabase } = await signedIn('identities');
    const { data, error } = await supabase.auth.getUserIdentities();
    expect(error).toBeNull();
    expect(data?.identities.map((identity) => identity.provider)).toEqual(['email']);
  });

  it('refuses to unlink the only identity as GoTrue does', async () => {
    const { supabase } = await signedIn('unlink');
    const { data } = await supabase.auth.getUserIdentities();
    const identity = data?.identities[0];
    if (!identity) throw new Error('no identity');
    const { error } = await supabase.auth.unlinkIdentity(identity);
    expectAuthError(error, 422, 'single_identity_not_deletable');
  });

  it('refuses to link an OAuth identity whose provider is not enabled', async () => {
    const { supabase } = await signedIn('link');
    const { error } = await supabase.auth.linkIdentity({ provider: 'google' });
    expectAuthError(error, 400, 'validation_failed');
    expect(error?.message).toBe('Unsupported provider: provider is not enabled');
  });

  it('refuses to link an ID token whose provider is not enabled', async () => {
    const { supabase } = await signedIn('link-token');
    const { error } = await supabase.auth.linkIdentity({ provider: 'google', token: 'an.id.token' });
    expectAuthError(error, 400, 'provider_disabled');
  });
});

describe('multi-factor', () => {
  it('enrolls an authenticator app, verifies it, lists it at aal2, and unenrolls it', async () => {
    const { supabase } = await signedIn('mfa');
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (!enrolled.data) throw new Error('no enrollment');
    const challenged = await supabase.auth.mfa.challenge({ factorId: enrolled.data.id });
    if (!challenged.data) throw new Error('no challenge');
    const verified = await supabase.auth.mfa.verify({ factorId: enrolled.data.id, challengeId: challenged.data.id, code: codeFor(enrolled.data.totp.secret) });
    expect(verified.error).toBeNull();
    const listed = await supabase.auth.mfa.listFactors();
    expect(listed.data?.totp.map((factor) => factor.id)).toEqual([enrolled.data.id]);
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal2');
    const removed = await supabase.auth.mfa.unenroll({ factorId: enrolled.data.id });
    expect(removed.error).toBeNull();
  });

  it('verifies a challenge in one call with challengeAndVerify', async () => {
    const { supabase } = await signedIn('mfa-once');
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    if (!enrolled.data) throw new Error('no enrollment');
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: codeFor(enrolled.data.totp.secret) });
    expect(error).toBeNull();
  });

  it('refuses phone and WebAuthn factors as GoTrue does with their enrollment off', async () => {
    const { supabase } = await signedIn('mfa-off');
    expectAuthError((await supabase.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' })).error, 422, 'mfa_phone_enroll_not_enabled');
    expectAuthError((await supabase.auth.mfa.webauthn.enroll({ friendlyName: 'Key' })).error, 422, 'mfa_webauthn_enroll_not_enabled');
  });

  it('finds no WebAuthn factor to challenge or verify, since none can be enrolled', async () => {
    const { supabase } = await signedIn('mfa-webauthn');
    const webauthn = supabase.auth.mfa.webauthn;
    expectAuthError((await webauthn.challenge({ factorId: UNKNOWN_ID, webauthn: { rpId: 'localhost', rpOrigins: ['http://localhost'] } })).error, 404, 'mfa_factor_not_found');
    // What a browser's PublicKeyCredential serialises to; no factor matches it anyway.
    const credential = { toJSON: () => ({ id: 'a-credential', rawId: 'a-credential', type: 'public-key', response: {}, clientExtensionResults: {} }) } as never;
    const verified = await webauthn.verify({ factorId: UNKNOWN_ID, challengeId: UNKNOWN_ID, webauthn: { type: 'request', rpId: 'localhost', credential_response: credential } });
    expectAuthError(verified.error, 404, 'mfa_factor_not_found');
  });
});

describe('the OAuth 2.1 server and passkeys, both off', () => {
  it('answers every consent-page call with GoTrue\'s disabled OAuth server', async () => {
    const { supabase } = await signedIn('oauth');
    expectAuthError((await supabase.auth.oauth.getAuthorizationDetails('an-authorization')).error, 404, 'feature_disabled');
    expectAuthError((await supabase.auth.oauth.approveAuthorization('an-authorization', { skipBrowserRedirect: true })).error, 404, 'feature_disabled');
    expectAuthError((await supabase.auth.oauth.denyAuthorization('an-authorization', { skipBrowserRedirect: true })).error, 404, 'feature_disabled');
    expectAuthError((await supabase.auth.oauth.listGrants()).error, 404, 'feature_disabled');
    expectAuthError((await supabase.auth.oauth.revokeGrant({ clientId: 'a-client' })).error, 404, 'feature_disabled');
  });

  it('answers every passkey call with GoTrue\'s disabled passkeys', async () => {
    const { supabase } = await signedIn('passkey', clientWith(backend.anonKey, { passkey: true }));
    const credential = {} as never;
    expectAuthError((await supabase.auth.passkey.startRegistration()).error, 404, 'passkey_disabled');
    expectAuthError((await supabase.auth.passkey.verifyRegistration({ challengeId: UNKNOWN_ID, credential })).error, 404, 'passkey_disabled');
    expectAuthError((await supabase.auth.passkey.startAuthentication()).error, 404, 'passkey_disabled');
    expectAuthError((await supabase.auth.passkey.verifyAuthentication({ challengeId: UNKNOWN_ID, credential })).error, 404, 'passkey_disabled');
    expectAuthError((await supabase.auth.passkey.list()).error, 404, 'passkey_disabled');
    expectAuthError((await supabase.auth.passkey.update({ passkeyId: UNKNOWN_ID, friendlyName: 'Laptop' })).error, 404, 'passkey_disabled');
    expectAuthError((await supabase.auth.passkey.delete({ passkeyId: UNKNOWN_ID })).error, 404, 'passkey_disabled');
  });
});

describe('the admin API', () => {
  it('creates, lists, reads, updates and deletes a user', async () => {
    const email = uniqueEmail('admin');
    const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const id = created.data.user?.id ?? '';
    expect(created.error).toBeNull();
    const listed = await admin.auth.admin.listUsers({ perPage: 1000 });
    expect(listed.data.users.some((user) => user.id === id)).toBe(true);
    expect((await admin.auth.admin.getUserById(id)).data.user?.email).toBe(email);
    const updated = await admin.auth.admin.updateUserById(id, { user_metadata: { role: 'treasurer' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ role: 'treasurer' });
    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    expectAuthError((await admin.auth.admin.getUserById(id)).error, 404, 'user_not_found');
  });

  it('answers a delete with {} as GoTrue does', async () => {
    const { data } = await admin.auth.admin.createUser({ email: uniqueEmail('hard-delete'), password: PASSWORD, email_confirm: true });
    const response = await fetch(`${backend.url}/auth/v1/admin/users/${data.user?.id}`, {
      method: 'DELETE',
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('soft-deletes a user as GoTrue does: deleted_at set, addresses and identities obfuscated, no sign-in', async () => {
    const email = uniqueEmail('soft-delete');
    const { data } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: { full_name: 'Ada' } });
    const id = data.user?.id ?? '';
    const supabase = client();
    expect((await supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await admin.auth.admin.deleteUser(id, true)).error).toBeNull();
    const read = await admin.auth.admin.getUserById(id);
    expect(read.error).toBeNull();
    const user = read.data.user;
    expect(user?.deleted_at).toEqual(expect.any(String));
    expect(user?.email).not.toBe(email);
    expect(user?.email).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user?.user_metadata).toEqual({});
    expect(user?.app_metadata).toEqual({});
    expect(user?.identities?.[0]?.identity_data).toEqual({});
    expect(user?.identities?.[0]?.id).not.toBe(id);
    expectAuthError((await client().auth.signInWithPassword({ email, password: PASSWORD })).error, 400, 'invalid_credentials');
    expect((await supabase.auth.refreshSession()).error).not.toBeNull();
    // Soft-deleting again changes nothing; a new account may take the address.
    expect((await admin.auth.admin.deleteUser(id, true)).error).toBeNull();
    expect((await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })).error).toBeNull();
  });

  it('invites a user by e-mail, whose mailed code confirms the address and signs in', async () => {
    const email = uniqueEmail('invite');
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, { data: { full_name: 'Grace Hopper' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Grace Hopper' } });
    expect(data.user?.invited_at).toBeTruthy();
    const mail = await latestMail(email);
    expect(mail.kind).toBe('invite');
    const verified = await client().auth.verifyOtp({ email, token: mail.token, type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expectAuthError((await admin.auth.admin.inviteUserByEmail(email)).error, 422, 'email_exists');
  });

  it('generates a magic link for an existing user and an invite link for a new one', async () => {
    const { email } = await signedIn('link-admin');
    const magic = await admin.auth.admin.generateLink({ type: 'magiclink', email });
    expect(magic.data.properties?.verification_type).toBe('magiclink');
    const invited = await admin.auth.admin.generateLink({ type: 'invite', email: uniqueEmail('link-invite') });
    expect(invited.error).toBeNull();
    expect(invited.data.properties?.action_link).toContain('type=invite');
  });

  it('signs a user out by their access token', async () => {
    const { supabase } = await signedIn('admin-signout');
    const token = await accessToken(supabase);
    expect((await admin.auth.admin.signOut(token, 'global')).error).toBeNull();
    expect((await client().auth.getUser(token)).error?.name).toBe('AuthSessionMissingError');
  });

  it('lists a user\'s factors and refuses to delete one that does not exist', async () => {
    const { supabase } = await signedIn('admin-mfa');
    const id = (await supabase.auth.getUser()).data.user?.id ?? '';
    const listed = await admin.auth.admin.mfa.listFactors({ userId: id });
    expect(listed.data?.factors).toEqual([]);
    expectAuthError((await admin.auth.admin.mfa.deleteFactor({ userId: id, id: UNKNOWN_ID })).error, 404, 'mfa_factor_not_found');
  });

  it('lists no passkeys for a user and finds none to delete', async () => {
    const passkeyAdmin = clientWith(backend.serviceRoleKey, { passkey: true });
    const { supabase } = await signedIn('admin-passkey');
    const userId = (await supabase.auth.getUser()).data.user?.id ?? '';
    const listed = await passkeyAdmin.auth.admin.passkey.listPasskeys({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([]);
    expectAuthError((await passkeyAdmin.auth.admin.passkey.deletePasskey({ userId, passkeyId: UNKNOWN_ID })).error, 404, 'validation_failed');
  });

  it('answers every OAuth client call with GoTrue\'s disabled OAuth server', async () => {
    const oauth = admin.auth.admin.oauth;
    expectAuthError((await oauth.listClients()).error, 404, 'feature_disabled');
    expectAuthError((await oauth.createClient({ client_name: 'Reports', redirect_uris: ['https://example.org/callback'] })).error, 404, 'feature_disabled');
    expectAuthError((await oauth.getClient('a-client')).error, 404, 'feature_disabled');
    expectAuthError((await oauth.updateClient('a-client', { client_name: 'Reports' })).error, 404, 'feature_disabled');
    expectAuthError((await oauth.deleteClient('a-client')).error, 404, 'feature_disabled');
    expectAuthError((await oauth.regenerateClientSecret('a-client')).error, 404, 'feature_disabled');
  });

  it('answers every custom provider call with GoTrue\'s disabled custom providers', async () => {
    const providers = admin.auth.admin.customProviders;
    const provider = { provider_type: 'oidc' as const, identifier: 'custom:acme', name: 'Acme', client_id: 'id', client_secret: 'secret' };
    expectAuthError((await providers.listProviders()).error, 404, 'feature_disabled');
    expectAuthError((await providers.createProvider(provider)).error, 404, 'feature_disabled');
    expectAuthError((await providers.getProvider('custom:acme')).error, 404, 'feature_disabled');
    expectAuthError((await providers.updateProvider('custom:acme', { name: 'Acme' })).error, 404, 'feature_disabled');
    expectAuthError((await providers.deleteProvider('custom:acme')).error, 404, 'feature_disabled');
  });
});

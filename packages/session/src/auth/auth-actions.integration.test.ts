// The session's auth (configureSession's client, the auth actions, the auth listener) against the
// real backend and Postgres: what the page's one supabase client does with a real session.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient, installWebSocketGlobal } from '@missionbase/backend/test/supabase-client';
import { configureSession, getSupabase } from '../client';
import { authLoadingAtom, loadingAtom, sessionAtom, sessionStore } from '../atoms';
import { registerSessionHost } from '../session-host';
import type { ToastRequest } from '../session-host';
import { signIn, signOut, signUp } from './auth-actions';
import { startAuthListener } from './auth-listener';
import { SIGN_OUT_FAILED_TITLE } from '../organization/organization-messages';

let backend: TestBackend;
let backendRunning = false;
let counter = 0;

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Date.now()}@example.org`;
}

function signUpInput(email: string, password: string) {
  return { email, password, fullName: 'Ada Session', organizationName: 'Session Pantry' };
}

/** The latest mail the dev outbox holds for an address (the backend's own test mailbox). */
async function latestMailToken(email: string): Promise<string> {
  const response = await fetch(`${backend.url}/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${backend.serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  const [mail] = (await response.json()) as Array<{ token: string }>;
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail.token;
}

beforeAll(async () => {
  backend = await startTestBackend();
  backendRunning = true;
  // Node 20 has no WebSocket, which supabase-js's realtime needs at creation (a browser has one).
  installWebSocketGlobal();
  configureSession({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
}, 180_000);

afterAll(async () => {
  if (backendRunning) await backend.stop();
}, 60_000);

describe('the stored session', () => {
  it('[AUTH-4] the app is loading until the listener has read the stored session, which it then holds', async () => {
    // Another client makes the account; the page's client signs in before the listener starts, so
    // the session sits only in the client's storage (as after a reload).
    const email = uniqueEmail('stored');
    expect((await createTestClient(backend.url, backend.anonKey).auth.signUp({ email, password: 'stored-password-1' })).error).toBeNull();
    const { data, error } = await getSupabase().auth.signInWithPassword({ email, password: 'stored-password-1' });
    expect(error).toBeNull();
    expect(sessionStore.get(loadingAtom)).toBe(true);
    expect(sessionStore.get(sessionAtom)).toBeNull();

    startAuthListener();
    // INITIAL_SESSION arrives asynchronously: still loading right after the start.
    expect(sessionStore.get(loadingAtom)).toBe(true);
    await vi.waitFor(() => expect(sessionStore.get(loadingAtom)).toBe(false));
    expect(sessionStore.get(sessionAtom)?.access_token).toBe(data.session?.access_token);
    expect(sessionStore.get(sessionAtom)?.user.email).toBe(email);

    await getSupabase().auth.signOut();
    expect(sessionStore.get(sessionAtom)).toBeNull();
  }, 60_000);
});

describe('auth actions', () => {
  it('[AUTH-1] signs up with e-mail and password, signs out, and signs in again with them', async () => {
    const email = uniqueEmail('founder');
    const created = await signUp(signUpInput(email, 'founder-password-1'));
    expect(created.error).toBeNull();
    expect(created.session?.access_token).toBeTruthy();
    expect(sessionStore.get(sessionAtom)?.user.email).toBe(email);
    const userId = created.user?.id;

    expect((await signOut()).error).toBeNull();
    expect(sessionStore.get(sessionAtom)).toBeNull();

    const again = await signIn(email, 'founder-password-1');
    expect(again.error).toBeNull();
    expect(again.user?.id).toBe(userId);
    expect(sessionStore.get(sessionAtom)?.user.id).toBe(userId);
    // The session is the backend's: it reads the user with it.
    const { data: current } = await getSupabase().auth.getUser();
    expect(current.user?.id).toBe(userId);
    await signOut();
  }, 60_000);

  it('[AUTH-4] authLoading is on while sign-up, sign-in and sign-out run, and off once each ends', async () => {
    const email = uniqueEmail('loading');
    const actions: Array<[string, () => Promise<unknown>]> = [
      ['sign-up', () => signUp(signUpInput(email, 'loading-password-1'))],
      ['sign-out', () => signOut()],
      ['sign-in', () => signIn(email, 'loading-password-1')],
      ['sign-out again', () => signOut()],
    ];
    for (const [name, action] of actions) {
      expect(sessionStore.get(authLoadingAtom), `${name} before`).toBe(false);
      const pending = action();
      expect(sessionStore.get(authLoadingAtom), `${name} while it runs`).toBe(true);
      await pending;
      expect(sessionStore.get(authLoadingAtom), `${name} after`).toBe(false);
    }
  }, 60_000);

  it('[AUTH-9] the server refusing a sign-up (duplicate, weak password) is thrown to the caller', async () => {
    const email = uniqueEmail('twice');
    await signUp(signUpInput(email, 'twice-password-1'));
    await signOut();
    await expect(signUp(signUpInput(email, 'twice-password-1'))).rejects.toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    expect(sessionStore.get(authLoadingAtom)).toBe(false);
    await expect(signUp(signUpInput(uniqueEmail('weak'), '123'))).rejects.toMatchObject({ status: 422, code: 'weak_password' });
    expect(sessionStore.get(sessionAtom)).toBeNull();
  }, 60_000);
});

describe('auth events from the backend', () => {
  it('[AUTH-5] SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, SIGNED_OUT and PASSWORD_RECOVERY each leave the session state in step', async () => {
    const email = uniqueEmail('events');
    expect((await createTestClient(backend.url, backend.anonKey).auth.signUp({ email, password: 'events-password-1' })).error).toBeNull();
    const events: AuthChangeEvent[] = [];
    const { data: listener } = getSupabase().auth.onAuthStateChange((event) => {
      if (event !== 'INITIAL_SESSION') events.push(event);
    });
    try {
      // The client's own calls, not the actions: only the listener can move the atoms here.
      const signedIn = await getSupabase().auth.signInWithPassword({ email, password: 'events-password-1' });
      expect(sessionStore.get(sessionAtom)?.access_token).toBe(signedIn.data.session?.access_token);

      const refreshed = await getSupabase().auth.refreshSession();
      // The refresh token rotates (an access token made in the same second may read the same).
      expect(refreshed.data.session?.refresh_token).not.toBe(signedIn.data.session?.refresh_token);
      expect(sessionStore.get(sessionAtom)?.refresh_token).toBe(refreshed.data.session?.refresh_token);

      await getSupabase().auth.updateUser({ data: { full_name: 'Renamed In Session' } });
      expect(sessionStore.get(sessionAtom)?.user.user_metadata.full_name).toBe('Renamed In Session');

      await getSupabase().auth.signOut();
      expect(sessionStore.get(sessionAtom)).toBeNull();

      expect((await getSupabase().auth.resetPasswordForEmail(email)).error).toBeNull();
      const recovered = await getSupabase().auth.verifyOtp({ email, token: await latestMailToken(email), type: 'recovery' });
      expect(recovered.error).toBeNull();
      expect(sessionStore.get(sessionAtom)?.user.email).toBe(email);
      expect(sessionStore.get(loadingAtom)).toBe(false);

      expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT', 'PASSWORD_RECOVERY']);
    } finally {
      listener.subscription.unsubscribe();
      await getSupabase().auth.signOut();
    }
  }, 60_000);
});

describe('the bearer', () => {
  it('[AUTH-12] before a session exists the anonymous key is the bearer; after sign-in the access token is', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const bearerOfLastRpc = (): string | null => {
      const call = fetchSpy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/rest/v1/rpc/')).at(-1);
      if (!call) return null;
      const [input, init] = call;
      return new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('authorization');
    };
    try {
      expect(sessionStore.get(sessionAtom)).toBeNull();
      const anonymous = await getSupabase().rpc('get_user_dashboard_data');
      expect(bearerOfLastRpc()).toBe(`Bearer ${backend.anonKey}`);
      // The backend took it as anon: the signed-in-only RPC is refused.
      expect(anonymous.error).not.toBeNull();

      const email = uniqueEmail('bearer');
      const { session } = await signUp(signUpInput(email, 'bearer-password-1'));
      const signedIn = await getSupabase().rpc('get_user_dashboard_data');
      expect(bearerOfLastRpc()).toBe(`Bearer ${session?.access_token}`);
      expect(signedIn.error).toBeNull();
    } finally {
      fetchSpy.mockRestore();
      await signOut();
    }
  }, 60_000);
});

describe('sign-out failure', () => {
  it('[AUTH-8] a sign-out the backend cannot answer toasts Sign out Failed with the message and keeps the session', async () => {
    const toasts: ToastRequest[] = [];
    const restoreHost = registerSessionHost({ toast: (request) => toasts.push(request), navigate: () => undefined });
    try {
      const email = uniqueEmail('stuck');
      await signUp(signUpInput(email, 'stuck-password-1'));
      const session = sessionStore.get(sessionAtom);
      expect(session).not.toBeNull();
      // The backend goes away (last test of the file): the logout call fails on the network.
      await backend.stop();
      backendRunning = false;

      const { error } = await signOut();
      expect(error?.message).toBeTruthy();
      expect(toasts).toEqual([{ title: SIGN_OUT_FAILED_TITLE, description: error?.message, variant: 'destructive' }]);
      expect(SIGN_OUT_FAILED_TITLE).toBe('Sign out Failed');
      expect(sessionStore.get(sessionAtom)).toBe(session);
      expect(sessionStore.get(authLoadingAtom)).toBe(false);
    } finally {
      restoreHost();
    }
  }, 60_000);
});

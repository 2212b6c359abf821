// Throwaway accounts for shell tests: each test signs up its own user (so its organizations,
// subscription and notifications are its own), a service-role client changes the database the way
// another session or the billing webhook would, and the browser starts with the user's session as
// the /login form leaves it (the form has specs of its own).
import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { apiKeysFor } from '../../packages/backend/src/auth/jwt.ts';
import { LOCAL_JWT_SECRET } from '../../packages/backend/src/config.ts';
import { LOCAL_ANON_KEY } from '../../scripts/lib/apps.mjs';
import { API_URL, SHELL_URL } from './env.ts';

/** What context.storageState() returns and context.setStorageState() takes. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface TestAccount {
  email: string;
  password: string;
  userId: string;
  /** The organization the sign-up provisioned, or null when signed up without one. */
  organizationId: string | null;
  organizationName: string | null;
  /** supabase-js signed in as this user (a second session, not the browser's). */
  client: SupabaseClient;
}

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * These Node clients only write data; the browser is the one listening. realtime-js wants a
 * WebSocket class up front and Node 20 has none, so it gets one that refuses to be used.
 */
class NoRealtimeInTestClients {
  constructor() {
    throw new Error('E2E_NO_REALTIME: the test clients of e2e/support/accounts.ts do not open realtime channels');
  }
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoRealtimeInTestClients as unknown as Transport },
};

/** Bypasses RLS: what server code (webhooks, jobs) or an administrator would do. */
export function serviceClient(): SupabaseClient {
  return createClient(API_URL, apiKeysFor(LOCAL_JWT_SECRET).serviceRoleKey, clientOptions);
}

/** Signs a new user up; with an organization name the database provisions a trialing organization. */
export async function createAccount(label: string, organizationName: string | null = `${label} Org`): Promise<TestAccount> {
  const email = `${label}-${randomUUID().slice(0, 8)}@missionbase.test`;
  const password = 'e2e-Password-123';
  const client = createClient(API_URL, LOCAL_ANON_KEY, clientOptions);
  const { error: signUpError } = await client.auth.signUp({
    email,
    password,
    options: { data: organizationName ? { full_name: label, organization_name: organizationName } : { full_name: label } },
  });
  if (signUpError) throw signUpError;
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  const memberships = await serviceClient().from('organization_members').select('organization_id').eq('user_id', data.user.id);
  if (memberships.error) throw memberships.error;
  return {
    email,
    password,
    userId: data.user.id,
    organizationId: memberships.data[0]?.organization_id ?? null,
    organizationName,
    client,
  };
}

/** Creates another organization the account owns (the create_organization RPC, as the user). */
export async function addOrganization(account: TestAccount, name: string): Promise<string> {
  const { data, error } = await account.client.rpc('create_organization', { p_name: name });
  if (error) throw error;
  if (typeof data !== 'string') throw new Error('create_organization returned no id');
  return data;
}

/**
 * The browser storage a sign-in leaves (the supabase session in localStorage, nothing else): a new
 * session of the account, signed in through the auth API as the /login form does. Its own session,
 * so the account's Node client keeps its own tokens.
 */
export async function signedInStorageOf(account: Pick<TestAccount, 'email' | 'password'>, extra: Record<string, string> = {}): Promise<StorageState> {
  const storage = new Map<string, string>();
  const client = createClient(API_URL, LOCAL_ANON_KEY, {
    ...clientOptions,
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      storage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value), removeItem: (key: string) => void storage.delete(key) },
    },
  });
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error) throw error;
  for (const [key, value] of Object.entries(extra)) storage.set(key, value);
  return { cookies: [], origins: [{ origin: SHELL_URL, localStorage: [...storage].map(([name, value]) => ({ name, value })) }] };
}

/**
 * Gives the page the account's session, as signing in through /login leaves it, and opens nothing:
 * the page's next navigation to the app starts signed in (the session is written into the app's
 * localStorage before its scripts run, on that navigation only, so a later sign-out stays signed
 * out). The form itself has its own specs (shell/a-visitor-signs-up-and-signs-in-with-e-mail-and-
 * password, shell/auth-messages); the others start signed in without paying for the login page and
 * the dashboard before their own page.
 */
export async function startSessionAs(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  const [origin] = (await signedInStorageOf(account)).origins;
  if (!origin) throw new Error('E2E_NO_SESSION: the sign-in stored nothing');
  const once = `missionbase.e2e.session-written.${randomUUID()}`;
  await page.addInitScript(
    ({ items, once, shellOrigin }) => {
      if (window.location.origin !== shellOrigin || window.sessionStorage.getItem(once)) return;
      window.sessionStorage.setItem(once, 'yes');
      for (const { name, value } of items) window.localStorage.setItem(name, value);
    },
    { items: origin.localStorage, once, shellOrigin: origin.origin },
  );
}

/** Signed in as the account on its dashboard, where the /login form leads (see startSessionAs). */
export async function signInAs(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await startSessionAs(page, account);
  await page.goto('/app');
  await page.waitForURL(/\/app(\/|$)/);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

// The session's data calls of SPEC section 7 against the real backend and Postgres: the two RPCs
// as the loaders make them, and the organization's realtime channel as the session opens it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { installWebSocketGlobal } from '@missionbase/backend/test/supabase-client';
import { configureSession, getSupabase } from '../client';
import { sessionStore } from '../atoms';
import { signUp } from '../auth/auth-actions';
import { startAuthListener } from '../auth/auth-listener';
import { activeOrganizationIdAtom, dashboardDataAtom, organizationDataAtom } from './organization-atoms';
import { loadDashboardData, loadOrganizationData } from './organization-loaders';
import { subscribeToOrganizationChanges } from '../realtime/organization-realtime';

let backend: TestBackend;
let organizationId = '';
let secondOrganizationId = '';
const rpcCalls: Array<{ name: string; body: unknown }> = [];

beforeAll(async () => {
  backend = await startTestBackend();
  installWebSocketGlobal();
  configureSession({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
  startAuthListener();
  const { user } = await signUp({ email: `calls-${Date.now()}@example.org`, password: 'calls-password-1', fullName: 'Cal Calls', organizationName: 'Calls Pantry' });
  const [member] = await backend.admin.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [user?.id]);
  organizationId = member?.organization_id ?? '';
  const second = await getSupabase().rpc('create_organization', { p_name: 'Calls Second Pantry' });
  expect(second.error).toBeNull();
  const [other] = await backend.admin.query<{ organization_id: string }>(
    'select organization_id from public.organization_members where user_id = $1 and organization_id <> $2',
    [user?.id, organizationId],
  );
  secondOrganizationId = other?.organization_id ?? '';

  // Every RPC the session sends, with its payload (the platform's fetch, called through).
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const match = /\/rest\/v1\/rpc\/([a-z_]+)/.exec(url);
    if (match?.[1]) rpcCalls.push({ name: match[1], body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    return realFetch(input, init);
  });
}, 180_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await getSupabase().removeAllChannels();
  await backend?.stop();
}, 60_000);

function callsOf(name: string) {
  return rpcCalls.filter((call) => call.name === name);
}

describe('the two RPCs', () => {
  it('[API-2] get_user_dashboard_data, sent without a payload, gives organizations, subscriptions and notifications', async () => {
    await loadDashboardData();
    const [call] = callsOf('get_user_dashboard_data');
    expect(call?.body ?? {}).toEqual({});
    const data = sessionStore.get(dashboardDataAtom);
    expect(Object.keys(data ?? {}).sort()).toEqual(['notifications', 'organizations', 'subscriptions']);
    expect(data?.organizations.map((organization) => organization.name).sort()).toEqual(['Calls Pantry', 'Calls Second Pantry']);
    expect(data?.subscriptions.find((subscription) => subscription.organization_id === organizationId)?.status).toBe('trialing');
    expect(data?.notifications.some((notification) => notification.organization_id === organizationId)).toBe(true);
    expect(Object.keys(data?.notifications[0] ?? {})).toEqual(expect.arrayContaining(['id', 'organization_id', 'title', 'message', 'link', 'is_read', 'created_at']));
  }, 60_000);

  it('[API-3] get_organization_data(p_organization_id) gives the bundle of spec section 3', async () => {
    const inserted = await backend.admin.query<{ id: string }>(
      `insert into public.transactions (organization_id, type, amount, account_id, description)
       select $1, 'Income', 40, id, 'Gift' from public.accounts where organization_id = $1 and code = '4010' returning id`,
      [organizationId],
    );
    expect(inserted).toHaveLength(1);
    await loadOrganizationData(organizationId);
    expect(callsOf('get_organization_data').at(-1)?.body).toEqual({ p_organization_id: organizationId });
    const bundle = sessionStore.get(organizationDataAtom);
    for (const key of [
      'funds', 'accounts', 'account_categories', 'account_types', 'account_descriptions', 'projects', 'transactions',
      'invoices', 'bills', 'donations', 'journal_entries', 'employees', 'purchase_requests', 'purchase_orders',
      'inventory', 'budgets', 'organization_settings',
    ]) {
      expect(bundle, key).toHaveProperty(key);
    }
    expect(bundle?.transactions.map((transaction) => transaction.description)).toEqual(['Gift']);
    expect(bundle?.journal_entries[0]?.journal_entry_lines).toHaveLength(2);
    expect(bundle?.accounts.every((account) => account.organization_id === organizationId)).toBe(true);
  }, 60_000);
});

describe('realtime', () => {
  it('[API-4] the organization channel hears every event of its subscriptions and notifications, not another organization\'s', async () => {
    sessionStore.set(activeOrganizationIdAtom, organizationId);
    const unsubscribe = subscribeToOrganizationChanges(organizationId);
    try {
      await vi.waitFor(() => expect(getSupabase().getChannels().map((channel) => channel.state)).toEqual(['joined']), { timeout: 10_000 });
      const dashboardLoads = () => callsOf('get_user_dashboard_data').length;
      const notificationTitles = () => (sessionStore.get(dashboardDataAtom)?.notifications ?? []).map((notification) => notification.title);

      // Another organization of the same user: filtered out, nothing reloads.
      const before = dashboardLoads();
      await backend.admin.query(`insert into public.notifications (organization_id, title, message) values ($1, 'Elsewhere', 'not this one')`, [secondOrganizationId]);
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // delivery plus the 250 ms settle, with room
      expect(dashboardLoads()).toBe(before);

      // INSERT, UPDATE and DELETE of this organization's rows each reload the dashboard data.
      const [note] = await backend.admin.query<{ id: string }>(`insert into public.notifications (organization_id, title, message) values ($1, 'Invoice paid', 'INV-1') returning id`, [organizationId]);
      await vi.waitFor(() => expect(notificationTitles()).toContain('Invoice paid'), { timeout: 10_000 });
      await backend.admin.query(`update public.subscriptions set status = 'active' where organization_id = $1`, [organizationId]);
      await vi.waitFor(() => expect(sessionStore.get(dashboardDataAtom)?.subscriptions.find((s) => s.organization_id === organizationId)?.status).toBe('active'), { timeout: 10_000 });
      await backend.admin.query('delete from public.notifications where id = $1', [note?.id]);
      await vi.waitFor(() => expect(notificationTitles()).not.toContain('Invoice paid'), { timeout: 10_000 });
      expect(dashboardLoads()).toBeGreaterThanOrEqual(before + 3);
    } finally {
      unsubscribe();
    }
  }, 60_000);
});

// The demo seed as the backend runs it on first start: a complete, balanced ledger across every
// money document, data in every table, two organizations for the demo user who signs in through
// supabase-js and loads them, and a second run that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import { productWorker } from '@missionbase/worker/src/mount';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';
import { DEMO_EMAIL, DEMO_ORGANIZATION, DEMO_PASSWORD, DEMO_SECOND_ORGANIZATION, seedDemo } from '../seed/demo.ts';
import type { DemoLogin } from '../seed/demo.ts';

let backend: TestBackend;
let db: TestDatabase;
let firstRun: DemoLogin | null;

async function runSeed(): Promise<DemoLogin | null> {
  return db.transaction((client) => seedDemo(client));
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await db.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { relname } of tables) {
    // Table names come from the catalog and are quoted as identifiers.
    const row = await db.one<{ n: number }>(`select count(*)::int as n from public.${'"' + relname.replace(/"/g, '""') + '"'}`);
    counts[relname] = row.n;
  }
  return counts;
}

beforeAll(async () => {
  // The backend runs the seed itself after its migrations, as on a developer's first start.
  const started = performance.now();
  backend = await startTestBackend({ seedDemo: true }, { mounts: [productWorker()] });
  process.stdout.write(`backend start with demo seed took ${Math.round(performance.now() - started)} ms\n`);
  db = new TestDatabase(backend.databaseUrl);
  firstRun = backend.demoLogin;
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('demo seed', () => {
  it('returns the demo login and gives the demo user two organizations', async () => {
    expect(firstRun).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const orgs = await db.query<{ name: string; role: string }>(
      `select o.name, m.role from auth.users u join public.organization_members m on m.user_id = u.id
       join public.organizations o on o.id = m.organization_id where u.email = $1 order by o.name`,
      [DEMO_EMAIL],
    );
    expect(orgs.map((o) => o.name).sort()).toEqual([DEMO_ORGANIZATION, DEMO_SECOND_ORGANIZATION].sort());
  });

  it('[API-2] [API-3] lets the demo user sign in and load both organizations through the API', async () => {
    const client = createTestClient(backend.url, backend.anonKey);
    const signIn = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(signIn.error).toBeNull();
    const dashboard = await client.rpc('get_user_dashboard_data');
    expect(dashboard.error).toBeNull();
    const data = dashboard.data as { organizations: Array<{ id: string; name: string }>; subscriptions: Array<{ status: string }>; notifications: unknown[] };
    expect(data.organizations.map((o) => o.name)).toEqual([DEMO_ORGANIZATION, DEMO_SECOND_ORGANIZATION].sort());
    expect(data.subscriptions.map((s) => s.status).sort()).toEqual(['active', 'trialing']);
    expect(data.notifications.length).toBeGreaterThan(3);
    const foodBank = data.organizations.find((o) => o.name === DEMO_ORGANIZATION);
    const bundle = await client.rpc('get_organization_data', { p_organization_id: foodBank?.id });
    expect(bundle.error).toBeNull();
    const b = bundle.data as Record<string, unknown[]>;
    for (const key of ['funds', 'accounts', 'projects', 'transactions', 'invoices', 'bills', 'donations', 'journal_entries', 'employees', 'purchase_requests', 'purchase_orders', 'inventory', 'budgets']) {
      expect(b[key]?.length, key).toBeGreaterThan(0);
    }

    const stranger = createTestClient(backend.url, backend.anonKey);
    const signUp = await stranger.auth.signUp({ email: 'stranger@example.org', password: 'stranger password 1', options: { data: { organization_name: 'Elsewhere' } } });
    expect(signUp.error).toBeNull();
    const denied = await stranger.rpc('get_organization_data', { p_organization_id: foodBank?.id });
    expect(denied.error?.message).toBe('Access denied');
  });

  it('stores a bcrypt hash of the demo password', async () => {
    const user = await db.one<{ encrypted_password: string; email_confirmed_at: Date | null }>('select encrypted_password, email_confirmed_at from auth.users where email = $1', [DEMO_EMAIL]);
    expect(user.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
    expect(user.email_confirmed_at).not.toBeNull();
  });

  it('fills every business table of the food bank', async () => {
    const counts = await tableCounts();
    // The food bank's books were not moved in from another product: it has no import batch.
    const notSeeded = ['invitations', 'contact_messages', 'store_orders', 'store_order_items', 'billing_payments', 'import_batches', 'import_rows', 'import_mappings'];
    const empty = Object.entries(counts).filter(([table, n]) => n === 0 && !notSeeded.includes(table));
    expect(empty).toEqual([]);
    expect(counts.donations).toBeGreaterThan(400);
    expect(counts.payroll_runs).toBeGreaterThanOrEqual(44);
  });

  it('has two years of activity', async () => {
    const span = await db.one<{ months: number }>(
      `select (extract(year from age(max(e.entry_date), min(e.entry_date))) * 12 + extract(month from age(max(e.entry_date), min(e.entry_date))))::int as months
       from public.journal_entries e join public.organizations o on o.id = e.organization_id where o.name = $1`,
      [DEMO_ORGANIZATION],
    );
    expect(span.months).toBeGreaterThanOrEqual(22);
  });

  it('puts every money document in the ledger', async () => {
    const missing = await db.query(
      `select 'donation' as kind, id from public.donations where journal_entry_id is null
       union all select 'transaction', id from public.transactions where journal_entry_id is null and amount > 0
       union all select 'invoice', id from public.invoices where status <> 'draft' and total > 0 and journal_entry_id is null
       union all select 'bill', id from public.bills where status <> 'draft' and total > 0 and journal_entry_id is null
       union all select 'payroll', id from public.payroll_runs where status = 'paid' and journal_entry_id is null`,
    );
    expect(missing).toEqual([]);
    const paidInvoices = await db.one<{ paid: string; posted: string }>(
      `select (select coalesce(sum(amount_paid), 0) from public.invoices)::text as paid,
              (select coalesce(sum(l.debit), 0) from public.journal_entry_lines l join public.journal_entries e on e.id = l.journal_entry_id where e.source_type = 'invoice_payment')::text as posted`,
    );
    expect(paidInvoices.posted).toBe(paidInvoices.paid);
  });

  it('balances: every entry, every fund, and the accounting equation', async () => {
    const unbalanced = await db.query(
      `select journal_entry_id, fund_id from public.journal_entry_lines group by journal_entry_id, fund_id having sum(debit) <> sum(credit)`,
    );
    expect(unbalanced).toEqual([]);
    const byCategory = await db.query<{ name: string; total: string }>(
      `select o.name, sum(l.debit - l.credit)::text as total from public.journal_entry_lines l join public.organizations o on o.id = l.organization_id group by o.name`,
    );
    expect(byCategory.map((row) => row.total)).toEqual(['0.00', '0.00']);
  });

  it('is idempotent: a second run returns null and writes nothing', async () => {
    const before = await tableCounts();
    expect(await runSeed()).toBeNull();
    expect(await tableCounts()).toEqual(before);
  });

  it('lets the owner delete a whole organization, posted history included, and nothing of it stays', async () => {
    const client = createTestClient(backend.url, backend.anonKey);
    expect((await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).error).toBeNull();
    const org = await db.one<{ id: string }>('select id from public.organizations where name = $1', [DEMO_ORGANIZATION]);
    const deleted = await client.from('organizations').delete().eq('id', org.id);
    expect(deleted.error).toBeNull();
    expect(await db.query('select 1 from public.organizations where id = $1', [org.id])).toEqual([]);
    const tables = await db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
       where n.nspname = 'public' and c.relkind = 'r' and a.attname = 'organization_id' and not a.attisdropped`,
    );
    for (const { relname } of tables) {
      const left = await db.one<{ n: number }>(`select count(*)::int as n from public."${relname.replace(/"/g, '""')}" where organization_id = $1`, [org.id]);
      expect(left.n, relname).toBe(0);
    }
    // The other organization is untouched and still balances.
    const other = await db.one<{ n: number }>(
      `select count(*)::int as n from public.journal_entries e join public.organizations o on o.id = e.organization_id where o.name = $1`,
      [DEMO_SECOND_ORGANIZATION],
    );
    expect(other.n).toBeGreaterThan(0);
  });
});

// Sign-up provisioning, invitations and the two bundle RPCs: what a new user gets from the
// database alone, how an existing user joins another organization, and the shapes the app reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { TestDatabase } from './support/database.ts';

let backend: TestBackend;
let db: TestDatabase;

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

interface DashboardData {
  organizations: Array<{ id: string; name: string; logo_url: string | null; role: string }>;
  subscriptions: Array<{ organization_id: string; status: string; trial_ends_at: string }>;
  notifications: Array<{ id: string; organization_id: string; title: string; message: string; link: string | null; is_read: boolean; created_at: string }>;
}

describe('sign-up provisioning', () => {
  it('creates the organization, owner membership, profile, settings, chart, fund, trial and welcome', async () => {
    const user = await db.createUser({ organization_name: '  Riverside Pantry ', full_name: 'Rita Rivers', plan: 'growth', billing_cycle: 'yearly' });
    const membership = await db.one<{ organization_id: string; role: string; name: string }>(
      `select m.organization_id, m.role, o.name from public.organization_members m join public.organizations o on o.id = m.organization_id where m.user_id = $1`,
      [user.id],
    );
    expect(membership.role).toBe('owner');
    expect(membership.name).toBe('Riverside Pantry');
    const org = membership.organization_id;

    const profile = await db.one<{ full_name: string; email: string }>('select full_name, email from public.profiles where id = $1', [user.id]);
    expect(profile).toEqual({ full_name: 'Rita Rivers', email: user.email });

    const accounts = await db.query<{ code: string; name: string; category: string; is_placeholder: boolean; parent_code: string | null }>(
      `select a.code, a.name, a.category, a.is_placeholder, p.code as parent_code from public.accounts a
       left join public.accounts p on p.id = a.parent_id where a.organization_id = $1 order by a.code`,
      [org],
    );
    const byName = new Map(accounts.map((a) => [a.name, a]));
    for (const category of ['Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses']) {
      const parents = accounts.filter((a) => a.category === category && a.is_placeholder && a.parent_code === null);
      const children = accounts.filter((a) => a.category === category && !a.is_placeholder && a.parent_code !== null);
      expect(parents.length, category).toBe(1);
      expect(children.length, category).toBeGreaterThan(1);
    }
    for (const name of [
      'Cash - Operating', 'Savings', 'Accounts Receivable', 'Pledges Receivable', 'Prepaid Expenses', 'Equipment',
      'Accounts Payable', 'Accrued Payroll Liabilities', 'Deferred Revenue', 'Net Assets Without Donor Restrictions',
      'Net Assets With Donor Restrictions', 'Contributions', 'Grants', 'Program Service Fees', 'Special Events',
      'In-kind Contributions', 'Investment Income', 'Salaries & Wages', 'Payroll Taxes', 'Employee Benefits', 'Rent',
      'Utilities', 'Supplies', 'Food Purchases', 'Travel', 'Professional Fees', 'Insurance', 'Depreciation',
      'Uncategorized Income', 'Uncategorized Expense',
    ]) {
      expect(byName.has(name), name).toBe(true);
    }
    // The supply chain's accounts come with the chart, under their category's header.
    expect(['Goods Received Not Invoiced', 'Program Goods Distributed', 'Inventory Losses and Adjustments'].map((name) => {
      const account = byName.get(name);
      return account && [account.code, account.category, account.parent_code];
    })).toEqual([['2050', 'Liabilities', '2000'], ['6410', 'Expenses', '5000'], ['6420', 'Expenses', '5000']]);
    const categories = await db.query('select 1 from public.account_categories where organization_id = $1', [org]);
    expect(categories).toHaveLength(5);
    const types = await db.query('select 1 from public.account_types where organization_id = $1', [org]);
    expect(types.length).toBeGreaterThan(10);

    const fund = await db.one<{ name: string; restriction: string }>(
      'select f.name, f.restriction from public.organization_settings s join public.funds f on f.id = s.default_fund_id where s.organization_id = $1',
      [org],
    );
    expect(fund).toEqual({ name: 'General Operating', restriction: 'without_donor_restrictions' });

    const settings = await db.one<{ cash: string; revenue: string; expense: string }>(
      `select c.name as cash, r.name as revenue, e.name as expense from public.organization_settings s
       join public.accounts c on c.id = s.default_cash_account_id
       join public.accounts r on r.id = s.default_revenue_account_id
       join public.accounts e on e.id = s.default_expense_account_id where s.organization_id = $1`,
      [org],
    );
    expect(settings).toEqual({ cash: 'Cash - Operating', revenue: 'Uncategorized Income', expense: 'Uncategorized Expense' });

    const subscription = await db.one<{ status: string; plan: string; billing_cycle: string; days: number }>(
      `select status, plan, billing_cycle, round(extract(epoch from trial_ends_at - now()) / 86400)::int as days from public.subscriptions where organization_id = $1`,
      [org],
    );
    expect(subscription).toEqual({ status: 'trialing', plan: 'growth', billing_cycle: 'yearly', days: 14 });

    const notifications = await db.query<{ title: string; user_id: string }>('select title, user_id from public.notifications where organization_id = $1', [org]);
    expect(notifications).toEqual([{ title: 'Welcome to Missionbase!', user_id: user.id }]);
  });

  it('always creates the profile, and no organization without organization_name', async () => {
    const user = await db.createUser({ full_name: 'Solo Sam' });
    expect(await db.query('select 1 from public.profiles where id = $1', [user.id])).toHaveLength(1);
    expect(await db.query('select 1 from public.organization_members where user_id = $1', [user.id])).toHaveLength(0);
  });

  it('takes the trial length from app.trial_days when set', async () => {
    const days = await db.transaction(async (c) => {
      await c.query(`select set_config('app.trial_days', '30', true)`);
      const user = await c.query<{ id: string }>(
        `insert into auth.users (id, email, raw_user_meta_data) values (gen_random_uuid(), 'trial30@example.org', '{"organization_name":"Thirty"}') returning id`,
      );
      const row = await c.query<{ days: number }>(
        `select round(extract(epoch from s.trial_ends_at - now()) / 86400)::int as days from public.subscriptions s
         join public.organization_members m on m.organization_id = s.organization_id where m.user_id = $1`,
        [user.rows[0]?.id],
      );
      return row.rows[0]?.days;
    });
    expect(days).toBe(30);
  });

  it('create_organization gives a signed-in user another organization they own', async () => {
    const { owner } = await db.createOrganization('First');
    const second = await db.as(owner, async (c) => (await c.query<{ id: string }>(`select public.create_organization('Second Org') as id`)).rows[0]?.id);
    const role = await db.one<{ role: string }>('select role from public.organization_members where organization_id = $1 and user_id = $2', [second, owner.id]);
    expect(role.role).toBe('owner');
    await expect(db.as(null, (c) => c.query(`select public.create_organization('Anon Org')`))).rejects.toThrow(/permission denied|Access denied/);
  });
});

describe('invitations', () => {
  it('an invited existing user joins another organization with the invited role', async () => {
    const { owner, organizationId } = await db.createOrganization('Inviting Org');
    const invitee = await db.createUser({ organization_name: 'Own Org' }, `invitee-${Date.now()}@example.org`);
    const member = await db.addMember(organizationId, 'member');

    // Members cannot invite; admins and owners can.
    await expect(
      db.as(member, (c) => c.query(`insert into public.invitations (organization_id, email, role) values ($1, $2, 'viewer')`, [organizationId, invitee.email])),
    ).rejects.toThrow(/row-level security/);
    const token = await db.as(owner, async (c) => {
      const r = await c.query<{ token: string }>(`insert into public.invitations (organization_id, email, role) values ($1, $2, 'admin') returning token`, [organizationId, invitee.email]);
      return String(r.rows[0]?.token);
    });
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    // Somebody else cannot use it.
    const stranger = await db.createUser();
    await expect(db.as(stranger, (c) => c.query('select public.accept_invitation($1)', [token]))).rejects.toThrow(/Invitation not found/);

    const joined = await db.as(invitee, async (c) => (await c.query<{ id: string }>('select public.accept_invitation($1) as id', [token])).rows[0]?.id);
    expect(joined).toBe(organizationId);
    const roles = await db.query<{ role: string; name: string }>(
      'select m.role, o.name from public.organization_members m join public.organizations o on o.id = m.organization_id where m.user_id = $1 order by o.name',
      [invitee.id],
    );
    expect(roles).toEqual([
      { role: 'admin', name: 'Inviting Org' },
      { role: 'owner', name: 'Own Org' },
    ]);
    // A token works once.
    await expect(db.as(invitee, (c) => c.query('select public.accept_invitation($1)', [token]))).rejects.toThrow(/Invitation not found/);
  });

  it('keeps at least one owner and lets only owners grant ownership', async () => {
    const { owner, organizationId } = await db.createOrganization('Owned Org');
    const admin = await db.addMember(organizationId, 'admin');
    await expect(db.as(owner, (c) => c.query(`update public.organization_members set role = 'admin' where user_id = $1 and organization_id = $2`, [owner.id, organizationId]))).rejects.toThrow(/at least one owner/);
    await expect(db.as(admin, (c) => c.query(`update public.organization_members set role = 'owner' where user_id = $1 and organization_id = $2`, [admin.id, organizationId]))).rejects.toThrow(/Only an owner/);
    await db.as(owner, (c) => c.query(`update public.organization_members set role = 'owner' where user_id = $1 and organization_id = $2`, [admin.id, organizationId]));
    await db.as(owner, (c) => c.query(`update public.organization_members set role = 'admin' where user_id = $1 and organization_id = $2`, [owner.id, organizationId]));
    const owners = await db.query<{ user_id: string }>(`select user_id from public.organization_members where organization_id = $1 and role = 'owner'`, [organizationId]);
    expect(owners).toEqual([{ user_id: admin.id }]);
  });
});

describe('get_user_dashboard_data', () => {
  it('[API-2] returns the caller organizations with logo and role, their subscriptions and notifications', async () => {
    const { owner, organizationId } = await db.createOrganization('Dashboard Org');
    await db.query(`update public.organization_settings set logo_url = 'https://example.org/logo.png' where organization_id = $1`, [organizationId]);
    const other = await db.createOrganization('Someone Else');
    await db.query(`insert into public.notifications (organization_id, user_id, title, message) values ($1, $2, 'Private', 'not for you')`, [organizationId, other.owner.id]);
    await db.query(`insert into public.notifications (organization_id, title, message, link) values ($1, 'Everyone', 'hello', '/app/funds')`, [organizationId]);

    const data = await db.as(owner, async (c) => (await c.query<{ d: DashboardData }>('select to_json(public.get_user_dashboard_data()) as d')).rows[0]?.d);
    expect(data?.organizations).toEqual([{ id: organizationId, name: 'Dashboard Org', logo_url: 'https://example.org/logo.png', role: 'owner', created_at: expect.any(String) }]);
    expect(data?.subscriptions.map((s) => [s.organization_id, s.status])).toEqual([[organizationId, 'trialing']]);
    expect(data?.notifications.map((n) => n.title).sort()).toEqual(['Everyone', 'Welcome to Missionbase!']);
    expect(Object.keys(data?.notifications[0] ?? {})).toEqual(expect.arrayContaining(['id', 'organization_id', 'title', 'message', 'link', 'is_read', 'created_at']));
  });

  it('is refused to anon', async () => {
    await expect(db.as(null, (c) => c.query('select public.get_user_dashboard_data()'))).rejects.toThrow(/permission denied|Access denied/);
  });
});

describe('get_organization_data', () => {
  const bundleKeys = [
    'funds', 'accounts', 'account_categories', 'account_types', 'account_descriptions', 'projects', 'transactions',
    'invoices', 'bills', 'donations', 'journal_entries', 'employees', 'purchase_requests', 'purchase_orders',
    'inventory', 'budgets', 'organization_settings',
  ];

  it('[API-3] returns the bundle with nested lines and items to a member', async () => {
    const { organizationId } = await db.createOrganization('Bundle Org');
    const viewer = await db.addMember(organizationId, 'viewer');
    const cash = await db.accountId(organizationId, '4010');
    await db.query(`insert into public.transactions (organization_id, type, amount, account_id, description) values ($1, 'Income', 40, $2, 'Gift')`, [organizationId, cash]);
    const pr = await db.one<{ id: string }>(`insert into public.purchase_requests (organization_id, request_number, title) values ($1, 'PR-1', 'Shelves') returning id`, [organizationId]);
    await db.query(`insert into public.purchase_request_items (organization_id, purchase_request_id, description, quantity, estimated_unit_cost) values ($1, $2, 'Shelf', 3, 100)`, [organizationId, pr.id]);
    const budget = await db.one<{ id: string }>(`insert into public.budgets (organization_id, name, fiscal_year, start_date, end_date) values ($1, 'FY26', 2026, '2026-01-01', '2026-12-31') returning id`, [organizationId]);
    await db.query(`insert into public.budget_line_items (organization_id, budget_id, account_id, amount) values ($1, $2, $3, 1000)`, [organizationId, budget.id, cash]);

    const data = await db.as(viewer, async (c) => (await c.query<{ d: Record<string, unknown> }>('select public.get_organization_data($1) as d', [organizationId])).rows[0]?.d);
    expect(data).toBeDefined();
    const bundle = data as Record<string, unknown>;
    for (const key of bundleKeys) expect(bundle, key).toHaveProperty(key);
    const entries = bundle.journal_entries as Array<{ journal_entry_lines: unknown[] }>;
    expect(entries).toHaveLength(1);
    expect(entries[0]?.journal_entry_lines).toHaveLength(2);
    const requests = bundle.purchase_requests as Array<{ items: Array<{ estimated_amount: number }>; estimated_total: number }>;
    expect(requests[0]?.items).toHaveLength(1);
    expect(requests[0]?.estimated_total).toBe(300);
    const budgets = bundle.budgets as Array<{ line_items: unknown[]; total_amount: number }>;
    expect(budgets[0]?.line_items).toHaveLength(1);
    expect(budgets[0]?.total_amount).toBe(1000);
    expect((bundle.organization_settings as { organization_id: string }).organization_id).toBe(organizationId);
    // The default chart (UCOA-based), 4900 Net Assets Released from Restrictions (funds screen) and
    // the supply chain's 2050, 6410 and 6420 (added by a trigger when the chart is made).
    const chart = (bundle.accounts as Array<{ code: string; name: string }>).map((a) => `${a.code} ${a.name}`).sort();
    expect(chart).toEqual([
      '1000 Assets', '1010 Cash - Operating', '1020 Savings', '1100 Accounts Receivable', '1200 Pledges Receivable',
      '1300 Inventory', '1400 Prepaid Expenses', '1500 Equipment', '1590 Accumulated Depreciation', '1999 Uncategorized Asset',
      '2000 Liabilities', '2010 Accounts Payable', '2050 Goods Received Not Invoiced', '2100 Accrued Payroll Liabilities',
      '2200 Deferred Revenue', '2300 Loans Payable', '2999 Uncategorized Liability',
      '3000 Net Assets', '3100 Net Assets Without Donor Restrictions', '3200 Net Assets With Donor Restrictions',
      '4000 Revenue', '4010 Contributions', '4100 Grants', '4200 Program Service Fees', '4300 Special Events',
      '4400 In-kind Contributions', '4500 Investment Income', '4900 Net Assets Released from Restrictions', '4999 Uncategorized Income',
      '5000 Expenses', '5100 Salaries & Wages', '5200 Payroll Taxes', '5300 Employee Benefits', '6100 Rent', '6200 Utilities',
      '6300 Supplies', '6400 Food Purchases', '6410 Program Goods Distributed', '6420 Inventory Losses and Adjustments',
      '6500 Travel', '6600 Professional Fees', '6700 Insurance', '6800 Depreciation', '9999 Uncategorized Expense',
    ]);
    expect(bundle.totals).toEqual({
      transactions: 1, invoices: 0, bills: 0, donations: 0, journal_entries: 1, project_tasks: 0, employees: 0, payroll_runs: 0,
      purchase_requests: 1, purchase_orders: 0, inventory: 0, budgets: 1, customers: 0, vendors: 0, donors: 0,
    });
  });

  it('raises Access denied for a non-member, anon and a missing id', async () => {
    const { organizationId } = await db.createOrganization('Private Org');
    const outsider = (await db.createOrganization('Outsider Org')).owner;
    await expect(db.as(outsider, (c) => c.query('select public.get_organization_data($1)', [organizationId]))).rejects.toThrow('Access denied');
    await expect(db.as(outsider, (c) => c.query('select public.get_organization_data(null)'))).rejects.toThrow('Access denied');
    await expect(db.as(outsider, (c) => c.query('select public.list_transactions($1, 10, 0)', [organizationId]))).rejects.toThrow('Access denied');
    await expect(db.as(null, (c) => c.query('select public.get_organization_data($1)', [organizationId]))).rejects.toThrow(/permission denied|Access denied/);
  });

  it('list_transactions pages newest first with the total', async () => {
    const { owner, organizationId } = await db.createOrganization('Paged Org');
    await db.query(
      `insert into public.transactions (organization_id, date, type, amount, description)
       select $1, date '2026-01-01' + n, 'Expense', n, 'T' || n from generate_series(1, 25) n`,
      [organizationId],
    );
    const page = await db.as(owner, async (c) => (await c.query<{ p: { total: number; limit: number; offset: number; rows: Array<{ description: string }> } }>('select to_json(public.list_transactions($1, 10, 10)) as p', [organizationId])).rows[0]?.p);
    expect(page?.total).toBe(25);
    expect(page?.limit).toBe(10);
    expect(page?.rows.map((r) => r.description)).toEqual(['T15', 'T14', 'T13', 'T12', 'T11', 'T10', 'T9', 'T8', 'T7', 'T6']);
  });
});

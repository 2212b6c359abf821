// get_dashboard_summary through the real Data API and supabase-js: its figures equal sums worked
// out by hand over a small posted ledger (dates around today and the fiscal year's start, a future
// entry, a restricted fund, a project), a reversal and a posted draft move them, the daily totals
// it reads stay equal to the raw lines, and a caller from another organization gets Access denied.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

interface Summary {
  as_of: string;
  fiscal_year: { start_month: number; start: string; end: string };
  has_ledger: boolean;
  cash_on_hand: number;
  cash_accounts: { code: string; balance: number }[];
  revenue: number;
  expenses: number;
  net_assets: { without_donor_restrictions: number; with_donor_restrictions: number; total: number };
  funds: { name: string; restriction: string; balance: number }[];
  monthly: { month: string; revenue: number; expenses: number }[];
  recent_transactions: { description: string; entry_date: string; amount: number; cash_change: number }[];
  projects: { name: string; budget: number | null; spent: number }[];
}

let backend: TestBackend;
let db: TestDatabase;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** Cents, so that sums in the test are exact too. */
function cents(amount: number): number {
  return Math.round(amount * 100);
}

async function signUp(organizationName: string | null): Promise<{ client: SupabaseClient; userId: string; organizationId: string | null }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `dash-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const up = await client.auth.signUp({ email, password, options: { data: organizationName ? { organization_name: organizationName } : {} } });
  if (up.error || !up.data.user) throw new Error(`sign-up failed: ${up.error?.message}`);
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  const rows = await db.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [up.data.user.id]);
  return { client, userId: up.data.user.id, organizationId: rows[0]?.organization_id ?? null };
}

async function summaryOf(client: SupabaseClient, organizationId: string): Promise<Summary> {
  const { data, error } = await client.rpc('get_dashboard_summary', { p_organization_id: organizationId });
  if (error) throw new Error(error.message);
  return data as Summary;
}

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('get_dashboard_summary', () => {
  let client: SupabaseClient;
  let org: string;
  let today: string;
  let fyStart: string;
  const account: Record<string, string> = {};
  let general: string;
  let restricted: string;
  let project: string;
  let rentEntry: string;

  beforeAll(async () => {
    const owner = await signUp('Dashboard Test Pantry');
    client = owner.client;
    if (!owner.organizationId) throw new Error('no organization');
    org = owner.organizationId;
    today = isoDay(new Date());
    // The fiscal year starts on the first day of last month, so both sides of its start are recent.
    const lastMonth = new Date(`${monthOf(today)}T00:00:00Z`);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    fyStart = isoDay(lastMonth);
    await db.query('update public.organization_settings set fiscal_year_start_month = $2 where organization_id = $1', [org, lastMonth.getUTCMonth() + 1]);
    for (const code of ['1010', '1020', '1500', '4010', '4100', '6100']) account[code] = await db.accountId(org, code);
    general = await db.generalFundId(org);
    const fund = await client.from('funds').insert({ organization_id: org, name: 'Youth Meals', restriction: 'with_donor_restrictions' }).select('id').single();
    if (fund.error) throw fund.error;
    restricted = fund.data.id;
    const proj = await client.from('projects').insert({ organization_id: org, name: 'Mobile Pantry', budget: 5000 }).select('id').single();
    if (proj.error) throw proj.error;
    project = proj.data.id;

    interface TransactionSeed {
      date: string;
      description: string;
      type: string;
      amount: number;
      account_id: string | undefined;
      project_id?: string;
    }
    const transactions = ([
      { date: fyStart, description: 'Spring appeal', type: 'Income', amount: 1000, account_id: account['4010'] },
      { date: addDays(fyStart, -1), description: 'Bake sale', type: 'Income', amount: 250.55, account_id: account['4010'] },
      { date: today, description: 'Warehouse rent', type: 'Expense', amount: 300.1, account_id: account['6100'], project_id: project },
      { date: today, description: 'Delivery van deposit', type: 'Asset', amount: 200, account_id: account['1500'] },
      { date: addDays(today, 5), description: 'Post-dated rent', type: 'Expense', amount: 99.99, account_id: account['6100'] },
    ] satisfies TransactionSeed[]).map((row: TransactionSeed) => ({ organization_id: org, ...row }));
    // One request each, so their entries have distinct creation times (the recent list's order).
    for (const transaction of transactions) {
      const inserted = await client.from('transactions').insert(transaction).select('description, journal_entry_id').single();
      if (inserted.error) throw inserted.error;
      if (inserted.data.description === 'Warehouse rent') rentEntry = inserted.data.journal_entry_id;
    }

    const grant = await client.rpc('post_journal_entry', {
      p_organization_id: org,
      p_entry_date: today,
      p_description: 'Youth meals grant',
      p_lines: [
        { account_id: account['1020'], fund_id: restricted, debit: 500 },
        { account_id: account['4100'], fund_id: restricted, credit: 500 },
      ],
    });
    if (grant.error) throw grant.error;
  });

  it('a new organization with no ledger has zero figures, its funds and twelve empty months', async () => {
    const fresh = await signUp('Brand New Shelter');
    const summary = await summaryOf(fresh.client, fresh.organizationId ?? '');
    expect(summary.has_ledger).toBe(false);
    expect([summary.cash_on_hand, summary.revenue, summary.expenses, summary.net_assets.total]).toEqual([0, 0, 0, 0]);
    expect(summary.funds.map((fund) => [fund.name, fund.balance])).toEqual([['General Operating', 0]]);
    expect(summary.monthly).toHaveLength(12);
    expect(summary.monthly.every((month) => month.revenue === 0 && month.expenses === 0)).toBe(true);
    expect(summary.recent_transactions).toEqual([]);
  });

  it('figures equal the hand-computed sums of the posted ledger as of today', async () => {
    const summary = await summaryOf(client, org);
    expect(summary.as_of).toBe(today);
    expect(summary.fiscal_year.start).toBe(fyStart);
    expect(summary.has_ledger).toBe(true);
    // Cash: +1000 +250.55 -300.10 -200 (operating) and +500 (savings); the post-dated rent is not yet.
    expect(cents(summary.cash_on_hand)).toBe(100000 + 25055 - 30010 - 20000 + 50000);
    expect(summary.cash_accounts.map((row) => [row.code, cents(row.balance)])).toEqual([['1010', 100000 + 25055 - 30010 - 20000], ['1020', 50000]]);
    // This fiscal year: the appeal on its first day and the grant; the bake sale the day before is last year's.
    expect(cents(summary.revenue)).toBe(100000 + 50000);
    expect(cents(summary.expenses)).toBe(30010);
    // Net assets: revenue less expenses per fund; the van deposit only moves cash into equipment.
    expect(cents(summary.net_assets.without_donor_restrictions)).toBe(100000 + 25055 - 30010);
    expect(cents(summary.net_assets.with_donor_restrictions)).toBe(50000);
    expect(cents(summary.net_assets.total)).toBe(100000 + 25055 - 30010 + 50000);
    expect(summary.funds.map((fund) => [fund.name, fund.restriction, cents(fund.balance)])).toEqual([
      ['General Operating', 'without_donor_restrictions', 100000 + 25055 - 30010],
      ['Youth Meals', 'with_donor_restrictions', 50000],
    ]);
    // Twelve months ending with this one; each posting in its month, the others zero.
    expect(summary.monthly).toHaveLength(12);
    expect(summary.monthly.at(-1)?.month).toBe(monthOf(today));
    const expected = new Map<string, [number, number]>();
    const add = (day: string, revenue: number, expenses: number) => {
      const [r, e] = expected.get(monthOf(day)) ?? [0, 0];
      expected.set(monthOf(day), [r + revenue, e + expenses]);
    };
    add(fyStart, 100000, 0);
    add(addDays(fyStart, -1), 25055, 0);
    add(today, 50000, 30010);
    for (const month of summary.monthly) {
      expect([month.month, cents(month.revenue), cents(month.expenses)]).toEqual([month.month, ...(expected.get(month.month) ?? [0, 0])]);
    }
    // Recent: newest first, the future entry left out.
    expect(summary.recent_transactions.map((row) => row.description)).toEqual([
      'Youth meals grant', 'Delivery van deposit', 'Warehouse rent', 'Spring appeal', 'Bake sale',
    ]);
    const rent = summary.recent_transactions.find((row) => row.description === 'Warehouse rent');
    expect([cents(rent?.amount ?? 0), cents(rent?.cash_change ?? 0)]).toEqual([30010, -30010]);
    expect(summary.projects.map((row) => [row.name, row.budget, cents(row.spent)])).toEqual([['Mobile Pantry', 5000, 30010]]);
  });

  it('deleting a transaction reverses its entry out of every figure', async () => {
    const before = await summaryOf(client, org);
    // A document's entry is corrected through the document: deleting the transaction reverses it.
    const deleted = await client.from('transactions').delete().eq('journal_entry_id', rentEntry);
    expect(deleted.error).toBeNull();
    const after = await summaryOf(client, org);
    expect(cents(after.cash_on_hand) - cents(before.cash_on_hand)).toBe(30010);
    expect(cents(after.expenses)).toBe(cents(before.expenses) - 30010);
    expect(cents(after.net_assets.without_donor_restrictions) - cents(before.net_assets.without_donor_restrictions)).toBe(30010);
    expect(cents(after.monthly.at(-1)?.expenses ?? -1)).toBe(0);
    expect(after.projects.map((row) => cents(row.spent))).toEqual([0]);
    expect(after.recent_transactions[0]?.description).toBe('Deleted transaction: Warehouse rent');
  });

  it('a draft counts only once it is posted', async () => {
    const before = await summaryOf(client, org);
    const entry = await client.from('journal_entries').insert({ organization_id: org, entry_date: today, description: 'Drafted gift', status: 'draft' }).select('id').single();
    if (entry.error) throw entry.error;
    const lines = await client.from('journal_entry_lines').insert([
      { organization_id: org, journal_entry_id: entry.data.id, account_id: account['1010'], fund_id: general, debit: 75.25, credit: 0, line_number: 1 },
      { organization_id: org, journal_entry_id: entry.data.id, account_id: account['4010'], fund_id: general, debit: 0, credit: 75.25, line_number: 2 },
    ]);
    expect(lines.error).toBeNull();
    expect(cents((await summaryOf(client, org)).cash_on_hand)).toBe(cents(before.cash_on_hand));
    const posted = await client.from('journal_entries').update({ status: 'posted' }).eq('id', entry.data.id);
    expect(posted.error).toBeNull();
    const after = await summaryOf(client, org);
    expect(cents(after.cash_on_hand) - cents(before.cash_on_hand)).toBe(7525);
    expect(cents(after.revenue) - cents(before.revenue)).toBe(7525);
  });

  it('the daily totals it reads equal the posted lines, day by day', async () => {
    const difference = await db.query(
      `(select account_id, fund_id, project_id, entry_date, debit, credit from private.ledger_daily_totals where organization_id = $1
        except
        select l.account_id, l.fund_id, l.project_id, e.entry_date, sum(l.debit), sum(l.credit)
        from public.journal_entry_lines l join public.journal_entries e on e.id = l.journal_entry_id
        where l.organization_id = $1 and e.status = 'posted' group by 1, 2, 3, 4)
       union all
       (select l.account_id, l.fund_id, l.project_id, e.entry_date, sum(l.debit), sum(l.credit)
        from public.journal_entry_lines l join public.journal_entries e on e.id = l.journal_entry_id
        where l.organization_id = $1 and e.status = 'posted' group by 1, 2, 3, 4
        except
        select account_id, fund_id, project_id, entry_date, debit, credit from private.ledger_daily_totals where organization_id = $1)`,
      [org],
    );
    expect(difference).toEqual([]);
    const count = await db.one<{ n: number }>('select count(*)::int as n from private.ledger_daily_totals where organization_id = $1', [org]);
    expect(count.n).toBeGreaterThan(0);
  });

  it('a caller from another organization gets Access denied, and anon may not call it', async () => {
    const outsider = await signUp('Other Shelter');
    const denied = await outsider.client.rpc('get_dashboard_summary', { p_organization_id: org });
    expect(denied.data).toBeNull();
    expect(denied.error?.message).toBe('Access denied');
    const anon = createTestClient(backend.url, backend.anonKey);
    const anonCall = await anon.rpc('get_dashboard_summary', { p_organization_id: org });
    expect(anonCall.error).not.toBeNull();
    expect(anonCall.data).toBeNull();
  });
});

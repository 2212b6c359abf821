// search_transactions through supabase-js against the real backend: every
// filter, sort and page is checked against a direct count of the same rows in SQL, totals against
// SQL sums, LIKE wildcards in the text are literal, and Row Level Security holds (another
// organization sees nothing, a non-member is refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface SearchRow {
  id: string;
  date: string;
  description: string;
  type: string;
  amount: string;
  account_code: string | null;
  account_name: string | null;
  fund_name: string | null;
  project_name: string | null;
}
interface SearchResult {
  total: number;
  totals: { count: number; income: string; expense: string; asset: string; liability: string; net: string; cash_change: string };
  limit: number;
  offset: number;
  rows: SearchRow[];
}

let f: TransactionsFixture;
let projectId: string;
let restrictedFundId: string;

async function search(args: Record<string, unknown>): Promise<SearchResult> {
  const { data, error } = await f.owner.rpc('search_transactions', { p_organization_id: f.orgId, ...args });
  if (error) throw new Error(error.message);
  return data as SearchResult;
}

async function sqlCount(where: string, params: unknown[] = []): Promise<number> {
  const rows = await f.backend.admin.query<{ n: number }>(
    `select count(*)::int as n from public.transactions x where x.organization_id = $1 and ${where}`,
    [f.orgId, ...params],
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  const admin = f.backend.admin;
  projectId = (await admin.query<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'Summer Meals') returning id`, [f.orgId]))[0]?.id ?? '';
  restrictedFundId = (await admin.query<{ id: string }>(
    `insert into public.funds (organization_id, name, restriction) values ($1, 'Youth Grant', 'with_donor_restrictions') returning id`,
    [f.orgId],
  ))[0]?.id ?? '';
  // 240 rows over 2026: incomes on Grants, expenses on Rent/Supplies/Food, some in a project or fund.
  await admin.query(
    `insert into public.transactions (organization_id, date, description, type, amount, account_id, fund_id, project_id, notes)
     select $1, date '2026-01-01' + (i % 300), 'Row ' || i || case when i % 40 = 0 then ' 100% match_me' else '' end,
            case when i % 4 = 0 then 'Income' else 'Expense' end,
            ((i * 37) % 900) + 0.25,
            case when i % 4 = 0 then $2::uuid when i % 4 = 1 then $3::uuid when i % 4 = 2 then $4::uuid else $5::uuid end,
            case when i % 5 = 0 then $6::uuid end,
            case when i % 6 = 0 then $7::uuid end,
            case when i % 25 = 0 then 'Receipt filed with the treasurer' end
     from generate_series(1, 240) i`,
    [f.orgId, await f.account('4100'), await f.account('6100'), await f.account('6300'), await f.account('6400'), restrictedFundId, projectId],
  );
  // The outsider's organization has rows of its own that must never show.
  await admin.query(
    `insert into public.transactions (organization_id, date, description, type, amount) select $1, date '2026-02-01', 'Outsider ' || i, 'Expense', 5 from generate_series(1, 7) i`,
    [f.outsiderOrgId],
  );
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('search_transactions', () => {
  it('pages the whole list newest first without repeating or skipping a row', async () => {
    const total = await sqlCount('true');
    const seen = new Set<string>();
    for (let offset = 0; offset < total; offset += 50) {
      const page = await search({ p_limit: 50, p_offset: offset });
      expect(page.total).toBe(total);
      for (const row of page.rows) seen.add(row.id);
      const dates = page.rows.map((row) => row.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    expect(seen.size).toBe(total);
  });

  it('filters by date range and type as a direct count does', async () => {
    const result = await search({ p_from: '2026-03-01', p_to: '2026-05-31', p_type: 'Expense', p_limit: 1000 });
    const expected = await sqlCount(`x.date between '2026-03-01' and '2026-05-31' and x.type = 'Expense'`);
    expect(expected).toBeGreaterThan(0);
    expect(result.total).toBe(expected);
    expect(result.rows).toHaveLength(expected);
    expect(result.rows.every((row) => row.type === 'Expense' && row.date >= '2026-03-01' && row.date <= '2026-05-31')).toBe(true);
  });

  it('filters by account, including the accounts under a placeholder parent', async () => {
    const rent = await search({ p_account_id: await f.account('6100') });
    expect(rent.total).toBe(await sqlCount('x.account_id = $2', [await f.account('6100')]));
    expect(rent.rows[0]?.account_code).toBe('6100');
    expect(rent.rows[0]?.account_name).toBe('Rent');
    const allExpenses = await search({ p_account_id: await f.account('5000') });
    expect(allExpenses.total).toBe(await sqlCount(`x.type = 'Expense'`));
  });

  it('filters by fund and by project and names them on each row', async () => {
    const fund = await search({ p_fund_id: restrictedFundId });
    expect(fund.total).toBe(await sqlCount('x.fund_id = $2', [restrictedFundId]));
    expect(fund.rows.every((row) => row.fund_name === 'Youth Grant')).toBe(true);
    const project = await search({ p_project_id: projectId, p_type: 'Income' });
    expect(project.total).toBe(await sqlCount(`x.project_id = $2 and x.type = 'Income'`, [projectId]));
    expect(project.rows.every((row) => row.project_name === 'Summer Meals')).toBe(true);
  });

  it('searches description and notes, case-insensitively, taking % and _ literally', async () => {
    expect((await search({ p_search: '100% MATCH_me' })).total).toBe(await sqlCount(`x.description like '%100\\% match\\_me%'`));
    expect((await search({ p_search: '100% MATCH_me' })).total).toBe(6);
    expect((await search({ p_search: '100%match' })).total).toBe(0);
    expect((await search({ p_search: 'Row_1' })).total).toBe(0);
    expect((await search({ p_search: 'treasurer' })).total).toBe(await sqlCount(`x.notes ilike '%treasurer%'`));
  });

  it('sorts by signed amount, description and type both ways with a stable order', async () => {
    const asc = await search({ p_sort: 'amount', p_direction: 'asc', p_limit: 1000 });
    // Money in (Income, Liability) counts positive, money out (Expense, Asset) negative.
    const amounts = asc.rows.map((row) => Math.round(Number(row.amount) * 100) * (row.type === 'Income' || row.type === 'Liability' ? 1 : -1));
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    const desc = await search({ p_sort: 'amount', p_direction: 'desc', p_limit: 1000 });
    expect(desc.rows.map((row) => row.id)).toEqual([...asc.rows.map((row) => row.id)].reverse());
    const byDescription = await search({ p_sort: 'description', p_direction: 'asc', p_limit: 20, p_offset: 20 });
    const again = await search({ p_sort: 'description', p_direction: 'asc', p_limit: 20, p_offset: 20 });
    expect(again.rows.map((row) => row.id)).toEqual(byDescription.rows.map((row) => row.id));
    const byType = await search({ p_sort: 'type', p_direction: 'asc', p_limit: 1000 });
    expect(byType.rows[0]?.type).toBe('Expense');
    expect(byType.rows.at(-1)?.type).toBe('Income');
    await expect(search({ p_sort: 'notes; drop table public.transactions' })).rejects.toThrow('Cannot sort transactions by');
  });

  it('totals the whole filtered set in SQL, not just the page', async () => {
    const result = await search({ p_from: '2026-02-01', p_to: '2026-08-31', p_limit: 5 });
    const sums = (await f.backend.admin.query<{ income: string; expense: string; net: string }>(
      `select coalesce(sum(amount) filter (where type = 'Income'), 0)::text as income,
              coalesce(sum(amount) filter (where type = 'Expense'), 0)::text as expense,
              (coalesce(sum(amount) filter (where type = 'Income'), 0) - coalesce(sum(amount) filter (where type = 'Expense'), 0))::text as net
       from public.transactions where organization_id = $1 and date between '2026-02-01' and '2026-08-31'`,
      [f.orgId],
    ))[0];
    expect(result.rows).toHaveLength(5);
    expect(result.totals.income).toBe(sums?.income);
    expect(result.totals.expense).toBe(sums?.expense);
    expect(result.totals.net).toBe(sums?.net);
    // Only incomes and expenses here: the change in cash equals the net.
    expect(result.totals.cash_change).toBe(sums?.net);
    expect(result.totals.count).toBe(result.total);
  });

  it('shows another organization nothing and refuses a non-member', async () => {
    const own = await f.outsider.rpc('search_transactions', { p_organization_id: f.outsiderOrgId });
    expect((own.data as SearchResult).total).toBe(7);
    const theirs = await f.outsider.rpc('search_transactions', { p_organization_id: f.orgId });
    expect(theirs.data).toBeNull();
    expect(theirs.error?.message).toBe('Access denied');
    const viewer = await f.viewer.rpc('search_transactions', { p_organization_id: f.orgId, p_limit: 1 });
    expect((viewer.data as SearchResult).total).toBe(await sqlCount('true'));
  });

  it('lets a signed-in user insert, edit and delete through the API with the list indexes in place', async () => {
    // Index expressions and operator classes run with the writer's rights: an API user must be able
    // to maintain every index of the table (a private function in an index would refuse them).
    const inserted = await f.owner
      .from('transactions')
      .insert({ organization_id: f.orgId, date: '2026-12-01', description: 'Typed by hand', type: 'Expense', amount: 3.5, notes: 'indexed notes' })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const id = String(inserted.data?.id);
    expect((await search({ p_search: 'typed by HAND' })).rows.map((row) => row.id)).toEqual([id]);
    const updated = await f.owner.from('transactions').update({ amount: 4, description: 'Typed again' }).eq('id', id);
    expect(updated.error).toBeNull();
    const removed = await f.owner.from('transactions').delete().eq('id', id);
    expect(removed.error).toBeNull();
    expect((await search({ p_search: 'typed' })).total).toBe(0);
  });

  it('keeps list_transactions working with its old signature', async () => {
    const { data, error } = await f.owner.rpc('list_transactions', { p_organization_id: f.orgId, p_limit: 10, p_offset: 0 });
    expect(error).toBeNull();
    expect((data as { total: number; rows: unknown[] }).rows).toHaveLength(10);
  });
});

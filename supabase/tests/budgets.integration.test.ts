// Budgets and budget vs. actual through supabase-js against the real backend: a budget made from
// last year's actuals equals those actuals grown by the
// percentage; budget_vs_actual's actual equals a SQL sum over the raw ledger lines (whole
// organization, a fund, a project); one approved budget per scope, refused in words; approved
// versions frozen; the grid saved whole or not at all; viewers read but cannot change; outsiders
// see nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface BvaRow { account_id: string; account_code: string; account_name: string; category: string; budget: number | string; actual: number | string; variance: number | string; variance_percent: number | string | null }
interface Cell { budget: string; actual: string; variance: string; variance_percent: number | null }
interface BvaGrid { rows: Array<{ account_id: string; account_code: string; category: string; cells: Cell[] }>; totals: Record<string, Cell[]> }
interface Grid { budget: { status: string; version: number }; rows: Array<{ account_id: string; account_code: string; months: string[]; total: string; last_year: string[] }> }

let f: TransactionsFixture;
let general: string;
let youth: string;
let project: string;
const account: Record<string, string> = {};
const cents = (value: number | string | null | undefined): number => Math.round(Number(value ?? 0) * 100);

async function ok<T>(promise: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await promise;
  if (error) throw new Error(error.message);
  return data;
}

async function bva(args: Record<string, unknown>): Promise<BvaRow[]> {
  return ok(f.owner.rpc('budget_vs_actual', { p_organization_id: f.orgId, ...args })) as Promise<BvaRow[]>;
}

/** Natural-direction actual per account straight from the raw posted lines. */
async function ledger(from: string, to: string, where = 'true', params: unknown[] = []): Promise<Map<string, number>> {
  const rows = await f.backend.admin.query<{ account_id: string; amount: string }>(
    `select l.account_id, sum(case when a.category = 'Revenue' then l.credit - l.debit else l.debit - l.credit end)::text as amount
     from public.journal_entry_lines l join public.journal_entries e on e.id = l.journal_entry_id join public.accounts a on a.id = l.account_id
     where l.organization_id = $1 and e.status = 'posted' and e.entry_date between $2 and $3 and a.category in ('Revenue', 'Expenses') and ${where}
     group by l.account_id`,
    [f.orgId, from, to, ...params],
  );
  return new Map(rows.map((row) => [row.account_id, cents(row.amount)]));
}

function post(date: string, description: string, lines: Array<Record<string, unknown>>) {
  return ok(f.owner.rpc('post_journal_entry', { p_organization_id: f.orgId, p_entry_date: date, p_description: description, p_lines: lines }));
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  for (const code of ['1010', '4010', '4100', '4200', '6100', '6400']) account[code] = await f.account(code);
  general = (await f.backend.admin.query<{ id: string }>(`select id from public.funds where organization_id = $1 order by created_at limit 1`, [f.orgId]))[0]?.id ?? '';
  youth = await ok(f.owner.rpc('create_fund', { p_organization_id: f.orgId, p_name: 'Youth Meals', p_restriction: 'with_donor_restrictions' })) as string;
  project = (await f.backend.admin.query<{ id: string }>(`insert into public.projects (organization_id, name, budget) values ($1, 'Backpacks', 5000) returning id`, [f.orgId]))[0]?.id ?? '';
  // Two years of activity: gifts and fees in, rent and food out, some food for the project in the youth fund.
  for (const year of [2025, 2026]) {
    for (let month = 1; month <= 12; month += 1) {
      const day = `${year}-${String(month).padStart(2, '0')}-15`;
      const gift = 1000 + month * 37.25 + (year - 2025) * 100;
      await post(day, 'Gifts', [
        { account_id: account['1010'], fund_id: general, debit: gift, credit: 0 },
        { account_id: account['4010'], fund_id: general, debit: 0, credit: gift },
      ]);
      await post(day, 'Rent and food', [
        { account_id: account['6100'], fund_id: general, debit: 800, credit: 0 },
        { account_id: account['6400'], fund_id: youth, project_id: project, debit: 120.1 * month, credit: 0 },
        { account_id: account['1010'], fund_id: general, debit: 0, credit: 800 },
        { account_id: account['1010'], fund_id: youth, debit: 0, credit: 120.1 * month },
      ]);
    }
  }
  // A refund in March 2026 (a debit to revenue) and a fee income line.
  await post('2026-03-20', 'Refund', [
    { account_id: account['4010'], fund_id: general, debit: 55.55, credit: 0 },
    { account_id: account['1010'], fund_id: general, debit: 0, credit: 55.55 },
  ]);
  await post('2026-03-21', 'Fees', [
    { account_id: account['1010'], fund_id: general, debit: 300, credit: 0 },
    { account_id: account['4200'], fund_id: general, debit: 0, credit: 300 },
  ]);
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

describe('budgets', () => {
  let fromActuals: string;

  it('a budget created from last year\'s actuals (+10%) has last year\'s monthly actuals grown by 10%', async () => {
    fromActuals = await ok(f.owner.rpc('create_budget_from_actuals', { p_organization_id: f.orgId, p_name: 'FY2026 from actuals', p_fiscal_year: 2026, p_percent: 10 })) as string;
    const grid = await ok(f.owner.rpc('get_budget_grid', { p_budget_id: fromActuals })) as unknown as Grid;
    expect(grid.budget.status).toBe('draft');
    const last = await ledger('2025-01-01', '2025-12-31');
    expect(new Set(grid.rows.map((row) => row.account_id))).toEqual(new Set(last.keys()));
    const gifts = grid.rows.find((row) => row.account_code === '4010');
    expect(gifts?.months.map(cents)).toEqual(Array.from({ length: 12 }, (_, index) => Math.round((1000 + (index + 1) * 37.25) * 110)));
    expect(gifts?.last_year.map(cents)).toEqual(Array.from({ length: 12 }, (_, index) => Math.round((1000 + (index + 1) * 37.25) * 100)));
    const total = grid.rows.reduce((sum, row) => sum + cents(row.total), 0);
    const expected = [...last.values()].reduce((sum, value) => sum + Math.round(value * 1.1), 0);
    expect(Math.abs(total - expected)).toBeLessThanOrEqual(grid.rows.length * 12);
  });

  it('an account with quiet months last year gets zero for them (fees: March only)', async () => {
    const next = await ok(f.owner.rpc('create_budget_from_actuals', { p_organization_id: f.orgId, p_name: 'FY2027 from actuals', p_fiscal_year: 2027 })) as string;
    const grid = await ok(f.owner.rpc('get_budget_grid', { p_budget_id: next })) as unknown as Grid;
    expect(grid.rows.find((row) => row.account_code === '4200')?.months.map(cents)).toEqual([0, 0, 30000, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    await ok(f.owner.rpc('delete_budget', { p_budget_id: next }));
  });

  it('budget_vs_actual: the actual equals the ledger for the whole organization, a fund and a project', async () => {
    await ok(f.owner.rpc('set_budget_status', { p_budget_id: fromActuals, p_status: 'approved' }));
    const rows = await bva({ p_from: '2026-01-01', p_to: '2026-06-30' });
    const expected = await ledger('2026-01-01', '2026-06-30');
    expect(new Map(rows.map((row) => [row.account_id, cents(row.actual)]))).toEqual(expected);
    const gifts = rows.find((row) => row.account_code === '4010');
    expect(cents(gifts?.budget)).toBe([1, 2, 3, 4, 5, 6].reduce((sum, month) => sum + Math.round((1000 + month * 37.25) * 110), 0));
    expect(cents(gifts?.variance)).toBe(cents(gifts?.actual) - cents(gifts?.budget));
    // Fees had no actual last year: actual only, no budget, no percentage.
    const fees = rows.find((row) => row.account_code === '4200');
    expect(cents(fees?.budget)).toBe(0);
    expect(fees?.variance_percent).toBeNull();

    const fundRows = await bva({ p_from: '2026-01-01', p_to: '2026-12-31', p_fund_id: youth });
    expect(new Map(fundRows.map((row) => [row.account_id, cents(row.actual)]))).toEqual(await ledger('2026-01-01', '2026-12-31', 'l.fund_id = $4', [youth]));
    // No approved budget for the fund's own scope: the organization-wide one is not borrowed.
    expect(fundRows.every((row) => cents(row.budget) === 0)).toBe(true);
    const projectRows = await bva({ p_from: '2026-04-10', p_to: '2026-09-10', p_project_id: project });
    expect(new Map(projectRows.map((row) => [row.account_id, cents(row.actual)]))).toEqual(await ledger('2026-04-10', '2026-09-10', 'l.project_id = $4', [project]));
  });

  it('the report\'s totals are the sums of its rows and it names the approved budget it reads', async () => {
    type Totals = { budget: number | string; actual: number | string; variance: number | string };
    const report = await ok(f.owner.rpc('budget_vs_actual_report', { p_organization_id: f.orgId, p_from: '2026-01-01', p_to: '2026-06-30' })) as unknown as { rows: BvaRow[]; totals: Record<string, Totals>; budgets: Array<{ id: string }> };
    expect(report.budgets.map((budget) => budget.id)).toEqual([fromActuals]);
    for (const category of ['Revenue', 'Expenses']) {
      const rows = report.rows.filter((row) => row.category === category);
      expect(cents(report.totals[category]?.actual)).toBe(rows.reduce((sum, row) => sum + cents(row.actual), 0));
      expect(cents(report.totals[category]?.budget)).toBe(rows.reduce((sum, row) => sum + cents(row.budget), 0));
    }
    expect(cents(report.totals.Net?.actual)).toBe(cents(report.totals.Revenue?.actual) - cents(report.totals.Expenses?.actual));
    const none = await ok(f.owner.rpc('budget_vs_actual_report', { p_organization_id: f.orgId, p_from: '2026-01-01', p_to: '2026-06-30', p_fund_id: youth })) as unknown as { budgets: unknown[] };
    expect(none.budgets).toEqual([]);
  });

  it('the budget\'s grid: months, quarters, year to date and year; the year\'s actual equals the ledger', async () => {
    const grid = await ok(f.owner.rpc('budget_vs_actual_grid', { p_budget_id: fromActuals, p_as_of: '2026-03-31' })) as unknown as BvaGrid;
    const expected = await ledger('2026-01-01', '2026-12-31');
    for (const row of grid.rows) {
      expect(row.cells).toHaveLength(18);
      expect(cents(row.cells[17]?.actual)).toBe(expected.get(row.account_id) ?? 0);
      const q1 = [0, 1, 2].reduce((sum, index) => sum + cents(row.cells[index]?.actual), 0);
      expect(cents(row.cells[12]?.actual)).toBe(q1);
      expect(cents(row.cells[16]?.actual)).toBe(q1); // year to date through March 31
      expect(cents(row.cells[16]?.budget)).toBe([0, 1, 2].reduce((sum, index) => sum + cents(row.cells[index]?.budget), 0));
    }
    const revenue = grid.totals.Revenue?.[17];
    const revenueLedger = grid.rows.filter((row) => row.category === 'Revenue').reduce((sum, row) => sum + (expected.get(row.account_id) ?? 0), 0);
    expect(cents(revenue?.actual)).toBe(revenueLedger);
    expect(cents(grid.totals.Net?.[17]?.actual)).toBe(revenueLedger - cents(grid.totals.Expenses?.[17]?.actual));
  });

  it('the drill-down lists the ledger lines behind a cell, paged, with the cell\'s totals', async () => {
    const page = await ok(f.owner.rpc('budget_ledger_lines', { p_organization_id: f.orgId, p_account_id: account['4010'], p_from: '2026-03-01', p_to: '2026-03-31', p_limit: 1 })) as unknown as { total: number; rows: Array<{ debit: number; credit: number }>; totals: { debit: number; credit: number } };
    expect(page.total).toBe(2);
    expect(page.rows).toHaveLength(1);
    expect(cents(page.totals.credit) - cents(page.totals.debit)).toBe((await ledger('2026-03-01', '2026-03-31')).get(account['4010'] ?? ''));
  });

  it('one approved budget per fiscal year, fund and project: a second approval is refused in words; replacing archives the first', async () => {
    const copy = await ok(f.owner.rpc('copy_budget', { p_budget_id: fromActuals, p_name: 'FY2026 revised' })) as string;
    const grid = await ok(f.owner.rpc('get_budget_grid', { p_budget_id: copy })) as unknown as Grid;
    expect(grid.budget.version).toBe(2);
    const refused = await f.owner.rpc('set_budget_status', { p_budget_id: copy, p_status: 'approved' });
    expect(refused.error?.message).toBe('"FY2026 from actuals" is already the approved budget for FY 2026 (whole organization); archive it first (one approved budget per fiscal year, fund and project)');
    // Straight into the table too: the database refuses, whatever the path.
    const direct = await f.owner.from('budgets').update({ status: 'approved' }).eq('id', copy);
    expect(direct.error?.message).toMatch(/already the approved budget/);
    // Another scope may have its own approved budget.
    const projectBudget = await ok(f.owner.rpc('create_budget', { p_organization_id: f.orgId, p_name: 'Backpacks 2026', p_fiscal_year: 2026, p_project_id: project })) as string;
    await ok(f.owner.rpc('set_budget_status', { p_budget_id: projectBudget, p_status: 'approved' }));
    await ok(f.owner.rpc('set_budget_status', { p_budget_id: copy, p_status: 'approved', p_replace_approved: true }));
    const statuses = await f.backend.admin.query<{ id: string; status: string }>(`select id, status from public.budgets where organization_id = $1`, [f.orgId]);
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({ [fromActuals]: 'archived', [copy]: 'approved', [projectBudget]: 'approved' });
    // The index stands behind the trigger.
    const index = await f.backend.admin.query<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'budgets_one_approved_per_scope'`);
    expect(index[0]?.indexdef).toMatch(/WHERE \(status = 'approved'/);
  });

  it('an approved budget is frozen: its grid cannot be saved nor its lines changed', async () => {
    const approved = (await f.backend.admin.query<{ id: string }>(`select id from public.budgets where organization_id = $1 and name = 'FY2026 revised'`, [f.orgId]))[0]?.id ?? '';
    const saved = await f.owner.rpc('save_budget_grid', { p_budget_id: approved, p_lines: [] });
    expect(saved.error?.message).toBe('The budget "FY2026 revised" is approved; only a draft can change. Copy it to a new draft version to make changes');
    const direct = await f.owner.from('budget_line_items').update({ amount: 1 }).eq('budget_id', approved);
    expect(direct.error?.message).toMatch(/only a draft can change/);
  });

  it('the grid is saved whole or not at all', async () => {
    const draft = await ok(f.owner.rpc('create_budget', { p_organization_id: f.orgId, p_name: 'Grid draft', p_fiscal_year: 2027 })) as string;
    const months = Array.from({ length: 12 }, (_, index) => `${100 + index}.50`);
    const result = await ok(f.owner.rpc('save_budget_grid', { p_budget_id: draft, p_lines: [{ account_id: account['4010'], months }, { account_id: account['6100'], months }] })) as unknown as { total: number | string };
    expect(cents(result.total)).toBe(2 * months.reduce((sum, value) => sum + cents(value), 0));
    const bad = await f.owner.rpc('save_budget_grid', { p_budget_id: draft, p_lines: [{ account_id: account['6400'], months }, { account_id: account['1010'], months }] });
    expect(bad.error?.message).toBe('Row 2: 1010 Cash - Operating is not a revenue or expense account');
    const notNumber = await f.owner.rpc('save_budget_grid', { p_budget_id: draft, p_lines: [{ account_id: account['6400'], months: [...months.slice(0, 11), 'ten'] }] });
    expect(notNumber.error?.message).toMatch(/^Row 1 \(6400 .*\), month 12: "ten" is not an amount in dollars and cents$/);
    const lines = await f.backend.admin.query<{ account_id: string }>(`select distinct account_id from public.budget_line_items where budget_id = $1`, [draft]);
    expect(new Set(lines.map((line) => line.account_id))).toEqual(new Set([account['4010'], account['6100']]));
  });

  it('a viewer reads budgets and budget vs. actual but cannot create, save or approve', async () => {
    const list = await ok(f.viewer.rpc('list_budgets', { p_organization_id: f.orgId })) as unknown as Array<{ id: string }>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect((await f.viewer.rpc('budget_vs_actual', { p_organization_id: f.orgId, p_from: '2026-01-01', p_to: '2026-12-31' })).error).toBeNull();
    const created = await f.viewer.rpc('create_budget', { p_organization_id: f.orgId, p_name: 'Viewer budget', p_fiscal_year: 2026 });
    expect(created.error?.message).toBe('Viewers cannot change budgets');
    const draft = list[0]?.id ?? '';
    expect((await f.viewer.rpc('save_budget_grid', { p_budget_id: draft, p_lines: [] })).error?.message).toBe('Viewers cannot change budgets');
    expect((await f.viewer.rpc('set_budget_status', { p_budget_id: draft, p_status: 'archived' })).error?.message).toBe('Viewers cannot change budgets');
    const inserted = await f.viewer.from('budgets').insert({ organization_id: f.orgId, name: 'Sneaky', fiscal_year: 2026, start_date: '2026-01-01', end_date: '2026-12-31' });
    expect(inserted.error).not.toBeNull();
  });

  it('the dashboard reads a project\'s approved budgets (else the project\'s own number) and this year\'s approved budget', async () => {
    type Summary = { projects: Array<{ id: string; budget: number | string | null; budget_source: string }>; budget: { name: string; expenses: number | string } | null };
    const before = await ok(f.owner.rpc('get_dashboard_summary', { p_organization_id: f.orgId })) as unknown as Summary;
    expect(before.projects.find((row) => row.id === project)).toMatchObject({ budget: 5000, budget_source: 'project' });
    const lastYear = await ok(f.owner.rpc('create_budget_from_actuals', { p_organization_id: f.orgId, p_name: 'Backpacks 2027', p_fiscal_year: 2027, p_project_id: project })) as string;
    await ok(f.owner.rpc('set_budget_status', { p_budget_id: lastYear, p_status: 'approved' }));
    const after = await ok(f.owner.rpc('get_dashboard_summary', { p_organization_id: f.orgId })) as unknown as Summary;
    const lines = await f.backend.admin.query<{ total: string }>(`select sum(amount)::text as total from public.budget_line_items where budget_id = $1`, [lastYear]);
    expect(cents(lines[0]?.total)).toBeGreaterThan(0);
    const row = after.projects.find((item) => item.id === project);
    expect(row?.budget_source).toBe('approved_budget');
    expect(cents(row?.budget)).toBe(cents(lines[0]?.total));
    const shared = await f.backend.admin.query<{ amount: string }>(`select private.project_budget_amount($1)::text as amount`, [project]);
    expect(cents(shared[0]?.amount)).toBe(cents(row?.budget));
    // The project page and the Projects overview read the same budget as the dashboard.
    const summary = await ok(f.owner.rpc('get_project_summary', { p_organization_id: f.orgId, p_project_id: project }).maybeSingle()) as unknown as { budget: number | string | null; remaining: number | string | null; spent: number | string };
    expect(cents(summary.budget)).toBe(cents(row?.budget));
    expect(cents(summary.remaining)).toBe(cents(row?.budget) - cents(summary.spent));
    // This calendar year's organization-wide approved budget, when the test runs in 2026.
    if (new Date().getUTCFullYear() === 2026) expect(after.budget?.name).toBe('FY2026 revised');
  });

  it('another organization sees none of it', async () => {
    expect((await f.outsider.rpc('budget_vs_actual', { p_organization_id: f.orgId, p_from: '2026-01-01', p_to: '2026-12-31' })).error?.message).toBe('Access denied');
    expect((await f.outsider.rpc('get_budget_grid', { p_budget_id: fromActuals })).error?.message).toBe('Budget not found');
  });
});

// Budget vs. actual at volume (issue 14 point 12): one organization with MB_BENCH_BUDGET_LINES ledger
// lines (default 1,000,000) over two years, gifts into cash and expenses paid from cash (a fifth of
// them on one of five projects). Rows are written in bulk with triggers off (session_replication_role
// = replica) and the daily totals rebuilt with the migration's own backfill query, exactly what the
// triggers keep (the integration tests check the triggers). Then, through the real API (supabase-js,
// RLS on): a budget for this fiscal year made from last year's actuals, approved, and each budget
// RPC run 7 times after a warm-up: median, minimum and payload. Throw-away backend on loopback.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startTestBackend } from '../test/start-test-backend.ts';
import { createTestClient } from '../test/supabase-client.ts';

const LINES = Number(process.env.MB_BENCH_BUDGET_LINES ?? 1_000_000);
const RUNS = 7;

interface Measured {
  label: string;
  medianMs: number;
  minMs: number;
  bytes: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measure(label: string, work: () => Promise<number>): Promise<Measured> {
  await work();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    bytes = await work();
    times.push(performance.now() - start);
  }
  return { label, medianMs: median(times), minMs: Math.min(...times), bytes };
}

async function generate(pool: pg.Pool, org: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(`insert into public.projects (organization_id, name, budget) select $1, 'Program ' || i, 100000 from generate_series(1, 5) i`, [org]);
    await client.query(
      `create temp table bench_entries on commit drop as
       select i, gen_random_uuid() as id, current_date - (i % 730) as d, ((i::bigint * 7919) % 50000) / 100.0 + 1 as amount
       from generate_series(1, $1::int) i`,
      [Math.ceil(LINES / 2)],
    );
    await client.query(
      `insert into public.journal_entries (id, organization_id, entry_date, description, status, source_type, posted_at)
       select id, $1, d, 'Bench entry ' || i, 'posted', 'manual', now() from bench_entries`,
      [org],
    );
    // i % 10: 0-3 a gift (cash / revenue), 4-9 an expense paid from cash (i % 10 = 4 or 6 on a project).
    await client.query(
      `with chart as (
         select max(id::text) filter (where code = '1010')::uuid as cash,
                array_agg(id order by code) filter (where code in ('4010', '4100', '4200', '4300')) as revenue,
                array_agg(id order by code) filter (where code in ('5100', '6100', '6200', '6300', '6400', '6500', '6600')) as expense
         from public.accounts where organization_id = $1),
       fund as (select default_fund_id as id from public.organization_settings where organization_id = $1),
       projects as (select array_agg(id order by name) as ids from public.projects where organization_id = $1),
       lines as (
         select b.id, b.i, b.amount, f.id as fund,
                case when b.i % 10 < 4 then c.cash else c.expense[1 + b.i % 7] end as debit_account,
                case when b.i % 10 < 4 then c.revenue[1 + b.i % 4] else c.cash end as credit_account,
                case when b.i % 10 in (4, 6) then p.ids[1 + (b.i / 10) % 5] end as project
         from bench_entries b, chart c, fund f, projects p)
       insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, debit, credit, line_number)
       select $1, id, debit_account, fund, project, amount, 0, 1 from lines
       union all
       select $1, id, credit_account, fund, null, 0, amount, 2 from lines`,
      [org],
    );
    await client.query(
      `insert into private.ledger_daily_totals (organization_id, account_id, fund_id, project_id, entry_date, debit, credit, line_count)
       select l.organization_id, l.account_id, l.fund_id, l.project_id, e.entry_date, sum(l.debit), sum(l.credit), count(*)::int
       from public.journal_entry_lines l join public.journal_entries e on e.id = l.journal_entry_id
       where l.organization_id = $1 and e.status = 'posted'
       group by l.organization_id, l.account_id, l.fund_id, l.project_id, e.entry_date`,
      [org],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  await pool.query('analyze');
}

async function main(): Promise<void> {
  console.log(`Budget vs. actual bench: ${LINES.toLocaleString('en-US')} ledger lines, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`);
  const backend = await startTestBackend();
  const pool = new pg.Pool({ connectionString: backend.databaseUrl, max: 2 });
  try {
    const supabase = createTestClient(backend.url, backend.anonKey);
    const signUp = await supabase.auth.signUp({
      email: `budget-bench-${randomUUID().slice(0, 8)}@example.org`,
      password: 'budget bench password 1',
      options: { data: { organization_name: 'Budget Bench Pantry', full_name: 'Bench Owner' } },
    });
    if (signUp.error || !signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`);
    const [membership] = await backend.admin.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [signUp.data.user.id]);
    const org = membership?.organization_id ?? '';
    const loadStart = performance.now();
    await generate(pool, org);
    const [counted] = await backend.admin.query<{ lines: string; totals: string }>(
      `select (select count(*) from public.journal_entry_lines where organization_id = $1)::text as lines,
              (select count(*) from private.ledger_daily_totals where organization_id = $1)::text as totals`,
      [org],
    );
    console.log(`generated ${Number(counted?.lines).toLocaleString('en-US')} lines (${Number(counted?.totals).toLocaleString('en-US')} daily total rows) in ${((performance.now() - loadStart) / 1000).toFixed(0)} s`);

    // The fiscal year (January start for a new organization) and last year's actuals as the plan.
    const year = new Date().getUTCFullYear();
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    const results: Measured[] = [];
    const createStart = performance.now();
    const created = await supabase.rpc('create_budget_from_actuals', { p_organization_id: org, p_name: `FY${year} bench`, p_fiscal_year: year, p_percent: 5 });
    if (created.error) throw new Error(created.error.message);
    const createMs = performance.now() - createStart;
    const budgetId = String(created.data);
    const approved = await supabase.rpc('set_budget_status', { p_budget_id: budgetId, p_status: 'approved' });
    if (approved.error) throw new Error(approved.error.message);
    const [project] = await backend.admin.query<{ id: string }>(`select id from public.projects where organization_id = $1 order by name limit 1`, [org]);
    const projectBudget = await supabase.rpc('create_budget_from_actuals', { p_organization_id: org, p_name: `FY${year} project bench`, p_fiscal_year: year, p_project_id: project?.id ?? '' });
    if (projectBudget.error) throw new Error(projectBudget.error.message);
    await supabase.rpc('set_budget_status', { p_budget_id: String(projectBudget.data), p_status: 'approved' });

    const rpc = async (name: string, args: Record<string, unknown>): Promise<number> => {
      const { data, error } = await supabase.rpc(name, args);
      if (error) throw new Error(`${name}: ${error.message}`);
      return JSON.stringify(data).length;
    };
    results.push(await measure(`budget_vs_actual, FY ${year}, whole organization`, () => rpc('budget_vs_actual', { p_organization_id: org, p_from: from, p_to: to })));
    results.push(await measure(`budget_vs_actual, FY ${year}, one project`, () => rpc('budget_vs_actual', { p_organization_id: org, p_from: from, p_to: to, p_project_id: project?.id })));
    results.push(await measure(`budget_vs_actual_report, FY ${year} (rows + totals)`, () => rpc('budget_vs_actual_report', { p_organization_id: org, p_from: from, p_to: to })));
    results.push(await measure('budget_vs_actual_grid (18 periods per account)', () => rpc('budget_vs_actual_grid', { p_budget_id: budgetId })));
    results.push(await measure('get_budget_grid (with last year per month)', () => rpc('get_budget_grid', { p_budget_id: budgetId })));
    results.push(await measure('list_budgets', () => rpc('list_budgets', { p_organization_id: org })));

    const width = Math.max(...results.map((result) => result.label.length), 40);
    console.log(`${'RPC'.padEnd(width)}  median ms  min ms  payload KiB`);
    for (const result of results) {
      console.log(`${result.label.padEnd(width)}  ${result.medianMs.toFixed(1).padStart(9)}  ${result.minMs.toFixed(1).padStart(6)}  ${(result.bytes / 1024).toFixed(1).padStart(11)}`);
    }
    console.log(`create_budget_from_actuals (one call, last year's actuals by month, ${LINES.toLocaleString('en-US')} lines): ${createMs.toFixed(0)} ms`);
  } finally {
    await pool.end();
    await backend.stop();
  }
}

await main();
// Ends once the figures are printed: a handle left open after the backend stopped (not yet found) kept the process
// (and the heavy-work lock of whoever ran it) open for many minutes after the last line.
process.exit(0);

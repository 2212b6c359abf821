// `pnpm --filter @missionbase/backend bench:reports` (and the last part of `pnpm bench`): every
// report RPC of issue 15 at volume. Generates one organization with MB_BENCH_REPORT_LINES ledger
// lines (default 1,000,000) over two years: gifts into cash, expenses paid from cash (a fifth with a
// project, the expense function set as the insert trigger would), bills on payables, a loan,
// equipment; plus 50,000 donations by 8,000 donors. Posting that many documents one by one takes far
// too long on two cores, so rows are written in bulk with triggers off (session_replication_role =
// replica) and the kept totals (daily, and daily by function) are rebuilt with the migrations' own
// backfill queries: exactly what the triggers keep (the integration tests check the triggers).
// Then each RPC runs 7 times after a warm-up through the real API (supabase-js) and the median, the
// minimum and the payload are printed against the 300 ms target. Throw-away backend on loopback.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startTestBackend } from '../test/start-test-backend.ts';
import { createTestClient } from '../test/supabase-client.ts';

const LINES = Number(process.env.MB_BENCH_REPORT_LINES ?? 1_000_000);
const RUNS = 7;
const TARGET_MS = 300;

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

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

async function generate(pool: pg.Pool, org: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(`insert into public.funds (organization_id, name, restriction) values ($1, 'Youth Meals', 'with_donor_restrictions'), ($1, 'Capital Campaign', 'with_donor_restrictions')`, [org]);
    await client.query(`insert into public.projects (organization_id, name, budget, function) select $1, 'Program ' || i, 100000, case when i = 5 then 'fundraising' else 'program' end from generate_series(1, 5) i`, [org]);
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
    // i % 10: 0-3 a gift (cash / revenue), 4-7 an expense paid from cash (even ones with a project),
    // 8 an expense on payables, 9 a payable paid, and every 1000th a loan or equipment. The expense
    // line's function is written as the insert trigger fills it: the project's, else the account's.
    await client.query(
      `with chart as (
         select array_agg(id order by code) filter (where code in ('1010', '1020')) as cash,
                array_agg(id order by code) filter (where code in ('4010', '4100', '4200', '4300')) as revenue,
                array_agg(id order by code) filter (where code in ('5100', '6100', '6200', '6300', '6400', '6500', '6600')) as expense,
                array_agg(default_function order by code) filter (where code in ('5100', '6100', '6200', '6300', '6400', '6500', '6600')) as expense_fn,
                max(id::text) filter (where code = '2010')::uuid as payable,
                max(id::text) filter (where code = '2300')::uuid as loan,
                max(id::text) filter (where code = '1500')::uuid as equipment
         from public.accounts where organization_id = $1),
       funds as (select array_agg(id order by name) as ids from public.funds where organization_id = $1),
       projects as (select array_agg(id order by name) as ids, array_agg(function order by name) as fns from public.projects where organization_id = $1),
       e as (
         select b.*, f.ids[1 + b.i % 3] as fund, p.ids[1 + (b.i / 10) % 5] as project, p.fns[1 + (b.i / 10) % 5] as project_fn, c.*
         from bench_entries b, chart c, funds f, projects p),
       lines as (
         select id, fund, i, amount,
                case when i % 1000 = 0 then equipment when i % 1000 = 500 then cash[1] when i % 10 < 4 then cash[1 + i % 2]
                     when i % 10 < 9 then expense[1 + i % 7] else payable end as debit_account,
                case when i % 1000 = 0 then cash[1] when i % 1000 = 500 then loan when i % 10 < 4 then revenue[1 + i % 4]
                     when i % 10 < 8 then cash[1] else case when i % 10 = 8 then payable else cash[1] end end as credit_account,
                case when i % 10 between 4 and 7 and i % 2 = 0 and i % 1000 not in (0, 500) then project end as line_project,
                case when i % 1000 in (0, 500) or i % 10 < 4 or i % 10 = 9 then null
                     when i % 10 between 4 and 7 and i % 2 = 0 then project_fn
                     else coalesce(expense_fn[1 + i % 7], 'management_general') end as line_function
         from e)
       insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, function, debit, credit, line_number)
       select $1, id, debit_account, fund, line_project, line_function, amount, 0, 1 from lines
       union all
       select $1, id, credit_account, fund, null, null, 0, amount, 2 from lines`,
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
    await client.query(
      `insert into private.ledger_function_daily_totals (organization_id, account_id, fund_id, project_id, function, entry_date, debit, credit, line_count)
       select l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date, sum(l.debit), sum(l.credit), count(*)::int
       from public.journal_entry_lines l join public.journal_entries e on e.id = l.journal_entry_id
       where l.organization_id = $1 and e.status = 'posted' and l.function is not null
       group by l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date`,
      [org],
    );
    await client.query(
      `insert into public.donations (organization_id, donor_name, donation_date, amount, method)
       select $1, 'Donor ' || (i * 7919 % 8000), current_date - (i * 13 % 1095), ((i::bigint * 104729) % 200000) / 100.0 + 5, 'check'
       from generate_series(1, 50000) i`,
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
  const backend = await startTestBackend();
  const pool = new pg.Pool({ connectionString: backend.databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  try {
    const supabase = createTestClient(backend.url, backend.anonKey);
    const email = `bench-reports-${randomUUID().slice(0, 8)}@example.org`;
    const password = 'bench password 1234';
    const signUp = await supabase.auth.signUp({ email, password, options: { data: { organization_name: 'Bench Reports Food Bank' } } });
    if (signUp.error || !signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`);
    const signIn = await supabase.auth.signInWithPassword({ email, password });
    if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
    const org = (await pool.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [signUp.data.user.id])).rows[0]?.organization_id;
    if (!org) throw new Error('no organization provisioned');

    const started = performance.now();
    await generate(pool, org);
    const counts = (await pool.query<{ lines: number; totals: number; function_totals: number }>(
      `select (select count(*) from public.journal_entry_lines where organization_id = $1)::int as lines,
              (select count(*) from private.ledger_daily_totals where organization_id = $1)::int as totals,
              (select count(*) from private.ledger_function_daily_totals where organization_id = $1)::int as function_totals`,
      [org],
    )).rows[0];
    console.log(`generated ${counts?.lines.toLocaleString('en-US')} ledger lines (${counts?.totals.toLocaleString('en-US')} daily total rows, ` +
      `${counts?.function_totals.toLocaleString('en-US')} by function) and 50,000 donations in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const cash = (await pool.query<{ id: string }>(`select id from public.accounts where organization_id = $1 and code = '1010'`, [org])).rows[0]?.id;
    const to = isoDaysAgo(0);
    const from = isoDaysAgo(364);
    const compare = { p_compare_from: isoDaysAgo(729), p_compare_to: isoDaysAgo(365) };
    const rpc = (name: string, args: Record<string, unknown>) => async () => {
      const { data, error } = await supabase.rpc(name, { p_organization_id: org, ...args });
      if (error) throw new Error(`${name}: ${error.message}`);
      return Buffer.byteLength(JSON.stringify(data));
    };
    const cases: Array<[string, () => Promise<number>]> = [
      ['report_statement_of_financial_position (with comparison date)', rpc('report_statement_of_financial_position', { p_as_of: to, p_compare_as_of: compare.p_compare_to })],
      ['report_statement_of_activities (year, with comparison)', rpc('report_statement_of_activities', { p_from: from, p_to: to, ...compare })],
      ['report_trial_balance (year, with comparison date)', rpc('report_trial_balance', { p_from: from, p_to: to, p_compare_to: compare.p_compare_to })],
      ['report_fund_balances (year, with comparison date)', rpc('report_fund_balances', { p_from: from, p_to: to, p_compare_to: compare.p_compare_to })],
      ['report_program_expenses (year, with comparison)', rpc('report_program_expenses', { p_from: from, p_to: to, ...compare })],
      ['report_cash_flows (year, with comparison)', rpc('report_cash_flows', { p_from: from, p_to: to, ...compare })],
      ['report_donor_analysis (year, with comparison)', rpc('report_donor_analysis', { p_from: from, p_to: to, ...compare })],
      ['report_taxes (year, with comparison)', rpc('report_taxes', { p_from: from, p_to: to, ...compare })],
      ['report_ledger_lines: cash, one month, first 50 lines', rpc('report_ledger_lines', { p_account_ids: [cash], p_from: isoDaysAgo(30), p_to: to, p_limit: 50 })],
      ['report_ledger_lines: cash, one year, 50 lines at offset 10,000', rpc('report_ledger_lines', { p_account_ids: [cash], p_from: from, p_to: to, p_limit: 50, p_offset: 10_000 })],
      ['report_ledger_lines: all expenses of a year, fundraising, first 50', rpc('report_ledger_lines', { p_categories: ['Expenses'], p_function: 'fundraising', p_from: from, p_to: to, p_limit: 50, p_sign: 'debit' })],
    ];
    const results: Measured[] = [];
    for (const [label, work] of cases) {
      const result = await measure(label, work);
      results.push(result);
      console.log(`  ${label}: ${result.medianMs.toFixed(0)} ms`);
    }
    const width = Math.max(...results.map((result) => result.label.length));
    console.log(`\nReports at ${(LINES / 1e6).toLocaleString('en-US')}M ledger lines, API (supabase.rpc), ${RUNS} runs after a warm-up; target ${TARGET_MS} ms`);
    console.log(`${'report'.padEnd(width)}  median ms  min ms  payload KiB  target`);
    for (const result of results) {
      console.log(`${result.label.padEnd(width)}  ${result.medianMs.toFixed(1).padStart(9)}  ${result.minMs.toFixed(1).padStart(6)}  ${(result.bytes / 1024).toFixed(1).padStart(11)}  ${result.medianMs <= TARGET_MS ? 'PASS' : 'OVER'}`);
    }
  } finally {
    await pool.end().catch(() => undefined);
    await backend.stop();
  }
}

// Ends once the figures are printed: a handle left open after the backend stopped (not yet found) kept the process
// (and the heavy-work lock of whoever ran it) open for many minutes after the last line.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

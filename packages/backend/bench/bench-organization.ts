// What the volume benches share (bench:data, bench:reports, budget-vs-actual): a signed-up
// organization on a throw-away backend, the million-ledger-line organization written in bulk, and
// the measuring loop (median and minimum of 7 runs after a warm-up, with the payload size).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '../test/start-test-backend.ts';
import { createTestClient } from '../test/supabase-client.ts';
import { inTransaction } from '../src/db/transaction.ts';

export const RUNS = 7;

export interface Measured {
  label: string;
  medianMs: number;
  minMs: number;
  bytes: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A call slower than this is timed once, not RUNS times more (one slow list would hold the bench for many minutes). */
const SLOW_MS = 5_000;

/** Runs `work` RUNS times after one warm-up; `work` answers the payload size in bytes. */
export async function measure(label: string, work: () => Promise<number>): Promise<Measured> {
  const warmStart = performance.now();
  const warmBytes = await work();
  const warmMs = performance.now() - warmStart;
  if (warmMs > SLOW_MS) return { label: `${label} (one cold run: over ${SLOW_MS / 1000} s)`, medianMs: warmMs, minMs: warmMs, bytes: warmBytes };
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    bytes = await work();
    times.push(performance.now() - start);
  }
  return { label, medianMs: median(times), minMs: Math.min(...times), bytes };
}

/** An RPC through the real API (supabase-js, RLS on) as work for `measure`: its JSON size. */
export function rpcWork(supabase: SupabaseClient, name: string, args: Record<string, unknown>): () => Promise<number> {
  return async () => {
    const { data, error } = await supabase.rpc(name, args);
    if (error) throw new Error(`${name}: ${error.message}`);
    return Buffer.byteLength(JSON.stringify(data));
  };
}

export interface BenchUser {
  supabase: SupabaseClient;
  userId: string;
  email: string;
  password: string;
  /** The organization the sign-up provisioned (the product's own provisioning). */
  organizationId: string;
}

/** Signs a new owner up with their organization and signs them in (supabase-js). */
export async function signUpOwner(backend: TestBackend, organizationName: string): Promise<BenchUser> {
  const supabase = createTestClient(backend.url, backend.anonKey);
  const email = `bench-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'bench password 1234';
  const signUp = await supabase.auth.signUp({ email, password, options: { data: { organization_name: organizationName, full_name: 'Bench Owner' } } });
  if (signUp.error || !signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`);
  const signIn = await supabase.auth.signInWithPassword({ email, password });
  if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
  const [membership] = await backend.admin.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [signUp.data.user.id]);
  if (!membership) throw new Error('no organization provisioned');
  return { supabase, userId: signUp.data.user.id, email, password, organizationId: membership.organization_id };
}

export interface LedgerVolume {
  lines: number;
  dailyTotals: number;
  functionDailyTotals: number;
  seconds: number;
}

/**
 * Writes `lines` posted ledger lines (two per entry) over the last two years into `org`: i % 10 of
 * 0-3 a gift into cash (revenue), 4-7 an expense paid from cash (the even ones on one of five
 * projects, the fifth a fundraising project), 8 an expense on payables, 9 a payable paid, every
 * 1000th a loan or equipment; three funds; plus `donations` gifts by 8,000 donors. Posting that many
 * documents one at a time takes far too long on two cores, so rows are written in bulk with triggers
 * off (session_replication_role = replica) and the kept totals (daily, and daily by expense function)
 * are rebuilt with one grouped query each over the posted lines: exactly what the triggers keep
 * (private.add_to_ledger_totals, private.add_to_function_totals; the integration tests check them).
 */
export async function writeLedgerVolume(pool: pg.Pool, org: string, lines: number, donations = 0): Promise<LedgerVolume> {
  const started = performance.now();
  await inTransaction(pool, async (client) => {
    await client.query('set local session_replication_role = replica');
    await client.query(`insert into public.funds (organization_id, name, restriction) values ($1, 'Youth Meals', 'with_donor_restrictions'), ($1, 'Capital Campaign', 'with_donor_restrictions')`, [org]);
    await client.query(`insert into public.projects (organization_id, name, budget, function) select $1, 'Program ' || i, 100000, case when i = 5 then 'fundraising' else 'program' end from generate_series(1, 5) i`, [org]);
    await client.query(
      `create temp table bench_entries on commit drop as
       select i, gen_random_uuid() as id, current_date - (i % 730) as d, ((i::bigint * 7919) % 50000) / 100.0 + 1 as amount
       from generate_series(1, $1::int) i`,
      [Math.ceil(lines / 2)],
    );
    await client.query(
      `insert into public.journal_entries (id, organization_id, entry_date, description, status, source_type, posted_at)
       select id, $1, d, 'Bench entry ' || i, 'posted', 'manual', now() from bench_entries`,
      [org],
    );
    // The expense line's function is written as the insert trigger fills it: the project's, else the account's.
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
    if (donations > 0) {
      await client.query(
        `insert into public.donations (organization_id, donor_name, donation_date, amount, method)
         select $1, 'Donor ' || (i::bigint * 7919 % 8000), current_date - (i * 13 % 1095), ((i::bigint * 104729) % 200000) / 100.0 + 5, 'check'
         from generate_series(1, $2::int) i`,
        [org, donations],
      );
    }
  });
  // Vacuumed as autovacuum would after this many inserts: a settled database (hint bits set, the
  // visibility map lets counts read an index alone), not one caught mid-load.
  await pool.query('vacuum analyze');
  const counted = (
    await pool.query<{ lines: number; totals: number; function_totals: number }>(
      `select (select count(*) from public.journal_entry_lines where organization_id = $1)::int as lines,
              (select count(*) from private.ledger_daily_totals where organization_id = $1)::int as totals,
              (select count(*) from private.ledger_function_daily_totals where organization_id = $1)::int as function_totals`,
      [org],
    )
  ).rows[0];
  return { lines: counted?.lines ?? 0, dailyTotals: counted?.totals ?? 0, functionDailyTotals: counted?.function_totals ?? 0, seconds: (performance.now() - started) / 1000 };
}

/** An owner pool of two connections for arranging data in bulk (closed before the backend stops). */
export function ownerPool(backend: TestBackend): pg.Pool {
  const pool = new pg.Pool({ connectionString: backend.databaseUrl, max: 2 });
  // An idle connection cut when the throw-away backend stops is expected, not a failure.
  pool.on('error', () => undefined);
  return pool;
}

/** The paged document lists and the rows behind each, written by writeDocumentVolume. */
export const DOCUMENT_TABLES = ['donors', 'donations', 'pledges', 'customers', 'invoices', 'vendors', 'bills', 'employees'] as const;

/**
 * `rows` of each document table (DOCUMENT_TABLES) in `org`, dated over three years, written in bulk
 * with triggers off like writeLedgerVolume: the lists read these rows, not the ledger, so the
 * documents carry no journal entries (their ledger side is the million lines). Each invoice and bill
 * has one line.
 */
export async function writeDocumentVolume(pool: pg.Pool, org: string, rows: number): Promise<number> {
  const started = performance.now();
  await inTransaction(pool, async (client) => {
    await client.query('set local session_replication_role = replica');
    const fund = `(select default_fund_id from public.organization_settings where organization_id = $1)`;
    await client.query(
      `insert into public.donors (organization_id, name, email, donor_type)
       select $1, 'Donor ' || i, 'donor' || i || '@example.org', (array['individual', 'foundation', 'corporation'])[1 + i % 3]
       from generate_series(1, $2::int) i`,
      [org, rows],
    );
    await client.query(
      `with d as (select id, row_number() over (order by id) as n from public.donors where organization_id = $1)
       insert into public.donations (organization_id, donor_id, donor_name, donation_date, amount, method, fund_id, campaign)
       select $1, d.id, 'Donor ' || i, current_date - (i * 13 % 1095), ((i::bigint * 104729) % 200000) / 100.0 + 5,
              (array['check', 'card', 'ach', 'cash'])[1 + i % 4], ${fund}, case when i % 5 = 0 then 'Spring Appeal' end
       from generate_series(1, $2::int) i join d on d.n = 1 + (i::bigint * 7919) % $2`,
      [org, rows],
    );
    await client.query(
      `with d as (select id, row_number() over (order by id) as n from public.donors where organization_id = $1)
       insert into public.pledges (organization_id, donor_id, pledge_date, amount, fund_id)
       select $1, d.id, current_date - (i * 11 % 1095), ((i::bigint * 7919) % 500000) / 100.0 + 50, ${fund}
       from generate_series(1, $2::int) i join d on d.n = 1 + (i::bigint * 104729) % $2`,
      [org, rows],
    );
    await client.query(
      `insert into public.customers (organization_id, name, email) select $1, 'Customer ' || i, 'customer' || i || '@example.org' from generate_series(1, $2::int) i`,
      [org, rows],
    );
    await client.query(
      `insert into public.vendors (organization_id, name, email) select $1, 'Vendor ' || i, 'vendor' || i || '@example.org' from generate_series(1, $2::int) i`,
      [org, rows],
    );
    await client.query(
      `with c as (select id, name, row_number() over (order by id) as n from public.customers where organization_id = $1)
       insert into public.invoices (organization_id, invoice_number, customer_id, customer_name, issue_date, due_date, status, fund_id, total, amount_paid)
       select $1, 'INV-' || lpad(i::text, 7, '0'), c.id, c.name, current_date - (i * 7 % 1095), current_date - (i * 7 % 1095) + 30,
              case when i % 4 = 0 then 'paid' else 'draft' end, ${fund}, ((i::bigint * 7919) % 500000) / 100.0 + 10,
              case when i % 4 = 0 then ((i::bigint * 7919) % 500000) / 100.0 + 10 else 0 end
       from generate_series(1, $2::int) i join c on c.n = 1 + (i::bigint * 104729) % $2`,
      [org, rows],
    );
    await client.query(
      `insert into public.invoice_lines (organization_id, invoice_id, description, quantity, unit_price, line_number, fund_id)
       select organization_id, id, 'Services', 1, total, 1, fund_id from public.invoices where organization_id = $1`,
      [org],
    );
    await client.query(
      `with v as (select id, name, row_number() over (order by id) as n from public.vendors where organization_id = $1)
       insert into public.bills (organization_id, bill_number, vendor_id, vendor_name, bill_date, due_date, status, fund_id, total, amount_paid)
       select $1, 'BILL-' || lpad(i::text, 7, '0'), v.id, v.name, current_date - (i * 7 % 1095), current_date - (i * 7 % 1095) + 30,
              case when i % 4 = 0 then 'paid' else 'draft' end, ${fund}, ((i::bigint * 7919) % 500000) / 100.0 + 10,
              case when i % 4 = 0 then ((i::bigint * 7919) % 500000) / 100.0 + 10 else 0 end
       from generate_series(1, $2::int) i join v on v.n = 1 + (i::bigint * 104729) % $2`,
      [org, rows],
    );
    await client.query(
      `insert into public.bill_lines (organization_id, bill_id, description, quantity, unit_price, line_number, fund_id)
       select organization_id, id, 'Supplies', 1, total, 1, fund_id from public.bills where organization_id = $1`,
      [org],
    );
    await client.query(
      `insert into public.employees (organization_id, name, email, position, department, employment_type, status, hire_date)
       select $1, 'Employee ' || i, 'employee' || i || '@example.org', 'Coordinator', (array['Programs', 'Operations', 'Development', 'Finance'])[1 + i % 4],
              'full_time', case when i % 10 = 0 then 'terminated' else 'active' end, current_date - (i % 3000)
       from generate_series(1, $2::int) i`,
      [org, rows],
    );
    // Pay lives in employee_pay (the trigger that adds its row is off here).
    await client.query(
      `insert into public.employee_pay (organization_id, employee_id, pay_type, pay_rate)
       select e.organization_id, e.id, 'salary', 40000 + substring(e.name from '[0-9]+')::int % 30000
       from public.employees e where e.organization_id = $1`,
      [org],
    );
  });
  await pool.query('vacuum analyze');
  return (performance.now() - started) / 1000;
}

/**
 * Called once the figures are printed: the bench then ends by itself. Should anything still hold the
 * process 10 s later (the open handle that once kept benches, and the heavy-work lock, for minutes),
 * it is named and the bench ends with an error instead of hanging.
 */
export function endWhenIdle(): void {
  setTimeout(() => {
    console.error(`bench: still running 10 s after its last figure; open: ${process.getActiveResourcesInfo().join(', ')}`);
    process.exit(1);
  }, 10_000).unref();
}

/** Runs a bench's main: errors are printed and make the exit code 1; either way endWhenIdle. */
export function runBench(main: () => Promise<void>): void {
  main().then(endWhenIdle, (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
    endWhenIdle();
  });
}

// `pnpm bench:data`: the database at volume. Generates an organization with 100,000 transactions
// (each posted to the ledger by the real trigger), then prints time and payload size of
// get_organization_data, of paginated transaction lists and of get_dashboard_summary through the
// real API with supabase-js, next to the raw SQL of the same query (as the same user, RLS on).
// Throw-away backend on loopback; it stops by itself.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { PoolClient } from 'pg';
import { startTestBackend } from '../test/start-test-backend.ts';
import { createTestClient } from '../test/supabase-client.ts';
import { browserTimeToFirstRow, measureTransactionList } from './transactions-list-figures.ts';

const TRANSACTIONS = Number(process.env.MB_BENCH_TRANSACTIONS ?? 100_000);
const BATCH = 10_000;
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

/** Runs `work` RUNS times after one warm-up; returns the median and minimum time and the last payload size. */
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

/** Runs SQL as the signed-in user, exactly as the Data API does (role + claims, one transaction). */
async function asUser<T>(pool: pg.Pool, userId: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`, [
      JSON.stringify({ sub: userId, role: 'authenticated' }),
      userId,
    ]);
    const result = await work(client);
    await client.query('commit');
    return result;
  } finally {
    client.release();
  }
}

function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

const DASHBOARD_LINES = Number(process.env.MB_BENCH_DASHBOARD_LINES ?? 0);

/**
 * MB_BENCH_DASHBOARD_LINES=1000000: get_dashboard_summary over a second organization with that
 * many ledger lines, dated over the last two years. Posting them one document at a time takes far
 * too long on two cores, so they are written in bulk with triggers off (session_replication_role
 * = replica) and the daily totals are rebuilt with the migration's own backfill query: exactly
 * what the triggers keep (supabase/tests/dashboard-summary.integration.test.ts checks that).
 */
async function dashboardAtVolume(pool: pg.Pool, supabase: ReturnType<typeof createTestClient>, userId: string, lines: number): Promise<{ results: Measured[]; totalsRows: number; loadSeconds: number }> {
  const created = await supabase.rpc('create_organization', { p_name: 'Bench Million Lines' });
  if (created.error || typeof created.data !== 'string') throw new Error(`create_organization failed: ${created.error?.message}`);
  const org = created.data;
  const loadStart = performance.now();
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(`insert into public.funds (organization_id, name, restriction) values ($1, 'Youth Meals', 'with_donor_restrictions'), ($1, 'Capital Campaign', 'with_donor_restrictions')`, [org]);
    await client.query(`insert into public.projects (organization_id, name, budget) select $1, 'Program ' || i, 100000 from generate_series(1, 5) i`, [org]);
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
    // Odd entries: a gift into cash or savings; even ones: an expense paid from cash, some per project.
    await client.query(
      `with chart as (
         select array_agg(id order by code) filter (where code in ('1010', '1020')) as cash,
                array_agg(id order by code) filter (where code in ('4010', '4100', '4200', '4300')) as revenue,
                array_agg(id order by code) filter (where code in ('5100', '6100', '6200', '6300', '6400', '6500')) as expense
         from public.accounts where organization_id = $1),
       funds as (select array_agg(id order by name) as ids from public.funds where organization_id = $1),
       projects as (select array_agg(id order by name) as ids from public.projects where organization_id = $1),
       e as (
         select b.*, f.ids[1 + b.i % 3] as fund,
                case when b.i % 2 = 0 and b.i % 4 = 0 then p.ids[1 + b.i % 5] end as project,
                c.cash[1 + b.i % 2] as cash_id, c.revenue[1 + b.i % 4] as revenue_id, c.expense[1 + b.i % 6] as expense_id
         from bench_entries b, chart c, funds f, projects p)
       insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, debit, credit, line_number)
       select $1, id, case when i % 2 = 1 then cash_id else expense_id end, fund, case when i % 2 = 0 then project end, amount, 0, 1 from e
       union all
       select $1, id, case when i % 2 = 1 then revenue_id else cash_id end, fund, null, 0, amount, 2 from e`,
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
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const totalsRows = (await pool.query<{ n: number }>('select count(*)::int as n from private.ledger_daily_totals where organization_id = $1', [org])).rows[0]?.n ?? 0;
  const label = `${(lines / 1e6).toLocaleString('en-US')}M lines`;
  const results: Measured[] = [];
  results.push(await measure(`get_dashboard_summary at ${label}, API (supabase.rpc)`, async () => {
    const { data, error } = await supabase.rpc('get_dashboard_summary', { p_organization_id: org });
    if (error) throw new Error(error.message);
    return Buffer.byteLength(JSON.stringify(data));
  }));
  results.push(await measure(`get_dashboard_summary at ${label}, raw SQL`, async () => {
    const row = await asUser(pool, userId, (c) => c.query<{ d: string }>('select public.get_dashboard_summary($1)::text as d', [org]));
    return Buffer.byteLength(row.rows[0]?.d ?? '');
  }));
  results.push(await measure(`dashboard figures over the raw lines at ${label} (no daily totals), owner SQL`, async () => {
    const row = await pool.query<{ d: string }>(
      `select json_agg(t)::text as d from (
         select a.category, l.fund_id, date_trunc('month', e.entry_date) as month, sum(l.debit) as debit, sum(l.credit) as credit
         from public.journal_entry_lines l
         join public.journal_entries e on e.id = l.journal_entry_id
         join public.accounts a on a.id = l.account_id
         where l.organization_id = $1 and e.status = 'posted' and e.entry_date <= current_date
         group by 1, 2, 3) t`,
      [org],
    );
    return Buffer.byteLength(row.rows[0]?.d ?? '');
  }));
  return { results, totalsRows, loadSeconds };
}

async function main(): Promise<void> {
  const backend = await startTestBackend();
  const pool = new pg.Pool({ connectionString: backend.databaseUrl, max: 2 });
  // An idle connection cut when the throw-away backend stops is expected, not a failure.
  pool.on('error', () => undefined);
  try {
    const supabase = createTestClient(backend.url, backend.anonKey);
    const email = `bench-${randomUUID().slice(0, 8)}@example.org`;
    const password = 'bench password 1234';
    const signUp = await supabase.auth.signUp({ email, password, options: { data: { organization_name: 'Bench Food Bank' } } });
    if (signUp.error || !signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`);
    const userId = signUp.data.user.id;
    const signIn = await supabase.auth.signInWithPassword({ email, password });
    if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
    const org = (await pool.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [userId])).rows[0]?.organization_id;
    if (!org) throw new Error('no organization provisioned');

    // Generate: each batch is one transaction, so each commit runs the deferred balance checks.
    const accounts = await pool.query<{ code: string; id: string }>(`select code, id from public.accounts where organization_id = $1 and code in ('4010', '6100', '6300', '6400', '6500')`, [org]);
    const ids = accounts.rows.map((row) => row.id);
    const generateStart = performance.now();
    for (let done = 0; done < TRANSACTIONS; done += BATCH) {
      const n = Math.min(BATCH, TRANSACTIONS - done);
      await pool.query(
        `insert into public.transactions (organization_id, date, description, account_id, type, amount)
         select $1, date '2024-01-01' + (i % 730), 'Bench transaction ' || i, a.id,
                case when a.category = 'Revenue' then 'Income' else 'Expense' end, ((i * 7919) % 50000) / 100.0 + 1
         from generate_series($2::int, $3::int) i
         join public.accounts a on a.id = ($4::uuid[])[1 + i % array_length($4::uuid[], 1)]`,
        [org, done + 1, done + n, ids],
      );
      process.stdout.write(`  generated ${done + n} transactions (${((performance.now() - generateStart) / 1000).toFixed(1)} s)\n`);
    }
    const generateSeconds = (performance.now() - generateStart) / 1000;
    await pool.query('analyze');
    const counts = (await pool.query<{ t: number; e: number; l: number }>(
      `select (select count(*) from public.transactions where organization_id = $1)::int t,
              (select count(*) from public.journal_entries where organization_id = $1)::int e,
              (select count(*) from public.journal_entry_lines where organization_id = $1)::int l`,
      [org],
    )).rows[0];

    const results: Measured[] = [];
    results.push(await measure('get_organization_data, API (supabase.rpc)', async () => {
      const { data, error } = await supabase.rpc('get_organization_data', { p_organization_id: org });
      if (error) throw new Error(error.message);
      return Buffer.byteLength(JSON.stringify(data));
    }));
    results.push(await measure('get_organization_data, raw SQL', async () => {
      const row = await asUser(pool, userId, (c) => c.query<{ d: string }>('select public.get_organization_data($1)::text as d', [org]));
      return Buffer.byteLength(row.rows[0]?.d ?? '');
    }));
    const deep = Math.min(50_000, Math.floor((counts?.t ?? 0) / 2));
    for (const [label, offset] of [['first page', 0], [`page at offset ${deep.toLocaleString('en-US')}`, deep]] as const) {
      results.push(await measure(`transactions ${label} (50 rows + exact count), API (supabase.from)`, async () => {
        const { data, error, count } = await supabase
          .from('transactions').select('*', { count: 'exact' }).eq('organization_id', org)
          .order('date', { ascending: false }).order('created_at', { ascending: false }).order('id')
          .range(offset, offset + 49);
        if (error || count !== counts?.t) throw new Error(error?.message ?? `count ${count}`);
        return Buffer.byteLength(JSON.stringify(data));
      }));
      results.push(await measure(`transactions ${label} (50 rows + exact count), raw SQL`, async () => {
        const rows = await asUser(pool, userId, async (c) => {
          const page = await c.query<{ j: string }>(
            `select coalesce(json_agg(t), '[]')::text as j from (select * from public.transactions where organization_id = $1
             order by date desc, created_at desc, id limit 50 offset $2) t`,
            [org, offset],
          );
          await c.query('select count(*) from public.transactions where organization_id = $1', [org]);
          return page.rows[0]?.j ?? '';
        });
        return Buffer.byteLength(rows);
      }));
      results.push(await measure(`list_transactions ${label} (50 rows + total), API (supabase.rpc)`, async () => {
        const { data, error } = await supabase.rpc('list_transactions', { p_organization_id: org, p_limit: 50, p_offset: offset });
        if (error) throw new Error(error.message);
        return Buffer.byteLength(JSON.stringify(data));
      }));
    }

    // The Transactions screen's list: pages, filters and totals by the database (issue 12.18).
    results.push(...(await measureTransactionList(supabase, org, measure)));

    // get_dashboard_summary reads private.ledger_daily_totals (kept by statement triggers), not the
    // raw lines; the last row runs the same kind of figures over the raw lines for comparison.
    const totalsRows = (await pool.query<{ n: number }>('select count(*)::int as n from private.ledger_daily_totals where organization_id = $1', [org])).rows[0]?.n ?? 0;
    results.push(await measure('get_dashboard_summary, API (supabase.rpc)', async () => {
      const { data, error } = await supabase.rpc('get_dashboard_summary', { p_organization_id: org });
      if (error) throw new Error(error.message);
      return Buffer.byteLength(JSON.stringify(data));
    }));
    results.push(await measure('get_dashboard_summary, raw SQL', async () => {
      const row = await asUser(pool, userId, (c) => c.query<{ d: string }>('select public.get_dashboard_summary($1)::text as d', [org]));
      return Buffer.byteLength(row.rows[0]?.d ?? '');
    }));
    results.push(await measure('dashboard figures over the raw lines (no daily totals), owner SQL', async () => {
      const row = await pool.query<{ d: string }>(
        `select json_agg(t)::text as d from (
           select a.category, l.fund_id, date_trunc('month', e.entry_date) as month, sum(l.debit) as debit, sum(l.credit) as credit
           from public.journal_entry_lines l
           join public.journal_entries e on e.id = l.journal_entry_id
           join public.accounts a on a.id = l.account_id
           where l.organization_id = $1 and e.status = 'posted' and e.entry_date <= current_date
           group by 1, 2, 3) t`,
        [org],
      );
      return Buffer.byteLength(row.rows[0]?.d ?? '');
    }));

    // What keeping the daily totals costs a posting: the same 5,000-transaction insert with the
    // totals trigger on and off, alternated (the totals are wrong afterwards: measured last).
    const postingRounds: Record<'on' | 'off', number[]> = { on: [], off: [] };
    for (let round = 0; round < 3; round += 1) {
      for (const mode of ['on', 'off'] as const) {
        await pool.query(`alter table public.journal_entry_lines ${mode === 'on' ? 'enable' : 'disable'} trigger journal_entry_lines_daily_totals`);
        const first = TRANSACTIONS + 1 + (round * 2 + (mode === 'on' ? 0 : 1)) * 5_000;
        const start = performance.now();
        await pool.query(
          `insert into public.transactions (organization_id, date, description, account_id, type, amount)
           select $1, date '2024-01-01' + (i % 730), 'Bench posting ' || i, a.id,
                  case when a.category = 'Revenue' then 'Income' else 'Expense' end, ((i * 7919) % 50000) / 100.0 + 1
           from generate_series($2::int, $3::int) i
           join public.accounts a on a.id = ($4::uuid[])[1 + i % array_length($4::uuid[], 1)]`,
          [org, first, first + 4_999, ids],
        );
        postingRounds[mode].push(performance.now() - start);
      }
    }
    await pool.query('alter table public.journal_entry_lines enable trigger journal_entry_lines_daily_totals');

    const volume = DASHBOARD_LINES > 0 ? await dashboardAtVolume(pool, supabase, userId, DASHBOARD_LINES) : null;
    if (volume) results.push(...volume.results);

    const cpus = os.cpus();
    process.stdout.write(`\nbench:data ${new Date().toISOString()} | ${cpus.length} x ${cpus[0]?.model ?? 'cpu'} | load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} | Node ${process.version}\n`);
    process.stdout.write(`organization: ${counts?.t} transactions, ${counts?.e} journal entries, ${counts?.l} ledger lines; generated through the posting trigger in ${generateSeconds.toFixed(1)} s (${((generateSeconds * 1e6) / TRANSACTIONS).toFixed(0)} us per transaction)\n`);
    process.stdout.write(`dashboard daily totals: ${totalsRows} rows for ${counts?.l} ledger lines\n\n`);
    process.stdout.write('| query | median ms | min ms | payload KiB |\n| --- | ---: | ---: | ---: |\n');
    for (const r of results) process.stdout.write(`| ${r.label} | ${r.medianMs.toFixed(1)} | ${r.minMs.toFixed(1)} | ${kib(r.bytes)} |\n`);
    if (volume) process.stdout.write(`\ndashboard at volume: ${DASHBOARD_LINES} lines written in bulk in ${volume.loadSeconds.toFixed(1)} s; ${volume.totalsRows} daily totals rows\n`);
    process.stdout.write(`\nposting 5,000 transactions (10,000 lines), median of 3: daily totals trigger on ${median(postingRounds.on).toFixed(0)} ms, off ${median(postingRounds.off).toFixed(0)} ms\n`);

    // Last: the browser shares the two cores with the backend, so it runs once the API figures are in.
    const firstRow = await browserTimeToFirstRow(backend.url, backend.anonKey, { email, password });
    process.stdout.write(
      firstRow
        ? `\n/app/transactions in Chromium, signed in, cold context, ${counts?.t} transactions: first row shown after ${firstRow.medianMs.toFixed(0)} ms median (min ${firstRow.minMs.toFixed(0)}, ${firstRow.runs} runs); the list's API answer ${kib(firstRow.listBytes)} KiB\n`
        : '\n/app/transactions in the browser: not measured (build the apps first: pnpm build; needs /usr/bin/chromium)\n',
    );
  } finally {
    await pool.end();
    await backend.stop();
  }
}

await main();

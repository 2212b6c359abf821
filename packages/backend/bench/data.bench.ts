// `pnpm bench:data`: the database at volume. Two organizations on a throw-away
// backend: one with 100,000 transactions, each posted to the ledger by the real trigger (the
// transactions and journal lists); one with MB_BENCH_LEDGER_LINES ledger lines (default 1,000,000)
// and 100,000 rows of each document list (donors, donations, pledges, customers, invoices, vendors,
// bills, employees), written in bulk (bench-organization.ts). Prints time and payload size of
// get_organization_data and get_dashboard_summary at a million lines, and of every paged list RPC
// at 100,000 rows (first page and a page deep in), through the real API with supabase-js, next to
// the raw SQL of the same call as the same user (RLS on); list RPCs against the 50 ms target.
import os from 'node:os';
import type { PoolClient } from 'pg';
import type pg from 'pg';
import { DOCUMENT_TABLES, measure, ownerPool, rpcWork, runBench, signUpOwner, writeDocumentVolume, writeLedgerVolume } from './bench-organization.ts';
import type { Measured } from './bench-organization.ts';
import { startTestBackend } from '../test/start-test-backend.ts';
import { browserTimeToFirstRow, measureTransactionList } from './transactions-list-figures.ts';
import { inTransaction } from '../src/db/transaction.ts';

const TRANSACTIONS = Number(process.env.MB_BENCH_TRANSACTIONS ?? 100_000);
const LEDGER_LINES = Number(process.env.MB_BENCH_LEDGER_LINES ?? 1_000_000);
const DOCUMENT_ROWS = Number(process.env.MB_BENCH_DOCUMENT_ROWS ?? 100_000);
const BATCH = 10_000;
/** The target: a paged list RPC answers within this at 100,000 rows. */
const LIST_TARGET_MS = 50;

interface Row extends Measured {
  /** Compared with LIST_TARGET_MS (the paged lists), or printed only. */
  target: boolean;
}

/** Runs SQL as the signed-in user, exactly as the Data API does (role + claims, one transaction). */
async function asUser<T>(pool: pg.Pool, userId: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(pool, async (client) => {
    await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`, [
      JSON.stringify({ sub: userId, role: 'authenticated' }),
      userId,
    ]);
    return work(client);
  });
}

function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** The organization with 100,000 transactions posted by the real trigger (balance checks at each batch's commit). */
async function postTransactions(pool: pg.Pool, org: string): Promise<{ seconds: number; transactions: number; entries: number; lines: number }> {
  const accounts = await pool.query<{ code: string; id: string }>(`select code, id from public.accounts where organization_id = $1 and code in ('4010', '6100', '6300', '6400', '6500')`, [org]);
  const ids = accounts.rows.map((row) => row.id);
  const started = performance.now();
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
    process.stdout.write(`  posted ${done + n} transactions (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  }
  const seconds = (performance.now() - started) / 1000;
  await pool.query('vacuum analyze');
  const counts = (
    await pool.query<{ t: number; e: number; l: number }>(
      `select (select count(*) from public.transactions where organization_id = $1)::int t,
              (select count(*) from public.journal_entries where organization_id = $1)::int e,
              (select count(*) from public.journal_entry_lines where organization_id = $1)::int l`,
      [org],
    )
  ).rows[0];
  return { seconds, transactions: counts?.t ?? 0, entries: counts?.e ?? 0, lines: counts?.l ?? 0 };
}

async function main(): Promise<void> {
  const backend = await startTestBackend();
  const pool = ownerPool(backend);
  try {
    const owner = await signUpOwner(backend, 'Bench Food Bank');
    const { supabase, userId } = owner;
    const org = owner.organizationId;
    const posted = await postTransactions(pool, org);

    const results: Row[] = [];
    const push = (row: Measured, target = false): void => {
      results.push({ ...row, target });
      process.stdout.write(`  ${row.label}: ${row.medianMs.toFixed(1)} ms\n`);
    };
    const deep = Math.min(50_000, Math.floor(posted.transactions / 2));
    for (const [label, offset] of [['first page', 0], [`page at offset ${deep.toLocaleString('en-US')}`, deep]] as const) {
      push(await measure(`transactions ${label} (50 rows + exact count), API (supabase.from)`, async () => {
        const { data, error, count } = await supabase
          .from('transactions').select('*', { count: 'exact' }).eq('organization_id', org)
          .order('date', { ascending: false }).order('created_at', { ascending: false }).order('id')
          .range(offset, offset + 49);
        if (error || count !== posted.transactions) throw new Error(error?.message ?? `count ${count}`);
        return Buffer.byteLength(JSON.stringify(data));
      }));
      push(await measure(`list_transactions ${label} (50 rows + total), API (supabase.rpc)`, rpcWork(supabase, 'list_transactions', { p_organization_id: org, p_limit: 50, p_offset: offset })), true);
      push(await measure(`search_journal_entries ${label} (50 rows + total), API (supabase.rpc)`, rpcWork(supabase, 'search_journal_entries', { p_organization_id: org, p_limit: 50, p_offset: offset })), true);
    }
    // The Transactions screen's list: pages, filters and totals by the database.
    for (const row of await measureTransactionList(supabase, org, measure)) push(row, true);

    // The second organization: a million ledger lines and 100,000 rows of each document list.
    const created = await supabase.rpc('create_organization', { p_name: 'Bench Million Lines' });
    if (created.error || typeof created.data !== 'string') throw new Error(`create_organization failed: ${created.error?.message}`);
    const big = created.data;
    const ledger = await writeLedgerVolume(pool, big, LEDGER_LINES);
    process.stdout.write(`  wrote ${ledger.lines.toLocaleString('en-US')} ledger lines in ${ledger.seconds.toFixed(1)} s\n`);
    const documentSeconds = await writeDocumentVolume(pool, big, DOCUMENT_ROWS);
    process.stdout.write(`  wrote ${DOCUMENT_ROWS.toLocaleString('en-US')} rows of ${DOCUMENT_TABLES.join(', ')} in ${documentSeconds.toFixed(1)} s\n`);
    const lines = `${(ledger.lines / 1e6).toLocaleString('en-US')}M lines`;

    push(await measure(`get_organization_data at ${lines}, API (supabase.rpc)`, rpcWork(supabase, 'get_organization_data', { p_organization_id: big })));
    push(await measure(`get_organization_data at ${lines}, raw SQL`, async () => {
      const row = await asUser(pool, userId, (c) => c.query<{ d: string }>('select public.get_organization_data($1)::text as d', [big]));
      return Buffer.byteLength(row.rows[0]?.d ?? '');
    }));
    push(await measure(`get_dashboard_summary at ${lines}, API (supabase.rpc)`, rpcWork(supabase, 'get_dashboard_summary', { p_organization_id: big })));
    push(await measure(`get_dashboard_summary at ${lines}, raw SQL`, async () => {
      const row = await asUser(pool, userId, (c) => c.query<{ d: string }>('select to_json(public.get_dashboard_summary($1))::text as d', [big]));
      return Buffer.byteLength(row.rows[0]?.d ?? '');
    }));

    const lists: Array<[string, Record<string, unknown>]> = [
      ['search_donations', {}],
      ['list_donors', {}],
      ['search_pledges', {}],
      ['list_customers', {}],
      ['search_invoices', {}],
      ['list_vendors', {}],
      ['search_bills', {}],
      ['list_employees', {}],
    ];
    const rows = `${(DOCUMENT_ROWS / 1000).toLocaleString('en-US')}k rows`;
    for (const [name, args] of lists) {
      push(await measure(`${name} first page (50 rows + total) at ${rows}, API (supabase.rpc)`, rpcWork(supabase, name, { p_organization_id: big, p_limit: 50, ...args })), true);
      push(await measure(`${name} page at offset ${(DOCUMENT_ROWS / 2).toLocaleString('en-US')}, API (supabase.rpc)`, rpcWork(supabase, name, { p_organization_id: big, p_limit: 50, p_offset: DOCUMENT_ROWS / 2, ...args })), true);
    }
    // A status filter the screens offer, where the status is computed per row (not a column).
    const filtered: Array<[string, string, Record<string, unknown>]> = [
      ['search_pledges', 'unpaid', { p_status: 'unpaid' }],
      ['search_invoices', 'open', { p_status: 'open' }],
    ];
    for (const [name, label, args] of filtered) {
      push(await measure(`${name} filtered: ${label}, first page at ${rows}, API (supabase.rpc)`, rpcWork(supabase, name, { p_organization_id: big, p_limit: 50, ...args })), true);
    }

    const cpus = os.cpus();
    process.stdout.write(`\nbench:data ${new Date().toISOString()} | ${cpus.length} x ${cpus[0]?.model ?? 'cpu'} | load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} | Node ${process.version}\n`);
    process.stdout.write(`organization 1: ${posted.transactions} transactions, ${posted.entries} journal entries, ${posted.lines} ledger lines; posted through the trigger in ${posted.seconds.toFixed(1)} s (${((posted.seconds * 1e6) / TRANSACTIONS).toFixed(0)} us per transaction)\n`);
    process.stdout.write(`organization 2: ${ledger.lines} ledger lines (${ledger.dailyTotals} daily totals rows) in ${ledger.seconds.toFixed(1)} s; ${DOCUMENT_ROWS} rows of each of ${DOCUMENT_TABLES.join(', ')} in ${documentSeconds.toFixed(1)} s\n\n`);
    process.stdout.write(`| query | median ms | min ms | payload KiB | list target ${LIST_TARGET_MS} ms |\n| --- | ---: | ---: | ---: | --- |\n`);
    for (const r of results) {
      const verdict = r.target ? (r.medianMs < LIST_TARGET_MS ? 'PASS' : 'OVER') : '-';
      process.stdout.write(`| ${r.label} | ${r.medianMs.toFixed(1)} | ${r.minMs.toFixed(1)} | ${kib(r.bytes)} | ${verdict} |\n`);
    }

    // Last: the browser shares the two cores with the backend, so it runs once the API figures are in.
    const firstRow = await browserTimeToFirstRow(backend.url, backend.anonKey, { email: owner.email, password: owner.password });
    process.stdout.write(
      firstRow
        ? `\n/app/transactions in Chromium, signed in, cold context, ${posted.transactions} transactions: first row shown after ${firstRow.medianMs.toFixed(0)} ms median (min ${firstRow.minMs.toFixed(0)}, ${firstRow.runs} runs); the list's API answer ${kib(firstRow.listBytes)} KiB\n`
        : '\n/app/transactions in the browser: not measured (build the apps first: pnpm build; needs /usr/bin/chromium)\n',
    );
  } finally {
    await pool.end();
    await backend.stop();
  }
}

runBench(main);

// Bank reconciliation at statement scale: an organization whose operating
// account holds one month of 2,000 cash transactions plus 500 older outstanding ones; a 2,000-line
// statement of that month is imported, matched by the database's suggestions (same amount, date
// within five days, payee words, set-based SQL), accepted, and the workspace read: the paged reads
// the screen makes (header, one page of statement lines, one page of ledger lines; before and after
// the matches are accepted) and the whole answer the report reads. Prints the time and payload of
// each step through the real API with supabase-js (RLS on). Throw-away backend; stops by itself.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { runBench } from './bench-organization.ts';
import { startTestBackend } from '../test/start-test-backend.ts';
import { createTestClient } from '../test/supabase-client.ts';

const LINES = Number(process.env.MB_BENCH_STATEMENT_LINES ?? 2_000);
const OUTSTANDING = 500;
const PAYEES = ['Harbor Properties', 'City Power', 'Fresh Farms', 'Gulf Foundation', 'Coastal Insurance', 'Bay Printing', 'Metro Water', 'Pantry Supply Co'];

async function timed<T>(label: string, rows: Array<[string, string]>, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  rows.push([label, (performance.now() - start).toFixed(0)]);
  return result;
}

async function main(): Promise<void> {
  console.log(`Reconciliation matching bench: ${LINES} statement lines, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`);
  const backend = await startTestBackend();
  try {
    const client = createTestClient(backend.url, backend.anonKey);
    const signUp = await client.auth.signUp({
      email: `recon-bench-${randomUUID().slice(0, 8)}@example.org`,
      password: 'reconciliation bench 1',
      options: { data: { organization_name: 'Bench Pantry', full_name: 'Bench Owner' } },
    });
    if (signUp.error || !signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`);
    const [org] = await backend.admin.query<{ id: string; cash: string; rent: string; grants: string }>(
      `select m.organization_id as id,
              (select id from public.accounts a where a.organization_id = m.organization_id and a.code = '1010') as cash,
              (select id from public.accounts a where a.organization_id = m.organization_id and a.code = '6100') as rent,
              (select id from public.accounts a where a.organization_id = m.organization_id and a.code = '4100') as grants
       from public.organization_members m where m.user_id = $1`,
      [signUp.data.user.id],
    );
    if (!org) throw new Error('no organization');
    const rows: Array<[string, string]> = [];
    const sizes = new Map<string, number>();
    // The month's transactions (one statement, set-based posting) and older outstanding checks.
    await timed(`post ${LINES + OUTSTANDING} transactions (setup)`, rows, () =>
      backend.admin.query(
        `insert into public.transactions (organization_id, date, description, account_id, type, amount)
         select $1, case when i <= $3 then date '2026-10-01' + (i % 31) else date '2026-09-01' + (i % 30) end,
                ($4::text[])[1 + i % array_length($4::text[], 1)] || ' ' || i,
                case when i % 3 = 0 then $5::uuid else $6::uuid end,
                case when i % 3 = 0 then 'Income' else 'Expense' end,
                10 + (i * 7919 % 90000) / 100.0
         from generate_series(1, $2) as i`,
        [org.id, LINES + OUTSTANDING, LINES, PAYEES, org.grants, org.rent],
      ),
    );
    const start = await client.rpc('start_bank_reconciliation', {
      p_organization_id: org.id, p_account_id: org.cash, p_statement_end_date: '2026-10-31', p_ending_balance: 0, p_statement_start_date: '2026-10-01', p_opening_balance: 0,
    });
    if (start.error) throw new Error(start.error.message);
    const reconciliationId = String(start.data);
    // The bank's lines: the month's cash movements a day or two later, in the bank's words.
    const bankLines = await backend.admin.query<{ date: string; amount: string; payee: string; bank_id: string }>(
      `select to_char(e.entry_date + (row_number() over (order by l.id))::int % 3, 'YYYY-MM-DD') as date, (l.debit - l.credit)::text as amount,
              upper(e.description) as payee, 'FIT' || row_number() over (order by l.id) as bank_id
       from public.journal_entry_lines l join public.journal_entries e on e.id = l.journal_entry_id
       where l.account_id = $1 and e.entry_date >= '2026-10-01'`,
      [org.cash],
    );
    const imported = await timed(`import ${bankLines.length} statement lines`, rows, async () => {
      const { data, error } = await client.rpc('import_bank_statement_lines', { p_reconciliation_id: reconciliationId, p_format: 'ofx', p_lines: bankLines });
      if (error) throw new Error(error.message);
      return data as { imported: number; skipped: number };
    });
    await timed('import the same file again (all skipped as duplicates)', rows, async () => {
      const { data, error } = await client.rpc('import_bank_statement_lines', { p_reconciliation_id: reconciliationId, p_format: 'ofx', p_lines: bankLines });
      if (error || (data as { skipped: number }).skipped !== bankLines.length) throw new Error(error?.message ?? 'duplicates were not skipped');
    });
    // What the workspace reads on open (default sort, 50 a page), while every line is still only suggested.
    const read = async (label: string, fn: string, args: Record<string, unknown>): Promise<number> =>
      timed(label, rows, async () => {
        const { data, error } = await client.rpc(fn, args);
        if (error) throw new Error(error.message);
        const bytes = JSON.stringify(data).length;
        sizes.set(label, bytes);
        return bytes;
      });
    const page = { p_reconciliation_id: reconciliationId, p_limit: 50, p_offset: 0 };
    await read('header (get_bank_reconciliation_summary)', 'get_bank_reconciliation_summary', { p_reconciliation_id: reconciliationId });
    await read('50 statement lines, 2,000 suggested (search_bank_statement_lines)', 'search_bank_statement_lines', page);
    await read('50 ledger lines, 2,000 suggested (search_bank_reconciliation_ledger)', 'search_bank_reconciliation_ledger', page);
    await read('page 5 of the suggested lines with "harbor" (search_bank_statement_lines)', 'search_bank_statement_lines', { ...page, p_status: 'suggested', p_search: 'harbor', p_offset: 200 });
    const suggestions = await timed('suggest matches (suggest_bank_matches)', rows, async () => {
      const { data, error } = await client.rpc('suggest_bank_matches', { p_reconciliation_id: reconciliationId });
      if (error) throw new Error(error.message);
      return (data as unknown[]).length;
    });
    const accepted = await timed('accept all suggestions (accept_bank_match_suggestions)', rows, async () => {
      const { data, error } = await client.rpc('accept_bank_match_suggestions', { p_reconciliation_id: reconciliationId });
      if (error) throw new Error(error.message);
      return Number(data);
    });
    await read('header after accept (get_bank_reconciliation_summary)', 'get_bank_reconciliation_summary', { p_reconciliation_id: reconciliationId });
    await read('50 statement lines, 2,000 matched (search_bank_statement_lines)', 'search_bank_statement_lines', page);
    await read('50 ledger lines, 2,000 cleared (search_bank_reconciliation_ledger)', 'search_bank_reconciliation_ledger', page);
    const bytes = await read('the whole reconciliation, the report (get_bank_reconciliation)', 'get_bank_reconciliation', { p_reconciliation_id: reconciliationId });
    console.log(`imported ${imported.imported}, suggested ${suggestions} in the first pass, matched ${accepted} of ${bankLines.length}; whole reconciliation ${(bytes / 1024).toFixed(0)} KiB`);
    const width = Math.max(...rows.map(([label]) => label.length));
    for (const [label, ms] of rows) {
      const size = sizes.get(label);
      console.log(`${label.padEnd(width)}  ${ms.padStart(6)} ms${size === undefined ? '' : `  ${(size / 1024).toFixed(1).padStart(8)} KiB`}`);
    }
  } finally {
    await backend.stop();
  }
}

runBench(main);

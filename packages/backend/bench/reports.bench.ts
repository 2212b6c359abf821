// `pnpm --filter @missionbase/backend bench:reports` (and the last part of `pnpm bench`): every
// report RPC at volume, over the benches' million-ledger-line organization
// (bench-organization.ts: MB_BENCH_REPORT_LINES lines, default 1,000,000, over two years, gifts,
// expenses with projects and functions, payables, a loan, equipment, written in bulk with the kept
// totals rebuilt) plus 50,000 donations by 8,000 donors.
// Then each RPC runs 7 times after a warm-up through the real API (supabase-js) and the median, the
// minimum and the payload are printed against the 300 ms target. Throw-away backend on loopback.
import { measure, ownerPool, runBench, signUpOwner, writeLedgerVolume } from './bench-organization.ts';
import type { Measured } from './bench-organization.ts';
import { startTestBackend } from '../test/start-test-backend.ts';

const LINES = Number(process.env.MB_BENCH_REPORT_LINES ?? 1_000_000);
const RUNS = 7;
const TARGET_MS = 300;

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  const backend = await startTestBackend();
  const pool = ownerPool(backend);
  try {
    const { supabase, organizationId: org } = await signUpOwner(backend, 'Bench Reports Food Bank');
    const volume = await writeLedgerVolume(pool, org, LINES, 50_000);
    console.log(`generated ${volume.lines.toLocaleString('en-US')} ledger lines (${volume.dailyTotals.toLocaleString('en-US')} daily total rows, ` +
      `${volume.functionDailyTotals.toLocaleString('en-US')} by function) and 50,000 donations in ${volume.seconds.toFixed(1)} s`);

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

runBench(main);

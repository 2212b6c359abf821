// Budget vs. actual at volume: the benches' million-ledger-line organization
// (MB_BENCH_BUDGET_LINES lines, default 1,000,000, over two years; bench-organization.ts writes it in
// bulk with the kept totals rebuilt). Then, through the real API (supabase-js, RLS on): a budget for
// this fiscal year made from last year's actuals, approved, and each budget RPC run 7 times after a
// warm-up: median, minimum and payload. Throw-away backend on loopback.
import os from 'node:os';
import { measure, ownerPool, runBench, signUpOwner, writeLedgerVolume } from './bench-organization.ts';
import type { Measured } from './bench-organization.ts';
import { startTestBackend } from '../test/start-test-backend.ts';

const LINES = Number(process.env.MB_BENCH_BUDGET_LINES ?? 1_000_000);

async function main(): Promise<void> {
  console.log(`Budget vs. actual bench: ${LINES.toLocaleString('en-US')} ledger lines, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`);
  const backend = await startTestBackend();
  const pool = ownerPool(backend);
  try {
    const { supabase, organizationId: org } = await signUpOwner(backend, 'Budget Bench Pantry');
    const volume = await writeLedgerVolume(pool, org, LINES);
    console.log(`generated ${volume.lines.toLocaleString('en-US')} lines (${volume.dailyTotals.toLocaleString('en-US')} daily total rows) in ${volume.seconds.toFixed(0)} s`);

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

runBench(main);

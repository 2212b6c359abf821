// The demo food bank's budgets: last and this fiscal year are
// each planned by one approved organization-wide budget, a draft revision exists beside this
// year's, and the plan reads like a healthy organization's: most lines within 10% of the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import { productWorker } from '@missionbase/worker/src/mount';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { signInToDemo } from './support/demo-sign-in.ts';

interface BudgetRow { id: string; name: string; fiscal_year: number; status: string; fund_id: string | null; project_id: string | null; expense_total: string | number }
interface BvaRow { account_code: string; category: string; budget: number | string; actual: number | string; variance_percent: number | string | null }

let backend: TestBackend;
let client: SupabaseClient;
let organizationId: string;
const thisYear = new Date().getUTCFullYear();
// This year is compared through its last whole month, so a half month does not count against the plan;
// in January this year has no whole month yet, and only last year is compared.
const wholeMonthsThisYear = new Date().getUTCMonth();
const lastMonthEnd = new Date(Date.UTC(thisYear, wholeMonthsThisYear, 0)).toISOString().slice(0, 10);
const comparedPeriods: ReadonlyArray<readonly [string, string]> = [
  [`${thisYear - 1}-01-01`, `${thisYear - 1}-12-31`],
  ...(wholeMonthsThisYear > 0 ? [[`${thisYear}-01-01`, lastMonthEnd] as const] : []),
];

async function ok<T>(request: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  return data;
}

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true }, { demoFromTemplate: true, mounts: [productWorker()] });
  ({ client, organizationId } = await signInToDemo(backend));
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

describe('demo budgets', () => {
  it('has an approved organization-wide budget for last and this fiscal year, a draft revision and a project budget', async () => {
    const budgets = (await ok(client.rpc('list_budgets', { p_organization_id: organizationId }))) as unknown as BudgetRow[];
    const approvedWhole = budgets.filter((b) => b.status === 'approved' && b.fund_id === null && b.project_id === null).map((b) => b.fiscal_year).sort();
    expect(approvedWhole).toEqual([thisYear - 1, thisYear]);
    expect(budgets.some((b) => b.status === 'draft' && b.fiscal_year === thisYear)).toBe(true);
    const project = budgets.find((b) => b.status === 'approved' && b.project_id !== null);
    expect(Number(project?.expense_total)).toBeGreaterThan(0);
  });

  it('keeps most lines of last year\'s and this year\'s budget vs. actual within 10%', async () => {
    for (const [from, to] of comparedPeriods) {
      const rows = (await ok(client.rpc('budget_vs_actual', { p_organization_id: organizationId, p_from: from, p_to: to }))) as unknown as BvaRow[];
      const budgeted = rows.filter((row) => Number(row.budget) > 0);
      expect(budgeted.length).toBeGreaterThan(8);
      const within = budgeted.filter((row) => Math.abs(Number(row.variance_percent ?? 100)) <= 10);
      expect(within.length / budgeted.length, JSON.stringify(rows)).toBeGreaterThan(0.6);
    }
  });
});

// The dashboard's budget card reads get_dashboard_budget: this fiscal year's
// approved organization-wide budget to date against the ledger's actuals, with the variance, its
// percent and whether it is favourable, all from SQL. Its figures are the dashboard summary's
// `budget` figures; without an approved budget the answer's budget is null (the card's empty state).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface CardLine { budget_year: number; budget_to_date: number; actual_to_date: number; variance: number; variance_percent: number | null; favourable: boolean }
interface Card { as_of: string; fiscal_year: { start: string; end: string }; budget: null | { id: string; name: string; lines: { revenue: CardLine; expenses: CardLine } } }
interface SummaryBudget { id: string; revenue: number; expenses: number; revenue_to_date: number; expenses_to_date: number; actual_revenue_to_date: number; actual_expenses_to_date: number }

let f: TransactionsFixture;
let fiscalYear: number;
let budgetId: string;
const cents = (value: unknown) => Math.round(Number(value) * 100);

async function card(client = f.owner): Promise<Card> {
  const { data, error } = await client.rpc('get_dashboard_budget', { p_organization_id: f.orgId });
  if (error) throw new Error(error.message);
  return data as Card;
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  const { data, error } = await f.owner.rpc('get_dashboard_summary', { p_organization_id: f.orgId });
  if (error) throw new Error(error.message);
  const start = (data as { fiscal_year: { start: string } }).fiscal_year.start;
  fiscalYear = Number(start.slice(0, 4));
  // This fiscal year's first day: 900.00 of gifts and 250.00 of rent; last fiscal year's gift is outside.
  await f.backend.admin.query(
    `insert into public.transactions (organization_id, date, description, type, amount, account_id) values
       ($1, $2::date, 'Spring gifts', 'Income', 900, (select id from public.accounts where organization_id = $1 and code = '4010')),
       ($1, $2::date, 'Rent', 'Expense', 250, (select id from public.accounts where organization_id = $1 and code = '6100')),
       ($1, $2::date - 1, 'Last year gift', 'Income', 5000, (select id from public.accounts where organization_id = $1 and code = '4010'))`,
    [f.orgId, start],
  );
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

describe('dashboard budget card', () => {
  it('has no budget until one is approved for this fiscal year', async () => {
    expect((await card()).budget).toBeNull();
    const { data, error } = await f.owner.rpc('create_budget', { p_organization_id: f.orgId, p_name: `FY${fiscalYear} plan`, p_fiscal_year: fiscalYear });
    if (error) throw new Error(error.message);
    budgetId = data as string;
    const account = async (code: string) => f.account(code);
    const revenue = Array.from({ length: 12 }, () => '1000.00');
    const expenses = Array.from({ length: 12 }, () => '400.00');
    const saved = await f.owner.rpc('save_budget_grid', { p_budget_id: budgetId, p_lines: [{ account_id: await account('4010'), months: revenue }, { account_id: await account('6100'), months: expenses }] });
    expect(saved.error).toBeNull();
    expect((await card()).budget).toBeNull();
  });

  it('shows the approved budget to date against the ledger, with the variance from SQL', async () => {
    expect((await f.owner.rpc('set_budget_status', { p_budget_id: budgetId, p_status: 'approved' })).error).toBeNull();
    const answer = await card();
    const budget = answer.budget;
    expect(budget?.id).toBe(budgetId);
    const fyStart = new Date(`${answer.fiscal_year.start}T00:00:00Z`);
    const asOf = new Date(`${answer.as_of}T00:00:00Z`);
    const months = (asOf.getUTCFullYear() - fyStart.getUTCFullYear()) * 12 + asOf.getUTCMonth() - fyStart.getUTCMonth() + 1;
    const revenue = budget?.lines.revenue;
    const expenses = budget?.lines.expenses;
    expect(cents(revenue?.budget_year)).toBe(1_200_000);
    expect(cents(revenue?.budget_to_date)).toBe(months * 100_000);
    expect(cents(revenue?.actual_to_date)).toBe(90_000);
    expect(cents(revenue?.variance)).toBe(90_000 - months * 100_000);
    expect(revenue?.favourable).toBe(false);
    expect(Number(revenue?.variance_percent)).toBe(Math.round(((90_000 - months * 100_000) / (months * 100_000)) * 1000) / 10);
    expect(cents(expenses?.budget_to_date)).toBe(months * 40_000);
    expect(cents(expenses?.actual_to_date)).toBe(25_000);
    expect(expenses?.favourable).toBe(true);
  });

  it('equals the dashboard summary\'s budget figures', async () => {
    const { data } = await f.owner.rpc('get_dashboard_summary', { p_organization_id: f.orgId });
    const summary = (data as { budget: SummaryBudget }).budget;
    const lines = (await card()).budget?.lines;
    expect(cents(lines?.revenue.budget_year)).toBe(cents(summary.revenue));
    expect(cents(lines?.revenue.budget_to_date)).toBe(cents(summary.revenue_to_date));
    expect(cents(lines?.revenue.actual_to_date)).toBe(cents(summary.actual_revenue_to_date));
    expect(cents(lines?.expenses.budget_year)).toBe(cents(summary.expenses));
    expect(cents(lines?.expenses.budget_to_date)).toBe(cents(summary.expenses_to_date));
    expect(cents(lines?.expenses.actual_to_date)).toBe(cents(summary.actual_expenses_to_date));
  });

  it('reads for viewers and refuses other organizations', async () => {
    expect((await card(f.viewer)).budget?.id).toBe(budgetId);
    const { error } = await f.outsider.rpc('get_dashboard_budget', { p_organization_id: f.orgId });
    expect(error?.message).toBe('Access denied');
  });
});

// The dashboard's budget card: this fiscal year's approved organization-wide budget to date against
// the ledger, every figure the database's. The card shows exactly what get_dashboard_budget
// answers, which equals the dashboard summary's budget figures; without an approved budget it links
// to Budgeting; an approval elsewhere shows up without a reload; it holds at 375 px and is
// axe-clean.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { createAccount, startSessionAs, type TestAccount } from '../support/accounts.ts';
import { expectSameDocument, markDocument } from '../support/no-reload.ts';
import { budgetFromActuals, seedTwoYears } from '../finance/budget-support.ts';
import { dollars } from './ledger-figures.ts';

interface CardLine { budget_to_date: number | string; actual_to_date: number | string; variance: number | string; favourable: boolean }
interface SummaryBudget { revenue_to_date: number | string; expenses_to_date: number | string; actual_revenue_to_date: number | string; actual_expenses_to_date: number | string }

const cents = (value: number | string) => Math.round(Number(value) * 100);
const card = (page: Page) => page.getByTestId('dashboard-widget-finance.approved-budget');

async function budgetAnswer(account: TestAccount): Promise<{ revenue: CardLine; expenses: CardLine }> {
  const { data, error } = await account.client.rpc('get_dashboard_budget', { p_organization_id: account.organizationId });
  if (error) throw error;
  const lines = (data as { budget: { lines: { revenue: CardLine; expenses: CardLine } } | null }).budget?.lines;
  if (!lines) throw new Error('no approved budget in the answer');
  return lines;
}

async function expectCard(page: Page, lines: { revenue: CardLine; expenses: CardLine }): Promise<void> {
  for (const kind of ['revenue', 'expenses'] as const) {
    const line = lines[kind];
    await expect(card(page).getByTestId(`budget-${kind}-budget`)).toHaveText(dollars(cents(line.budget_to_date)));
    await expect(card(page).getByTestId(`budget-${kind}-actual`)).toHaveText(dollars(cents(line.actual_to_date)));
    await expect(card(page).getByTestId(`budget-${kind}-variance-amount`)).toHaveText(dollars(cents(line.variance)));
    await expect(card(page).getByTestId(`budget-${kind}-variance`)).toContainText(line.favourable ? 'favourable' : 'unfavourable');
  }
}

test('the budget card shows the approved budget to date and the actuals, equal to the database figures', async ({ page }) => {
  const account = await createAccount('budget-card', 'Budget Card Pantry');
  await seedTwoYears(account);
  await budgetFromActuals(account, 'Board plan', true);
  const lines = await budgetAnswer(account);
  // The summary's budget is the same plan: the card agrees with the rest of the dashboard.
  const summary = await account.client.rpc('get_dashboard_summary', { p_organization_id: account.organizationId });
  const budget = (summary.data as { budget: SummaryBudget }).budget;
  expect(cents(lines.revenue.budget_to_date)).toBe(cents(budget.revenue_to_date));
  expect(cents(lines.expenses.actual_to_date)).toBe(cents(budget.actual_expenses_to_date));
  // Not trivially zero: last year's March grant +10% is budgeted, this year's February grant is actual.
  expect(cents(lines.revenue.budget_to_date)).toBe(132000);
  expect(cents(lines.revenue.actual_to_date)).toBe(150000);

  await startSessionAs(page, account);
  await page.goto('/app/dashboard');
  await expect(card(page)).toContainText('Board plan');
  await expectCard(page, lines);
});

test('without an approved budget the card says so and links to Budgeting', async ({ page }) => {
  const account = await createAccount('budget-card-empty', 'Budget Card Empty Shelter');
  await startSessionAs(page, account);
  await page.goto('/app/dashboard');
  await expect(card(page).getByTestId('budget-card-empty')).toContainText('No approved budget for');
  await card(page).getByRole('link', { name: 'Set one up in Budgeting' }).click();
  await expect(page).toHaveURL(/\/app\/finance\/budgeting/);
});

test('a budget approved in another session appears on the card without a reload', async ({ page }) => {
  const account = await createAccount('budget-card-live', 'Budget Card Live Pantry');
  await seedTwoYears(account);
  const draft = await budgetFromActuals(account, 'Live plan', false);
  await startSessionAs(page, account);
  await page.goto('/app/dashboard');
  await expect(card(page).getByTestId('budget-card-empty')).toBeVisible();
  const marker = await markDocument(page);
  const approved = await account.client.rpc('set_budget_status', { p_budget_id: draft, p_status: 'approved' });
  expect(approved.error).toBeNull();
  await expectCard(page, await budgetAnswer(account));
  await expectSameDocument(page, marker);
});

test('the budget card holds at 375 px and is axe-clean', async ({ page }) => {
  const account = await createAccount('budget-card-phone', 'Budget Card Phone Pantry');
  await seedTwoYears(account);
  await budgetFromActuals(account, 'Phone plan', true);
  await page.setViewportSize({ width: 375, height: 800 });
  await startSessionAs(page, account);
  await page.goto('/app/dashboard');
  await expect(card(page).getByTestId('budget-revenue-actual')).toBeVisible();
  await card(page).scrollIntoViewIfNeeded();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  const box = await card(page).boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page, 'the dashboard with the budget card');
});

// The dashboard shows, for the signed-in user's organization, the figures its posted ledger sums
// to (worked out here from the ledger lines), and a transaction saved by another session changes
// them without a reload. A brand-new organization gets zero figures and plain-spoken empty states.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs, type TestAccount } from '../support/accounts.ts';
import { expectSameDocument, markDocument } from '../support/no-reload.ts';
import { dollars, ledgerFigures, type LedgerFigures } from './ledger-figures.ts';

const today = () => new Date().toISOString().slice(0, 10);

async function accountId(account: TestAccount, code: string): Promise<string> {
  const { data, error } = await account.client.from('accounts').select('id').eq('organization_id', account.organizationId).eq('code', code).single();
  if (error) throw error;
  return data.id as string;
}

/** A small ledger: a gift, rent, a restricted grant and a project's supplies. */
async function postLedger(account: TestAccount): Promise<void> {
  const org = account.organizationId;
  const fund = await account.client.from('funds').insert({ organization_id: org, name: 'Youth Meals', restriction: 'with_donor_restrictions' }).select('id').single();
  if (fund.error) throw fund.error;
  const project = await account.client.from('projects').insert({ organization_id: org, name: 'Mobile Pantry', budget: 1000 }).select('id').single();
  if (project.error) throw project.error;
  const rows = [
    { description: 'Spring appeal gift', type: 'Income', amount: 1234.56, account_id: await accountId(account, '4010') },
    { description: 'Warehouse rent', type: 'Expense', amount: 200.06, account_id: await accountId(account, '6100') },
    { description: 'Pantry supplies', type: 'Expense', amount: 150.25, account_id: await accountId(account, '6300'), project_id: project.data.id },
  ];
  for (const row of rows) {
    const inserted = await account.client.from('transactions').insert({ organization_id: org, date: today(), ...row });
    if (inserted.error) throw inserted.error;
  }
  const grant = await account.client.rpc('post_journal_entry', {
    p_organization_id: org,
    p_entry_date: today(),
    p_description: 'Youth meals grant',
    p_lines: [
      { account_id: await accountId(account, '1020'), fund_id: fund.data.id, debit: 500 },
      { account_id: await accountId(account, '4100'), fund_id: fund.data.id, credit: 500 },
    ],
  });
  if (grant.error) throw grant.error;
}

function widget(page: Page, id: string) {
  return page.getByTestId(`dashboard-widget-${id}`);
}

async function expectFigures(page: Page, figures: LedgerFigures): Promise<void> {
  await expect(page.getByTestId('cash-on-hand')).toHaveText(dollars(figures.cashCents));
  await expect(page.getByTestId('fiscal-revenue')).toHaveText(dollars(figures.revenueCents));
  await expect(page.getByTestId('fiscal-expenses')).toHaveText(dollars(figures.expensesCents));
  await expect(page.getByTestId('net-assets-without')).toHaveText(dollars(figures.withoutCents));
  await expect(page.getByTestId('net-assets-with')).toHaveText(dollars(figures.withCents));
  await expect(page.getByTestId('net-assets-total')).toHaveText(dollars(figures.withoutCents + figures.withCents));
  for (const [name, balance] of figures.funds) {
    await expect(widget(page, 'finance.fund-balances').locator(`li[data-fund="${name}"]`).getByTestId('fund-balance')).toHaveText(dollars(balance));
  }
  for (const [name, spent] of figures.projectSpent) {
    await expect(widget(page, 'projects.budgets').locator(`li[data-project="${name}"]`).getByTestId('project-spent')).toHaveText(dollars(spent));
  }
}

test('the dashboard shows the figures the ledger sums to, and a new transaction changes them without a reload', async ({ page }) => {
  const account = await createAccount('dashboard-figures', 'Dashboard Figures Pantry');
  await postLedger(account);
  const before = await ledgerFigures(account.organizationId ?? '');
  // The oracle is not trivially zero: the test would catch a dashboard that shows nothing.
  expect(before.cashCents).toBe(123456 - 20006 - 15025 + 50000);

  await startSessionAs(page, account);
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectFigures(page, before);
  // This month's bar carries the same revenue and expenses as the fiscal-year figures (all posted today).
  const thisMonth = page.getByTestId('monthly-table').locator(`tr[data-month="${today().slice(0, 7)}-01"]`);
  await expect(thisMonth.getByTestId('month-revenue')).toHaveText(dollars(before.revenueCents));
  await expect(thisMonth.getByTestId('month-expenses')).toHaveText(dollars(before.expensesCents));
  await expect(widget(page, 'finance.recent-transactions').getByTestId('recent-transaction')).toHaveCount(4);
  await expect(widget(page, 'finance.recent-transactions').getByTestId('recent-transaction').first()).toContainText('Youth meals grant');

  const marker = await markDocument(page);
  const saved = await account.client.from('transactions').insert({
    organization_id: account.organizationId, date: today(), description: 'Van fuel', type: 'Expense', amount: 99.99, account_id: await accountId(account, '6500'),
  });
  expect(saved.error).toBeNull();
  const after = await ledgerFigures(account.organizationId ?? '');
  expect(after.cashCents).toBe(before.cashCents - 9999);
  await expectFigures(page, after);
  await expect(widget(page, 'finance.recent-transactions').getByTestId('recent-transaction').first()).toContainText('Van fuel');
  await expectSameDocument(page, marker);
});

test('a new organization sees zero figures and empty states that say what to do', async ({ page }) => {
  const account = await createAccount('dashboard-empty', 'Dashboard Empty Shelter');
  await startSessionAs(page, account);
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('cash-on-hand')).toHaveText('$0.00');
  await expect(page.getByTestId('fiscal-revenue')).toHaveText('$0.00');
  await expect(page.getByTestId('net-assets-total')).toHaveText('$0.00');
  await expect(widget(page, 'finance.cash-on-hand')).toContainText('No money has been recorded yet.');
  await expect(widget(page, 'finance.monthly-chart')).toContainText('No revenue or expenses in the last twelve months yet.');
  await expect(widget(page, 'finance.recent-transactions')).toContainText('No transactions yet.');
  await expect(widget(page, 'finance.fund-balances').locator('li[data-fund="General Operating"]')).toContainText('$0.00');
  await expect(widget(page, 'projects.budgets')).toContainText('No active projects.');
});

test('the dashboard holds at 375 px wide: widgets stack and nothing scrolls sideways', async ({ page }) => {
  const account = await createAccount('dashboard-narrow', 'Dashboard Narrow Pantry');
  await postLedger(account);
  await page.setViewportSize({ width: 375, height: 800 });
  await startSessionAs(page, account);
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('cash-on-hand')).not.toHaveText('$0.00');
  await expect(widget(page, 'projects.budgets')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const cash = await widget(page, 'finance.cash-on-hand').boundingBox();
  const revenue = await widget(page, 'finance.revenue-expenses').boundingBox();
  expect(cash && revenue && revenue.y >= cash.y + cash.height).toBe(true);
});

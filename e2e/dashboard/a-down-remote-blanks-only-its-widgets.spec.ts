// With the projects remote down, only its widget turns into a compact "Projects is unavailable"
// panel with Retry; the finance widgets keep showing figures; once the remote is back, Retry
// brings the widget in without reloading the page.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { ControllableRemote } from '../support/controllable-remote.ts';
import { pointRemoteAt } from '../support/runtime-config.ts';
import { expectSameDocument, markDocument } from '../support/no-reload.ts';

let projects: ControllableRemote;

test.beforeEach(async ({ page }) => {
  projects = await ControllableRemote.reserve('mf_projects');
  await pointRemoteAt(page, 'mf_projects', projects.manifestUrl);
});

test.afterEach(async () => {
  await projects.stop();
});

test('a remote that is down blanks only its widget, and Retry restores it once the remote is back', async ({ page }) => {
  const account = await createAccount('dashboard-down', 'Dashboard Down Pantry');
  const income = await account.client.from('accounts').select('id').eq('organization_id', account.organizationId).eq('code', '4010').single();
  if (income.error) throw income.error;
  const gift = await account.client.from('transactions').insert({
    organization_id: account.organizationId, date: new Date().toISOString().slice(0, 10), description: 'Gift', type: 'Income', amount: 321.09, account_id: income.data.id,
  });
  expect(gift.error).toBeNull();
  const project = await account.client.from('projects').insert({ organization_id: account.organizationId, name: 'Winter Coats', budget: 800 });
  expect(project.error).toBeNull();

  await startSessionAs(page, account);
  await page.goto('/app/dashboard');
  const unavailable = page.getByTestId('dashboard-widgets-unavailable');
  await expect(unavailable).toHaveCount(1);
  await expect(unavailable).toHaveAttribute('data-remote', 'mf_projects');
  await expect(page.getByRole('alert').filter({ hasText: 'Projects is unavailable' })).toBeVisible();
  await expect(page.getByTestId('dashboard-widget-projects.budgets')).toHaveCount(0);
  // Finance is up and shows its figures.
  await expect(page.getByTestId('cash-on-hand')).toHaveText('$321.09');
  await expect(page.getByTestId('fiscal-revenue')).toHaveText('$321.09');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const marker = await markDocument(page);

  // Retry while still down: still unavailable, nothing else moves.
  await unavailable.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('dashboard-widgets-unavailable')).toBeVisible();
  await expect(page.getByTestId('cash-on-hand')).toHaveText('$321.09');

  await projects.start();
  await page.getByTestId('dashboard-widgets-unavailable').getByRole('button', { name: 'Retry' }).click();
  const budgets = page.getByTestId('dashboard-widget-projects.budgets');
  await expect(budgets.locator('li[data-project="Winter Coats"]').getByTestId('project-budget')).toHaveText('$800.00');
  await expect(page.getByTestId('dashboard-widgets-unavailable')).toHaveCount(0);
  await expectSameDocument(page, marker);
});

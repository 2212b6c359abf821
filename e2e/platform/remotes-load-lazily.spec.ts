// Remotes are fetched when their route is first visited, never all at start-up.
import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/signed-in.ts';
import { recordRemoteLoads } from '../support/remote-requests.ts';
import { openFromSidebar } from '../support/sidebar.ts';

test('a cold load of the dashboard fetches only the remotes whose widgets it shows, and Employees then fetches only HR', async ({ page }) => {
  const loads = recordRemoteLoads(page);
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The dashboard is composed of the finance and projects remotes' widgets.
  await expect(page.getByTestId('dashboard-widget-finance.cash-on-hand')).toBeVisible();
  await expect(page.getByTestId('dashboard-widget-projects.budgets')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...loads.requested()].sort()).toEqual(['mf_finance', 'mf_projects']);

  await openFromSidebar(page, 'Employees', 'Human Resources');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  expect([...loads.requested()].sort()).toEqual(['mf_finance', 'mf_hr', 'mf_projects']);
});

test('a cold load of a public page fetches only the marketing remote', async ({ page }) => {
  const loads = recordRemoteLoads(page);
  await page.goto('/pricing');
  await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...loads.requested()]).toEqual(['mf_marketing']);
});

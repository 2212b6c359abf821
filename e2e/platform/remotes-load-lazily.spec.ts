// Remotes are fetched when their route is first visited, never all at start-up.
import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/signed-in.ts';
import { recordRemoteLoads } from '../support/remote-requests.ts';
import { openFromSidebar } from '../support/sidebar.ts';

test('a cold load of the dashboard fetches no remote, and Transactions then fetches only finance', async ({ page }) => {
  const loads = recordRemoteLoads(page);
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...loads.requested()]).toEqual([]);

  await openFromSidebar(page, 'Transactions', 'Finance');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  expect([...loads.requested()]).toEqual(['mf_finance']);
});

test('a cold load of a public page fetches only the marketing remote', async ({ page }) => {
  const loads = recordRemoteLoads(page);
  await page.goto('/pricing');
  await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...loads.requested()]).toEqual(['mf_marketing']);
});

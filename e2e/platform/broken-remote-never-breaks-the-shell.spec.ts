// A remote that is unreachable (down from the start, gone after the shell loaded, or whose chunks
// fail) shows its area's alert with Retry; the shell and the other areas keep working; once the
// remote is back, Retry renders the area without reloading the page, and so does opening the page again.
import { expect, type Page, type Route } from '@playwright/test';
import { signedInTest as test } from '../support/signed-in.ts';
import { ControllableRemote } from '../support/controllable-remote.ts';
import { pointRemoteAt } from '../support/runtime-config.ts';
import { expectSameDocument, markDocument } from '../support/no-reload.ts';
import { openFromSidebar } from '../support/sidebar.ts';
import { remoteUrl } from '../support/env.ts';

/** The finance area's panel (not the dashboard's finance widgets, whose panel says the same words). */
function financeAlert(page: Page) {
  return page.getByTestId('remote-unavailable').getByRole('alert').filter({ hasText: 'Finance is unavailable' });
}

function heading(page: Page, name: string) {
  return page.getByTestId('app-shell').getByRole('heading', { level: 1, name, exact: true });
}

/** The shell's navigation and another remote's area still work while finance is broken. */
async function expectShellAndOtherAreasWork(page: Page): Promise<void> {
  await openFromSidebar(page, 'Employees', 'Human Resources');
  await expect(page).toHaveURL(/\/app\/hr\/employees$/);
  await expect(heading(page, 'Employees')).toBeVisible();
  await openFromSidebar(page, 'Dashboard');
  await expect(heading(page, 'Dashboard')).toBeVisible();
}

test.describe('finance served by its own server, which the test stops and starts', () => {
  let finance: ControllableRemote;

  test.beforeEach(async ({ page }) => {
    finance = await ControllableRemote.reserve('mf_finance');
    // The deployment's registry points finance at this server: no rebuild needed.
    await pointRemoteAt(page, 'mf_finance', finance.manifestUrl);
  });

  test.afterEach(async () => {
    await finance.stop();
  });

  test('a remote that is down at first load shows its alert while the shell works, and Retry brings it back without a reload', async ({ page }) => {
    await page.goto('/app/transactions');
    await expect(financeAlert(page)).toBeVisible();
    await expect(financeAlert(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByTestId('app-shell')).toBeVisible();
    const marker = await markDocument(page);

    await expectShellAndOtherAreasWork(page);

    await openFromSidebar(page, 'Transactions', 'Finance');
    await expect(page).toHaveURL(/\/app\/transactions$/);
    await expect(financeAlert(page)).toBeVisible();
    await finance.start();
    await financeAlert(page).getByRole('button', { name: 'Retry' }).click();
    await expect(heading(page, 'Transactions')).toBeVisible();
    await expect(financeAlert(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/transactions$/);
    await expectSameDocument(page, marker);
  });

  test('a remote whose server stops after the shell loaded shows its alert, and Retry works once it is back', async ({ page }) => {
    await finance.start();
    await page.goto('/app/dashboard');
    await expect(heading(page, 'Dashboard')).toBeVisible();
    const marker = await markDocument(page);

    await finance.stop();
    await openFromSidebar(page, 'Transactions', 'Finance');
    await expect(financeAlert(page)).toBeVisible();
    await expectShellAndOtherAreasWork(page);

    // Opening the page again tries again, and fails again while the server is down.
    await openFromSidebar(page, 'Transactions', 'Finance');
    await expect(page).toHaveURL(/\/app\/transactions$/);
    await expect(financeAlert(page)).toBeVisible();
    await finance.start();
    await financeAlert(page).getByRole('button', { name: 'Retry' }).click();
    await expect(heading(page, 'Transactions')).toBeVisible();
    await expectSameDocument(page, marker);
  });

  test('a page whose remote failed earlier renders when opened again once the remote is back', async ({ page }) => {
    await page.goto('/app/transactions');
    await expect(financeAlert(page)).toBeVisible();
    await openFromSidebar(page, 'Dashboard');
    await expect(heading(page, 'Dashboard')).toBeVisible();

    await finance.start();
    await openFromSidebar(page, 'Transactions', 'Finance');
    await expect(heading(page, 'Transactions')).toBeVisible();
  });
});

test('a remote whose code fails to download after the shell loaded shows its alert, and Retry works once it downloads', async ({ page }) => {
  // Finance stays on its shared server: its manifest answers, its JavaScript does not.
  const financeOrigin = remoteUrl(1);
  const isFinanceScript = (url: URL) => url.origin === financeOrigin && url.pathname.endsWith('.js');
  const failDownload = (route: Route) => route.abort('connectionreset');

  await page.goto('/app/dashboard');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  const marker = await markDocument(page);

  await page.route(isFinanceScript, failDownload);
  await openFromSidebar(page, 'Transactions', 'Finance');
  await expect(financeAlert(page)).toBeVisible();
  await expectShellAndOtherAreasWork(page);

  await openFromSidebar(page, 'Transactions', 'Finance');
  await expect(page).toHaveURL(/\/app\/transactions$/);
  await expect(financeAlert(page)).toBeVisible();
  await page.unroute(isFinanceScript, failDownload);
  await financeAlert(page).getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page, 'Transactions')).toBeVisible();
  await expectSameDocument(page, marker);
});

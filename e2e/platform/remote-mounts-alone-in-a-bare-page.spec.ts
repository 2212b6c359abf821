// Each remote also runs as an isolated root through its single-spa-react lifecycles: a bare page
// that is not our shell mounts the finance remote into a div and navigates inside it.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { startBareHost, type BareHost } from '../support/bare-host.ts';
import { expectSameDocument, markDocument } from '../support/no-reload.ts';
import { remoteUrl } from '../support/env.ts';

let host: BareHost;

test.beforeAll(async () => {
  host = await startBareHost({
    federationName: 'mf_finance',
    remoteOrigin: remoteUrl(1),
    basePath: '/app',
    links: [
      { label: 'Go to transactions', to: '/app/transactions' },
      { label: 'Go to invoices', to: '/app/finance/invoices' },
    ],
  });
});

test.afterAll(async () => {
  await host.close();
});

test("a bare page mounts the finance remote's lifecycles into a div and navigates inside it", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${host.origin}/app/transactions`);
  expect(await page.evaluate(() => (window as Window & { __bareHost?: Promise<string> }).__bareHost)).toBe('mounted');

  const mount = page.getByTestId('bare-mount');
  await expect(mount.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  // The shell is nowhere: only the remote, in its own React root.
  await expect(page.getByTestId('app-shell')).toHaveCount(0);
  const marker = await markDocument(page);

  await mount.getByRole('link', { name: 'Go to invoices' }).click();
  await expect(page).toHaveURL(/\/app\/finance\/invoices$/);
  await expect(mount.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page).toHaveTitle('Invoices | Missionbase - Nonprofit Management');
  await expectSameDocument(page, marker);
  expect(errors).toEqual([]);
});

// The shell and the remotes share ONE copy of React, the router, jotai, antd, react-query and our session and
// UI packages: the federation share scope shows a single loaded copy of each, and the session a
// remote reads is the one the shell signed in with.
import { expect, test as plainTest } from '@playwright/test';
import { signedInTest as test } from '../support/signed-in.ts';
import { readShareScope } from '../support/share-scope.ts';
import { TEST_USER, remoteUrl } from '../support/env.ts';
import { signInThroughUi } from '../support/sign-in.ts';
import { openFromSidebar } from '../support/sidebar.ts';

interface ManifestShared {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'jotai', '@missionbase/router', '@tanstack/react-query', '@missionbase/session', '@missionbase/ui'];

test('the share scope holds a single loaded copy of every shared singleton, provided by the shell', async ({ page }) => {
  await page.goto('/app/transactions');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  // A second remote joins the same page: it must reuse the same copies, not bring its own.
  await openFromSidebar(page, 'Employees', 'Human Resources');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();

  const report = await readShareScope(page, SINGLETONS);
  for (const name of SINGLETONS) {
    const entry = report[name];
    expect(entry?.registered.length, `${name} is not in the share scope`).toBeGreaterThan(0);
    expect(entry?.loaded.map((copy) => `${copy.version} from ${copy.from}`), `${name} loaded copies`).toHaveLength(1);
    expect(entry?.loaded[0]?.from, `${name} provider`).toBe('shell');
  }
});

test('the remotes on the page download none of their own copies of the shared packages', async ({ page, request }) => {
  const fetched = new Set<string>();
  page.on('request', (sent) => fetched.add(sent.url()));
  await page.goto('/app/transactions');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await openFromSidebar(page, 'Employees', 'Human Resources');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();

  for (const [remote, origin] of [
    ['mf_finance', remoteUrl(1)],
    ['mf_hr', remoteUrl(3)],
  ] as const) {
    expect(fetched.has(`${origin}/remoteEntry.js`), `${remote} was not loaded at all`).toBe(true);
    // The remote's manifest lists the files of its fallback copy of each shared package.
    const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as ManifestShared;
    expect(manifest.shared.length, `${remote} shares nothing`).toBeGreaterThan(0);
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        expect(fetched.has(`${origin}/${file}`), `${remote} downloaded its own ${shared.name} (${file})`).toBe(false);
      }
    }
  }
});

plainTest('a remote reads the session the shell signed in with, from the one session module', async ({ page }) => {
  // The shell's own login form writes the session into the store...
  await signInThroughUi(page);
  await openFromSidebar(page, 'Transactions', 'Finance');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  // ...and the finance remote, rendered inside the shell, reads that same store.
  const probe = page.getByTestId('session-probe-mf_finance');
  await expect(probe).toHaveAttribute('data-user-email', TEST_USER.email);
  const instances = await page.evaluate(
    () => (window as Window & { __MISSIONBASE_SESSION__?: { instances: string[] } }).__MISSIONBASE_SESSION__?.instances ?? [],
  );
  expect(instances, 'copies of @missionbase/session evaluated in the page').toHaveLength(1);
  await expect(probe).toHaveAttribute('data-session-instance', instances[0] ?? 'none');
});

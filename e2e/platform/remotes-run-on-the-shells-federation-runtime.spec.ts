// One Module Federation runtime per page: the shell provides it, and the remotes on the page run on
// it instead of each bringing its own copy in remoteEntry.js (docs/platform.md).
import type { Response } from '@playwright/test';
import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/signed-in.ts';
import { SHELL_URL, remoteUrl } from '../support/env.ts';

// Text only the runtime's own code holds: the bundler runtime's share-scope initialization and the
// SDK's script loader. The shell's main file must hold both, or the check proves nothing.
const RUNTIME_MARKERS = ['Initialization of sharing external failed', 'createScriptNode'];
const DASHBOARD_REMOTES = [
  ['mf_finance', remoteUrl(1)],
  ['mf_projects', remoteUrl(2)],
] as const;

test('every federation instance on the dashboard, the remotes included, is built by the runtime the shell provides', async ({ page }) => {
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('dashboard-widget-finance.cash-on-hand')).toBeVisible();
  await expect(page.getByTestId('dashboard-widget-projects.budgets')).toBeVisible();

  const instances = await page.evaluate(() => {
    const scope = globalThis as typeof globalThis & {
      __FEDERATION__?: { __INSTANCES__?: { name: string }[] };
      _FEDERATION_RUNTIME_CORE?: { ModuleFederation: new (...args: never[]) => unknown };
    };
    const provided = scope._FEDERATION_RUNTIME_CORE?.ModuleFederation;
    return (scope.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => ({ name: instance.name, provided: provided !== undefined && instance instanceof provided }));
  });
  expect(instances.map((instance) => instance.name)).toEqual(expect.arrayContaining(['shell', ...DASHBOARD_REMOTES.map(([name]) => name)]));
  for (const instance of instances) expect(instance.provided, `${instance.name} runs on its own runtime-core`).toBe(true);
});

test("the remotes' remoteEntry.js on the dashboard carry none of the runtime the shell's main file holds", async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response: Response) => {
    const url = response.url();
    if (url.endsWith('/remoteEntry.js') || (url.startsWith(`${SHELL_URL}/main.`) && url.endsWith('.js'))) scripts.set(url, response.text());
  });
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('dashboard-widget-finance.cash-on-hand')).toBeVisible();
  await expect(page.getByTestId('dashboard-widget-projects.budgets')).toBeVisible();

  const shellMain = [...scripts.keys()].find((url) => url.startsWith(`${SHELL_URL}/main.`));
  expect(shellMain, "the shell's main file was not downloaded").toBeDefined();
  const shellCode = await scripts.get(shellMain ?? '');
  for (const marker of RUNTIME_MARKERS) expect(shellCode, `the shell's main file lacks "${marker}"`).toContain(marker);
  for (const [name, origin] of DASHBOARD_REMOTES) {
    const code = await scripts.get(`${origin}/remoteEntry.js`);
    expect(code, `${name}'s remoteEntry.js was not downloaded`).toBeDefined();
    for (const marker of RUNTIME_MARKERS) expect(code, `${name}'s remoteEntry.js carries "${marker}"`).not.toContain(marker);
  }
});

// The Transactions screen's figures for `pnpm bench:data`: search_transactions' first
// page and filtered pages through the API (time and bytes), and, when the apps are built, the time
// a signed-in browser takes from navigating to /app/transactions to its first table row, with the
// organization's 100,000 transactions behind it (and the bytes of the list's one API answer).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { APPS, appDist, runtimeConfigFor } from '../../../scripts/lib/apps.mjs';
import { serveStatic, type StaticServer } from '../../../scripts/serve-static.mjs';
import { freePortBlock } from '../src/db/free-port.mjs';

export interface ListMeasured {
  label: string;
  medianMs: number;
  minMs: number;
  bytes: number;
}

type Measure = (label: string, work: () => Promise<number>) => Promise<ListMeasured>;

/** The list's calls as the screen makes them: a page of 50 with the filtered count and totals. */
export async function measureTransactionList(supabase: SupabaseClient, organizationId: string, measure: Measure): Promise<ListMeasured[]> {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['first page, newest first', {}],
    ['filtered: one quarter, Expense', { p_from: '2024-04-01', p_to: '2024-06-30', p_type: 'Expense' }],
    ['filtered: text "transaction 4242"', { p_search: 'transaction 4242' }],
    ['sorted by amount, page at offset 5,000', { p_sort: 'amount', p_direction: 'desc', p_offset: 5000 }],
  ];
  const results: ListMeasured[] = [];
  for (const [label, args] of cases) {
    results.push(
      await measure(`search_transactions ${label} (50 rows + count + totals), API (supabase.rpc)`, async () => {
        const { data, error } = await supabase.rpc('search_transactions', { p_organization_id: organizationId, p_limit: 50, ...args });
        if (error) throw new Error(error.message);
        return Buffer.byteLength(JSON.stringify(data));
      }),
    );
  }
  return results;
}

export interface BrowserFirstRow {
  /** Cold loads (new browser context, signed-in storage): navigation start to the first row shown. */
  medianMs: number;
  minMs: number;
  /** Bytes of the list's API answer (search_transactions) the page downloaded. */
  listBytes: number;
  runs: number;
}

/**
 * Serves the built apps against this backend, signs the user in through the login form once, then
 * loads /app/transactions cold `runs` times. Null when the apps are not built or Chromium is missing.
 */
export async function browserTimeToFirstRow(apiUrl: string, anonKey: string, user: { email: string; password: string }, runs = 5): Promise<BrowserFirstRow | null> {
  const chromiumPath = '/usr/bin/chromium';
  const built = APPS.every((app) => existsSync(path.join(appDist(app), app.federationName === 'shell' ? 'index.html' : 'mf-manifest.json')));
  if (!built || !existsSync(chromiumPath)) return null;
  const appBase = await freePortBlock(APPS.length);
  const runtimeConfig = runtimeConfigFor({ appBase, apiUrl, anonKey });
  const servers: StaticServer[] = [];
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'] });
  try {
    for (const app of APPS) {
      servers.push(await serveStatic({ dir: appDist(app), port: appBase + app.offset, spa: app.federationName === 'shell', runtimeConfig, gzip: true }));
    }
    const origin = `http://localhost:${appBase}`;
    const signIn = await browser.newContext();
    const login = await signIn.newPage();
    await login.goto(`${origin}/login`);
    await login.getByLabel('Email').fill(user.email);
    await login.getByLabel('Password').fill(user.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.waitForURL(/\/app\//, { timeout: 60_000 });
    const storageState = await signIn.storageState();
    await signIn.close();

    const times: number[] = [];
    let listBytes = 0;
    for (let run = 0; run < runs + 1; run += 1) {
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      page.on('response', (response) => {
        if (!response.url().includes('/rest/v1/rpc/search_transactions')) return;
        void response.body().then((body) => {
          listBytes = body.length;
        }, () => undefined);
      });
      const start = performance.now();
      await page.goto(`${origin}/app/transactions`);
      await page.locator('table[aria-label="Transactions"] tbody tr.ant-table-row').first().waitFor({ state: 'visible', timeout: 60_000 });
      // The first run warms the machine (disk cache, JIT); it is not counted.
      if (run > 0) times.push(performance.now() - start);
      await context.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, minMs: sorted[0] ?? Number.NaN, listBytes, runs };
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
}

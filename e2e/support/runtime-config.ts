// The runtime configuration the end-to-end apps are served with, and a way for one test to point a
// single remote somewhere else (its own server) without touching the servers other tests use.
import type { Page } from '@playwright/test';
import { runtimeConfigFor, type RuntimeConfig } from '../../scripts/lib/apps.mjs';
import { API_URL, E2E_APP_BASE_PORT, SHELL_URL } from './env.ts';

export function e2eRuntimeConfig(): RuntimeConfig {
  return runtimeConfigFor({ appBase: E2E_APP_BASE_PORT, apiUrl: API_URL });
}

/**
 * Answers this page's /runtime-config.json with the e2e configuration in which `federationName`'s
 * manifest lives at `manifestUrl`. This is what a deployment does when it moves a remote: no rebuild.
 */
export async function pointRemoteAt(page: Page, federationName: string, manifestUrl: string): Promise<void> {
  const config = e2eRuntimeConfig();
  if (!(federationName in config.remotes)) throw new Error(`Unknown remote ${federationName}`);
  config.remotes[federationName] = manifestUrl;
  await page.route(`${SHELL_URL}/runtime-config.json`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(config), headers: { 'cache-control': 'no-cache' } }),
  );
}

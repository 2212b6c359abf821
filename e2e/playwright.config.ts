// Playwright configuration: Debian's Chromium (never a downloaded browser), the built apps served on
// 4000-4006 and a throwaway backend on 55321, both started by the global setup.
// The browser is Debian's chromium-headless-shell (the same Chromium release without the desktop
// browser around it: the build Playwright itself runs headless tests in), which spent about 30 % less
// CPU than /usr/bin/chromium on the same specs. MB_E2E_CHROMIUM=/usr/bin/chromium runs them in the
// full browser.
import { defineConfig } from '@playwright/test';
import { CONTEXT_DEFAULTS } from './support/context-defaults.ts';
import { SHELL_URL } from './support/env.ts';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  globalSetup: './support/global-setup.ts',
  // CI has two cores: the backend, seven static servers and two browsers share them.
  workers: 2,
  fullyParallel: true,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 45_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.MB_E2E_CHROMIUM || '/usr/bin/chromium-headless-shell',
      // Without the background-networking flags Chromium keeps calling home on a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    ...CONTEXT_DEFAULTS,
    navigationTimeout: 20_000,
    actionTimeout: 15_000,
    // Recording a trace (DOM snapshots and a screencast at every action) took a fifth of the suite's
    // CPU even for the tests that pass: it is recorded on the first retry (CI retries once). To
    // record one locally: `pnpm test:e2e --trace on <spec>`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'sign-in', testMatch: /support\/sign-in\.setup\.ts$/ },
    { name: 'chromium', testMatch: /\.spec\.ts$/, dependencies: ['sign-in'] },
  ],
});

// Ports, URLs and the test user of the end-to-end run. They never overlap with `pnpm start`
// (3000-3006, API 54321), so the tests can run beside it with their own throwaway database.
// MB_E2E_APP_BASE_PORT / MB_E2E_API_PORT move a run elsewhere, so two runs (say a clean-clone CI
// check beside a developer's own run) never share servers.
export const E2E_APP_BASE_PORT = portFromEnv('MB_E2E_APP_BASE_PORT', 4000);
export const E2E_API_PORT = portFromEnv('MB_E2E_API_PORT', 55321);

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} must be a TCP port, got ${raw}`);
  return port;
}

export const SHELL_URL = `http://localhost:${E2E_APP_BASE_PORT}`;
export const API_URL = `http://localhost:${E2E_API_PORT}`;

export function remoteUrl(offset: number): string {
  return `http://localhost:${E2E_APP_BASE_PORT + offset}`;
}

/** The user the global setup creates; owner of one trialing organization. */
export const TEST_USER = {
  email: 'e2e-owner@missionbase.test',
  password: 'e2e-Password-123',
  fullName: 'Erin Example',
  organizationName: 'Helping Hands E2E',
} as const;

/** Written by global setup: a folder for this run's files (storage state, bare harness pages). */
export function stateDir(): string {
  const dir = process.env.MB_E2E_STATE_DIR;
  if (!dir) throw new Error('MB_E2E_STATE_DIR is not set: run the tests through e2e/playwright.config.ts (its global setup sets it).');
  return dir;
}

export function storageStatePath(): string {
  return `${stateDir()}/signed-in.json`;
}

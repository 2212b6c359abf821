// The shell and the six remotes: folder, federation name, area label and the ports they use under
// `pnpm start` / `pnpm dev` (3000-3006) and in the end-to-end tests (4000-4006). One list for every script.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const APPS = [
  { dir: 'shell', federationName: 'shell', area: 'Shell', offset: 0 },
  { dir: 'mf-finance', federationName: 'mf_finance', area: 'Finance', offset: 1 },
  { dir: 'mf-projects', federationName: 'mf_projects', area: 'Projects', offset: 2 },
  { dir: 'mf-hr', federationName: 'mf_hr', area: 'Human Resources', offset: 3 },
  { dir: 'mf-supply-chain', federationName: 'mf_supply_chain', area: 'Supply Chain', offset: 4 },
  { dir: 'mf-settings', federationName: 'mf_settings', area: 'Settings', offset: 5 },
  { dir: 'mf-marketing', federationName: 'mf_marketing', area: 'Marketing', offset: 6 },
];

export const REMOTES = APPS.filter((app) => app.federationName !== 'shell');

/** Ports of `pnpm start` / `pnpm dev`. */
export const START_PORTS = { appBase: 3000, api: 54321, pg: 54322 };

export const DEMO_LOGIN = { email: 'demo@missionbase.org', password: 'missionbase-demo' };

/** Supabase's well-known local anon key (HS256 with the local JWT secret, role anon). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function appDist(app) {
  return path.join(REPO_ROOT, app.dir, 'dist');
}

/**
 * The runtime configuration the browser reads from /runtime-config.json (contract in docs/platform.md):
 * where the backend is and where each remote's manifest lives; `billing` (optional, docs/billing.md)
 * names the payment provider; without it the backend's local provider is used.
 */
export function runtimeConfigFor({ appBase, apiUrl, anonKey = LOCAL_ANON_KEY, host = 'localhost', billing }) {
  const remotes = {};
  for (const remote of REMOTES) remotes[remote.federationName] = `http://${host}:${appBase + remote.offset}/mf-manifest.json`;
  return { supabaseUrl: apiUrl, supabaseAnonKey: anonKey, remotes, ...(billing ? { billing } : {}) };
}

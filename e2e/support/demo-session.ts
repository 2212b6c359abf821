// The demo organization in the e2e backend: global setup seeds it as
// `pnpm start` does (supabase/seed/demo.ts: the Harbor Community Food Bank and a second
// organization, owned by the demo user), then signs the demo user in through the auth API and
// saves a browser storage state with that session and the food bank as the active organization.
// Specs of the demo use that state (demoTest) and read the same figures through supabase-js as the
// demo user (demoClient). The e2e test user never joins the demo organizations.
import { writeFile } from 'node:fs/promises';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { ACTIVE_ORGANIZATION_STORAGE_KEY } from '../../packages/domain/src/active-organization.ts';
import { DEMO_EMAIL, DEMO_ORGANIZATION, DEMO_PASSWORD } from '../../supabase/seed/demo.ts';
import { LOCAL_ANON_KEY } from '../../scripts/lib/apps.mjs';
import { API_URL, stateDir } from './env.ts';
import { signedInStorageOf } from './accounts.ts';
import { readerTestWith } from './reader-context.ts';

export function demoStorageStatePath(): string {
  return `${stateDir()}/demo-signed-in.json`;
}

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** Node 20 has no WebSocket and these clients only read: realtime gets a class that refuses to be used (as in accounts.ts). */
class NoRealtimeInDemoClients {
  constructor() {
    throw new Error('E2E_NO_REALTIME: the demo clients of e2e/support/demo-session.ts do not open realtime channels');
  }
}

export interface DemoSession {
  client: SupabaseClient;
  organizationId: string;
}

/** supabase-js signed in as the demo user (its own session, not the browser's), and the food bank's id. */
export async function demoClient(): Promise<DemoSession> {
  const client = createClient(API_URL, LOCAL_ANON_KEY, {
    realtime: { transport: NoRealtimeInDemoClients as unknown as Transport },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (error) throw new Error(`The demo user cannot sign in (is the demo seeded?): ${error.message}`);
  const { data, error: orgError } = await client.from('organizations').select('id').eq('name', DEMO_ORGANIZATION).single();
  if (orgError) throw orgError;
  return { client, organizationId: String(data.id) };
}

/** Global setup: the demo user's browser storage (its supabase session, the food bank active). */
export async function writeDemoStorageState(): Promise<void> {
  const { organizationId } = await demoClient();
  const state = await signedInStorageOf({ email: DEMO_EMAIL, password: DEMO_PASSWORD }, { [ACTIVE_ORGANIZATION_STORAGE_KEY]: organizationId });
  await writeFile(demoStorageStatePath(), JSON.stringify(state));
}

/**
 * A `test` whose pages start signed in as the demo user, on the Harbor Community Food Bank. Specs of
 * the demo only read it, so they share a context per worker (reader-context.ts).
 */
export const demoTest = readerTestWith(demoStorageStatePath).extend<{ demo: DemoSession }>({
  // The fixture callbacks are named `provide`, not `use`: the React hooks lint rule reserves `use`.
  demo: async ({ browserName: _browserName }, provide) => {
    await provide(await demoClient());
  },
});

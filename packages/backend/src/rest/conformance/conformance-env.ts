// Starts a throw-away backend holding the conformance fixture (fixture.sql) and hands out the real
// supabase-js client (service_role, so grants and RLS stay out of the behaviours under test) and a
// raw fetch for headers the client hides.
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor } from '../rest-test-fixture.ts';
import { startTestBackend } from '../../../test/start-test-backend.ts';
import type { TestBackend } from '../../../test/start-test-backend.ts';
import type { BackendConfig } from '../../config.ts';

export const CONFORMANCE_FIXTURE = readFileSync(new URL('./fixture.sql', import.meta.url), 'utf8');

export interface ConformanceEnv {
  backend: TestBackend;
  db: SupabaseClient;
  /** A request to /rest/v1 as service_role. */
  rest(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export async function startConformanceEnv(overrides: Partial<BackendConfig> = {}): Promise<ConformanceEnv> {
  const backend = await startTestBackend(overrides);
  await backend.admin.query(CONFORMANCE_FIXTURE);
  return {
    backend,
    db: clientFor(backend, backend.serviceRoleKey),
    rest(path, init = {}) {
      const { headers, ...rest } = init;
      return fetch(`${backend.url}/rest/v1/${path}`, {
        ...rest,
        headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.serviceRoleKey}`, ...headers },
      });
    },
    stop: () => backend.stop(),
  };
}

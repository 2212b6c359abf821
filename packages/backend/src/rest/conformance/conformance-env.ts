// Starts a throw-away backend holding the conformance fixture (fixture.sql) and hands out the real
// supabase-js client (service_role, so grants and RLS stay out of the behaviours under test) and a
// raw fetch for headers the client hides.
import { readFileSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import { NodeWebSocket } from '../rest-test-fixture.ts';
import { startTestBackend } from '../../../test/start-test-backend.ts';
import type { TestBackend } from '../../../test/start-test-backend.ts';
import type { BackendConfig } from '../../config.ts';

export const CONFORMANCE_FIXTURE = readFileSync(new URL('./fixture.sql', import.meta.url), 'utf8');

/** Any table or function of the fixture, untyped, on a server that says it is PostgREST 13. */
interface FixtureTable {
  Row: Record<string, unknown>;
  Insert: Record<string, unknown>;
  Update: Record<string, unknown>;
  Relationships: [];
}
interface FixtureSchema {
  Tables: Record<string, FixtureTable>;
  Views: Record<string, FixtureTable>;
  Functions: Record<string, { Args: Record<string, unknown>; Returns: unknown }>;
  Enums: Record<string, never>;
  CompositeTypes: Record<string, never>;
}
export interface ConformanceDatabase {
  __InternalSupabase: { PostgrestVersion: '13' };
  public: FixtureSchema;
  archive: FixtureSchema;
}

function conformanceClient(backend: TestBackend) {
  return createClient<ConformanceDatabase>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NodeWebSocket },
    accessToken: async () => backend.serviceRoleKey,
  });
}
type ConformanceClient = ReturnType<typeof conformanceClient>;

export interface ConformanceEnv {
  backend: TestBackend;
  db: ConformanceClient;
  /** A request to /rest/v1 as service_role. */
  rest(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export async function startConformanceEnv(overrides: Partial<BackendConfig> = {}): Promise<ConformanceEnv> {
  const backend = await startTestBackend(overrides);
  await backend.admin.query(CONFORMANCE_FIXTURE);
  return {
    backend,
    db: conformanceClient(backend),
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

// A supabase-js client for tests on Node 20, which has no global WebSocket: the `ws` package
// stands in as the global realtime-js looks for (its transport option's type rejects ws's
// constructor overloads), and sessions are neither stored nor refreshed behind the test's back.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export function installWebSocketGlobal(): void {
  if (typeof globalThis.WebSocket === 'undefined') Object.assign(globalThis, { WebSocket });
}

export function createTestClient(url: string, key: string): SupabaseClient {
  installWebSocketGlobal();
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

// A supabase-js client for tests on Node 20, which has no global WebSocket: realtime-js gets the
// `ws` package as its transport, and sessions are neither stored nor refreshed behind the test's back.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** ws's constructor has an extra `(address: null)` overload that realtime-js's type rejects; one signature only. */
export class NodeWebSocket extends WebSocket {
  constructor(address: string | URL, protocols?: string | string[]) {
    super(address, protocols);
  }
}

export function createTestClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NodeWebSocket },
  });
}

// supabase-js clients for functions: one acting as the caller (their Authorization header, so Row
// Level Security decides what they may read) and one with the service role (webhook effects).
// Functions never use realtime; on a runtime without a global WebSocket (Node 20, where the local
// backend runs them) realtime-js refuses to build unless given a transport, so it gets one that
// refuses to connect.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient, WebSocketLike } from '@supabase/supabase-js';
import { requireEnv } from './env.ts';

class NoRealtimeSocket implements WebSocketLike {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readonly readyState = 3;
  readonly protocol = '';
  readonly url: string;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  constructor(address: string | URL) {
    this.url = String(address);
    throw new Error('Functions do not open realtime connections');
  }
  close(): void {}
  send(): void {}
  addEventListener(): void {}
  removeEventListener(): void {}
}

function clientOptions(authorization?: string): Parameters<typeof createClient>[2] {
  return {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(authorization ? { global: { headers: { Authorization: authorization } } } : {}),
    ...(typeof globalThis.WebSocket === 'undefined' ? { realtime: { transport: NoRealtimeSocket } } : {}),
  };
}

/** A client that acts as whoever sent the request (their bearer token). */
export function callerClient(authorization: string): SupabaseClient {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), clientOptions(authorization));
}

/** A client with the service role: bypasses Row Level Security; only for server-side effects. */
export function serviceClient(): SupabaseClient {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), clientOptions());
}

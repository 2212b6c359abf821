// Realtime (`/realtime/v1/websocket`): the Phoenix-channel protocol of @supabase/realtime-js.
import type { Server } from 'node:http';
import type { BackendContext } from '../context.ts';

export interface RealtimeServer {
  close(): Promise<void>;
}

export function attachRealtime(_server: Server, _ctx: BackendContext): RealtimeServer {
  return { close: async () => undefined };
}

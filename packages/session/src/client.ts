// The one supabase client of the page, created from the runtime config when an app starts, typed
// by the Database type generated from the database schema (`pnpm db:types`).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database/database.types';

export type TypedSupabaseClient = SupabaseClient<Database>;

export interface SessionConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

let client: TypedSupabaseClient | null = null;
let configuredFor: string | null = null;

/** Creates the client once; calling again with the same config is a no-op (remotes may call it too). */
export function configureSession(config: SessionConfig): TypedSupabaseClient {
  const key = `${config.supabaseUrl}|${config.supabaseAnonKey}`;
  if (client && configuredFor === key) return client;
  if (client) throw new Error(`SESSION_ALREADY_CONFIGURED: the supabase client already points at ${configuredFor?.split('|')[0]}`);
  client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
  configuredFor = key;
  return client;
}

export function isSessionConfigured(): boolean {
  return client !== null;
}

export function getSupabase(): TypedSupabaseClient {
  if (!client) throw new Error('SESSION_NOT_CONFIGURED: call configureSession(runtimeConfig) before using the session');
  return client;
}

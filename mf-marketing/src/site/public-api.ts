// The backend as public pages call it: plain fetch to the data API with the page's runtime config
// (/runtime-config.json: the backend's URL and anon key), never through the session, so a public page
// loads neither the supabase client nor the session store (public pages stay light,
// docs/performance.md). Calling a function is site/public-functions.ts, loaded by the pages'
// actions that need one.
import { parseRuntimeConfig } from '@missionbase/app-config/remote-registry';

export interface PublicApiConfig {
  /** The backend's URL without a trailing slash. */
  supabaseUrl: string;
  supabaseAnonKey: string;
}

let pending: Promise<PublicApiConfig> | null = null;

/** The page's runtime config, read once (a failed read is tried again on the next call). */
export function publicApiConfig(): Promise<PublicApiConfig> {
  pending ??= (async () => {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`PUBLIC_API_NO_RUNTIME_CONFIG: /runtime-config.json answered ${response.status}`);
    const { supabaseUrl, supabaseAnonKey } = parseRuntimeConfig(await response.json(), []);
    return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseAnonKey };
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** The headers of a call as the visitor (the anon key), or as the signed-in visitor with their token. */
export function apiHeaders(config: PublicApiConfig, token: string = config.supabaseAnonKey): Record<string, string> {
  return { apikey: config.supabaseAnonKey, Authorization: `Bearer ${token}` };
}

const JSON_BODY = { 'content-type': 'application/json' };

/** Inserts one row as the visitor without reading it back (the visitor may insert, not read). True when stored. */
export async function insertRow(table: string, row: Readonly<Record<string, unknown>>): Promise<boolean> {
  const config = await publicApiConfig();
  const response = await fetch(`${config.supabaseUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: { ...apiHeaders(config), ...JSON_BODY, Prefer: 'return=minimal' },
    body: JSON.stringify(row),
  });
  return response.ok;
}

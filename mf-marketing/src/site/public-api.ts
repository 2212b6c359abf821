// The backend as public pages call it: plain fetch to the data API and the functions with the page's
// runtime config (/runtime-config.json: the backend's URL and anon key), never through the session,
// so a public page loads neither the supabase client nor the session store (public pages stay light,
// docs/performance.md). A visitor who is signed in on this site calls a function as themselves: the
// access token supabase-js keeps for the session (in localStorage) goes along while it is valid.
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

/** Where supabase-js keeps the signed-in session: `sb-<first label of the API's host name>-auth-token`. */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** The signed-in visitor's access token from the stored session while it has more than a minute left, else null. */
export function storedAccessToken(stored: string | null, nowMs: number = Date.now()): string | null {
  if (!stored) return null;
  try {
    const session: unknown = JSON.parse(stored);
    if (typeof session !== 'object' || session === null) return null;
    const { access_token: token, expires_at: expiresAt } = session as Record<string, unknown>;
    if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'number') return null;
    return expiresAt * 1000 - nowMs > 60_000 ? token : null;
  } catch {
    return null;
  }
}

function storedSession(supabaseUrl: string): string | null {
  try {
    return globalThis.localStorage?.getItem(sessionStorageKey(supabaseUrl)) ?? null;
  } catch {
    // Storage may be off (private mode, a sandboxed frame): the visitor calls as a visitor.
    return null;
  }
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

/** The answer of a function: its status and parsed body (JSON, else text), or the reason no answer came. */
export type FunctionAnswer = { ok: true; status: number; data: unknown } | { ok: false; status: number | null; body: unknown; message: string };

/** The words supabase-js gives these failures, which the pages have always shown. */
export const FUNCTION_HTTP_ERROR = 'Edge Function returned a non-2xx status code';
export const FUNCTION_FETCH_ERROR = 'Failed to send a request to the Edge Function';

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** POSTs a JSON body to a function, as the signed-in visitor when there is one, else with the anon key. */
export async function invokeFunction(name: string, body: unknown): Promise<FunctionAnswer> {
  const config = await publicApiConfig();
  const token = storedAccessToken(storedSession(config.supabaseUrl)) ?? config.supabaseAnonKey;
  let response: Response;
  try {
    response = await fetch(`${config.supabaseUrl}/functions/v1/${name}`, { method: 'POST', headers: { ...apiHeaders(config, token), ...JSON_BODY }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: null, body: null, message: FUNCTION_FETCH_ERROR };
  }
  const data = await bodyOf(response).catch(() => null);
  return response.ok ? { ok: true, status: response.status, data } : { ok: false, status: response.status, body: data, message: FUNCTION_HTTP_ERROR };
}

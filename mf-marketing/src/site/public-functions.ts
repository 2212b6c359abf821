// A function called from a public page (the templates store's checkout), with plain fetch and the
// page's runtime config (site/public-api.ts): as the visitor, or as themselves for a visitor who is
// signed in on this site, whose access token supabase-js keeps for the session (in localStorage)
// goes along while it is valid. The session itself is never loaded. Its answer keeps the words
// supabase-js's functions client gave the same failures.
import { apiHeaders, publicApiConfig } from './public-api';

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

/** The answer of a function: its status and parsed body (JSON, else text), or the reason no answer came. */
export type FunctionAnswer = { ok: true; status: number; data: unknown } | { ok: false; status: number | null; body: unknown; message: string };

/** The words supabase-js gives these failures, which the pages have always shown. */
const FUNCTION_HTTP_ERROR = 'Edge Function returned a non-2xx status code';
const FUNCTION_FETCH_ERROR = 'Failed to send a request to the Edge Function';

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
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

/** POSTs a JSON body to a function, as the signed-in visitor when there is one, else with the anon key. */
export async function invokeFunction(name: string, body: unknown): Promise<FunctionAnswer> {
  const config = await publicApiConfig();
  const token = storedAccessToken(storedSession(config.supabaseUrl)) ?? config.supabaseAnonKey;
  let response: Response;
  try {
    response = await fetch(`${config.supabaseUrl}/functions/v1/${name}`, { method: 'POST', headers: { ...apiHeaders(config, token), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: null, body: null, message: FUNCTION_FETCH_ERROR };
  }
  const data = await bodyOf(response).catch(() => null);
  return response.ok ? { ok: true, status: response.status, data } : { ok: false, status: response.status, body: data, message: FUNCTION_HTTP_ERROR };
}

// Functions API (`/functions/v1/<name>`): runs `<functionsDir>/<name>/index.ts` in process. The
// module's default export is a standard `(req: Request) => Response` handler, so the same file
// deploys to Supabase Edge Functions; a file that calls `Deno.serve(handler)` works too.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiHandler, BackendContext } from '../context.ts';
import { bearerToken, readBody, sendJson } from '../http/respond.ts';
import { captureServe, functionEnv, installDenoShim } from './deno-shim.ts';
import type { FetchHandler } from './deno-shim.ts';

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

interface LoadedFunction {
  mtimeMs: number;
  handler: FetchHandler;
}

const loaded = new Map<string, LoadedFunction>();
/** Loads run one at a time: `Deno.serve` capture is a global hand-off. */
let loading: Promise<unknown> = Promise.resolve();

function isFetchHandler(value: unknown): value is FetchHandler {
  return typeof value === 'function';
}

async function loadFunction(file: string, env: Record<string, string>): Promise<FetchHandler> {
  const mtimeMs = statSync(file).mtimeMs;
  const cached = loaded.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.handler;
  installDenoShim();
  const load = loading.then(() =>
    // The mtime in the URL gives an edited function a fresh module instance (development reload).
    functionEnv.run(env, () => captureServe(() => import(`${pathToFileURL(file).href}?v=${Math.floor(mtimeMs)}`) as Promise<Record<string, unknown>>)),
  );
  loading = load.catch(() => undefined);
  const { module, served } = await load;
  const handler = isFetchHandler(module.default) ? module.default : served;
  if (!handler) throw new Error(`${file} neither exports a default handler nor calls Deno.serve(handler)`);
  loaded.set(file, { mtimeMs, handler });
  return handler;
}

/**
 * Functions that opt out of JWT verification in `supabase/config.toml`, as on Supabase:
 * `[functions.<name>]` followed by `verify_jwt = false` (webhooks called by other services).
 */
function verifiesJwt(functionsDir: string, name: string): boolean {
  const configFile = path.resolve(functionsDir, '..', 'config.toml');
  if (!existsSync(configFile)) return true;
  let section = '';
  for (const rawLine of readFileSync(configFile, 'utf8').split('\n')) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = (header[1] ?? '').trim().replace(/"/g, '');
      continue;
    }
    if (section === `functions.${name}` && /^verify_jwt\s*=\s*false$/.test(line)) return false;
  }
  return true;
}

async function toRequest(req: IncomingMessage, ctx: BackendContext, name: string, rest: string): Promise<Request> {
  const query = (req.url ?? '').includes('?') ? `?${(req.url ?? '').split('?').slice(1).join('?')}` : '';
  // Edge Functions see their own name as the first path segment, as on Supabase.
  const url = `${ctx.publicUrl()}/${name}${rest}${query}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, value);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  delete headers['content-length'];
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...headers, 'content-length': String(body.length) });
  res.end(body);
}

export const functionsHandler: ApiHandler = async (req, res, subpath, ctx) => {
  const match = /^\/([^/]+)(\/.*)?$/.exec(subpath);
  const name = match?.[1] ?? '';
  const file = path.join(ctx.config.functionsDir, name, 'index.ts');
  if (!NAME.test(name) || !existsSync(file)) {
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    return;
  }
  if (verifiesJwt(ctx.config.functionsDir, name)) {
    if (bearerToken(req) === undefined) {
      sendJson(res, 401, { code: 401, message: 'Missing authorization header' });
      return;
    }
    ctx.claimsFor(req); // Throws the 401 for a bad or expired token.
  }
  const env: Record<string, string> = {
    SUPABASE_URL: ctx.publicUrl(),
    SUPABASE_ANON_KEY: ctx.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.serviceRoleKey,
    ...(ctx.databaseUrl ? { SUPABASE_DB_URL: ctx.databaseUrl } : {}),
    // The secrets a mount gives its functions (the payment provider's), as `supabase secrets set` does on Supabase.
    ...ctx.mountedFunctionEnv?.(),
  };
  const request = await toRequest(req, ctx, name, match?.[2] ?? '');
  let response: Response;
  try {
    const handler = await loadFunction(file, env);
    response = await functionEnv.run(env, () => handler(request));
    if (!(response instanceof Response)) throw new Error('The handler did not return a Response');
  } catch (error) {
    // A failing function is the function's problem: answer 500 and keep serving.
    ctx.log({ level: 'error', msg: 'function failed', function: name, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    const detail = !ctx.config.production && error instanceof Error ? error.message : undefined;
    sendJson(res, 500, { code: 'FUNCTION_ERROR', error: 'Function failed', message: detail ?? `The function ${name} failed`, function: name });
    return;
  }
  await writeResponse(response, res);
};

// The gateway: one Node HTTP server that serves Supabase's APIs on one port (auth, rest, storage,
// functions, realtime) over the database opened by db/database.ts.
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadConfig } from './config.ts';
import type { BackendConfig } from './config.ts';
import type { ApiHandler, BackendContext, BackendMount, BackgroundWork } from './context.ts';
import { apiKeysFor } from './auth/jwt.ts';
import { claimsForRequest } from './auth/request-claims.ts';
import { endIdleHashWorkers } from './auth/hash-pool.ts';
import { openDatabase } from './db/database.ts';
import type { DemoLogin } from './db/database.ts';
import { HttpError, sendJson } from './http/respond.ts';
import { RETRY_AFTER_SECONDS, connectionLost, isConnectionFailure } from './db/unavailable.ts';
import { answerPreflight, applyCors } from './http/cors.ts';
import { logRequest } from './http/request-log.ts';
import { applyServerLimits, endClientError, serverOptions } from './http/server-limits.mjs';
import { authHandler } from './auth/handler.ts';
import { functionsHandler } from './functions/handler.ts';
import { restHandler } from './rest/handler.ts';
import { storageHandler } from './storage/handler.ts';
import { attachRealtime } from './realtime/server.ts';
import { startAuthMailRelay } from './mail/auth-mail-relay.ts';

export interface RunningBackend {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Owner connection string. */
  databaseUrl: string;
  /** The login a mount's seed made (the demo's) when the seeds ran, else null. */
  demoLogin: DemoLogin | null;
  config: BackendConfig;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Skip fsync in the embedded Postgres (throw-away test clusters). */
  durable?: boolean;
  /** Where log lines go (default: stdout as JSON). */
  log?: (entry: Record<string, unknown>) => void;
  /** What other packages add (context.ts BackendMount): routes after the built-in ones, seeds, function variables, background work. */
  mounts?: readonly BackendMount[];
}

/** Each API answers below its prefix; the handler receives the rest of the path (no query string, not decoded). */
const ROUTES: ReadonlyArray<readonly [prefix: string, handler: ApiHandler]> = [
  ['/auth/v1', authHandler],
  ['/rest/v1', restHandler],
  ['/storage/v1', storageHandler],
  ['/functions/v1', functionsHandler],
];

/** How long a graceful stop waits for in-flight requests before closing their connections. */
const DRAIN_TIMEOUT_MS = 10_000;

function defaultLog(entry: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
}

/** How long /health waits for the database before calling it unavailable. */
const HEALTH_TIMEOUT_MS = 2_000;

/** `/health`: the gateway answers and says whether the database does (200 ok, or 503 unavailable while it is down or restarting). */
async function health(ctx: BackendContext, res: ServerResponse): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ctx.adminPool.query('select 1'),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
      }),
    ]);
    sendJson(res, 200, { status: 'ok', database: 'ok' });
  } catch (error) {
    ctx.log({ level: 'warn', msg: 'health check: database unavailable', error: error instanceof Error ? error.message : String(error) });
    sendJson(res, 503, { status: 'degraded', database: 'unavailable' }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  } finally {
    clearTimeout(timer);
  }
}

async function route(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, routes: ReadonlyArray<readonly [string, ApiHandler]>): Promise<void> {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (req.method === 'OPTIONS') return answerPreflight(req, res);
  if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) return health(ctx, res);
  for (const [prefix, handler] of routes) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return handler(req, res, pathname.slice(prefix.length), ctx);
    }
  }
  // Kong's answer for an unknown route, which is what a Supabase client would see.
  sendJson(res, 404, { message: 'no Route matched with those values' });
}

function sendFailure(res: ServerResponse, error: unknown, ctx: BackendContext, req: IncomingMessage): void {
  if (res.headersSent) {
    // Half a response cannot be repaired; cut the connection so the client sees the failure.
    res.destroy(error instanceof Error ? error : undefined);
    return;
  }
  if (isConnectionFailure(error)) {
    // Postgres restarting or unreachable: a retryable 503, not an internal error.
    const unavailable = connectionLost();
    sendJson(res, unavailable.status, unavailable.body, unavailable.headers);
    return;
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, error.body, error.headers);
    return;
  }
  ctx.log({
    level: 'error',
    msg: 'unhandled error',
    method: req.method,
    path: (req.url ?? '/').split('?')[0],
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  sendJson(res, 500, { code: '500', message: 'Internal server error', error: 'internal_server_error' });
}

export async function startBackend(overrides: Partial<BackendConfig> = {}, options: StartOptions = {}): Promise<RunningBackend> {
  const config = loadConfig(process.env, overrides);
  const log = options.log ?? defaultLog;
  const mounts = options.mounts ?? [];
  for (const mount of mounts) mount.checkConfig?.(config);
  const seeds = mounts.flatMap((mount) => (mount.seed ? [{ name: mount.name, seed: mount.seed }] : []));
  const database = await openDatabase(config, { durable: options.durable ?? true, log, seeds });
  const { anonKey, serviceRoleKey } = apiKeysFor(config.jwtSecret);

  const server = applyServerLimits(http.createServer(serverOptions(config.httpLimits)), config.httpLimits);
  let boundPort = config.port;
  const ctx: BackendContext = {
    config,
    pool: database.pool,
    adminPool: database.adminPool,
    anonKey,
    serviceRoleKey,
    databaseUrl: database.ownerUrl,
    claimsFor: (req) => claimsForRequest(req, config.jwtSecret),
    publicUrl: () => config.publicUrl ?? `http://localhost:${boundPort}`,
    log,
    mountedFunctionEnv: () => {
      const env: Record<string, string> = {};
      for (const mount of mounts) Object.assign(env, mount.functionEnv?.(ctx));
      return env;
    },
  };

  try {
    for (const mount of mounts) await mount.install?.(ctx);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  const routes = [...ROUTES, ...mounts.flatMap((mount) => mount.routes)];

  const inFlight = new Set<ServerResponse>();
  let drained: (() => void) | undefined;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) drained?.();
    });
    if (config.logRequests) logRequest(req, res, log);
    applyCors(req, res);
    route(req, res, ctx, routes).catch((error: unknown) => sendFailure(res, error, ctx, req));
  });
  server.on('clientError', endClientError);

  let realtime: ReturnType<typeof attachRealtime>;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    boundPort = typeof address === 'object' && address ? address.port : config.port;
    realtime = attachRealtime(server, ctx);
  } catch (error) {
    await database.close().catch(() => undefined);
    const reason = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `port ${config.port} is already in use` : String(error);
    throw new Error(`The API could not listen: ${reason}`, { cause: error });
  }

  // With SMTP configured, the auth service's mails go out through it (else they stay in the outbox).
  const smtpUrl = process.env.MB_SMTP_URL?.trim() || null;
  const pollMs = Number(process.env.MB_MAIL_POLL_MS) > 0 ? Number(process.env.MB_MAIL_POLL_MS) : undefined;
  const work: Array<{ name: string; work: BackgroundWork }> = [];
  if (smtpUrl) work.push({ name: 'auth mail relay', work: startAuthMailRelay({ adminPool: database.adminPool, smtpUrl, from: process.env.MB_MAIL_FROM, pollMs, log }) });
  // The mounts' background work (the product worker's outbox and scheduled notices).
  for (const mount of mounts) {
    if (!mount.start) continue;
    try {
      work.push({ name: mount.name, work: await mount.start(ctx) });
    } catch (error) {
      log({ level: 'error', msg: `${mount.name} did not start`, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      for (const { name, work: running } of [...work].reverse()) {
        await running.stop().catch((error: unknown) => log({ level: 'warn', msg: `${name} stop failed`, error: String(error) }));
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight.size > 0) {
        await Promise.race([
          new Promise<void>((resolve) => {
            drained = resolve;
          }),
          new Promise<void>((resolve) => setTimeout(resolve, DRAIN_TIMEOUT_MS).unref()),
        ]);
      }
      await realtime.close().catch((error: unknown) => log({ level: 'warn', msg: 'realtime close failed', error: String(error) }));
      server.closeAllConnections();
      await closed;
      await database.close();
      await endIdleHashWorkers();
    })();
    return stopping;
  };

  return {
    url: `http://localhost:${boundPort}`,
    port: boundPort,
    anonKey,
    serviceRoleKey,
    jwtSecret: config.jwtSecret,
    databaseUrl: database.ownerUrl,
    demoLogin: database.demoLogin,
    config,
    stop,
  };
}

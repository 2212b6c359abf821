// The gateway: one Node HTTP server that serves Supabase's APIs on one port (auth, rest, storage,
// functions, realtime) over the database opened by db/database.ts.
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadConfig } from './config.ts';
import type { BackendConfig } from './config.ts';
import type { ApiHandler, BackendContext, BackendMount } from './context.ts';
import { apiKeysFor } from './auth/jwt.ts';
import { claimsForRequest } from './auth/request-claims.ts';
import { endIdleHashWorkers } from './auth/hash-pool.ts';
import { openDatabase } from './db/database.ts';
import type { DemoLogin } from './db/database.ts';
import { HttpError, sendJson } from './http/respond.ts';
import { RETRY_AFTER_SECONDS, connectionLost, isConnectionFailure } from './db/unavailable.ts';
import { answerPreflight, applyCors } from './http/cors.ts';
import { logRequest } from './http/request-log.ts';
import { authHandler } from './auth/handler.ts';
import { functionsHandler } from './functions/handler.ts';
import { restHandler } from './rest/handler.ts';
import { storageHandler } from './storage/handler.ts';
import { attachRealtime } from './realtime/server.ts';
import { startDocumentMailer } from './mail/document-mailer.ts';
import type { DocumentMailer } from './mail/document-mailer.ts';
import { overdueIntervalFrom, startOverdueNotifier } from './jobs/overdue-notifier.ts';
import type { OverdueNotifier } from './jobs/overdue-notifier.ts';

export interface RunningBackend {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Owner connection string. */
  databaseUrl: string;
  /** The demo login when the demo seed ran, else null. */
  demoLogin: DemoLogin | null;
  config: BackendConfig;
  /** The document e-mail outbox's delivery (docs/email.md); `drain()` delivers what is queued now. */
  documentMailer: DocumentMailer;
  /** The overdue-notification job (docs/projects.md); `tick()` runs it now. */
  overdueNotifier: OverdueNotifier;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Skip fsync in the embedded Postgres (throw-away test clusters). */
  durable?: boolean;
  /** Where log lines go (default: stdout as JSON). */
  log?: (entry: Record<string, unknown>) => void;
  /** APIs of other packages served on the same port after the built-in ones (the local payment provider). */
  mounts?: readonly BackendMount[];
  /** Milliseconds between overdue-notification ticks (default MB_OVERDUE_NOTIFY_MS, else 5 minutes); 0: the start tick only. */
  overdueNotifyMs?: number;
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
  const database = await openDatabase(config, { durable: options.durable ?? true, log });
  const { anonKey, serviceRoleKey } = apiKeysFor(config.jwtSecret);

  const server = http.createServer();
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
  };

  const mounts = options.mounts ?? [];
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
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
  });

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

  // Document e-mail: SMTP when MB_SMTP_URL is set, else the development outbox (auth.dev_outbox).
  const documentMailer = startDocumentMailer({
    adminPool: database.adminPool,
    storageDir: config.storageDir,
    log,
    smtpUrl: process.env.MB_SMTP_URL ?? null,
    from: process.env.MB_MAIL_FROM,
    pollMs: Number(process.env.MB_MAIL_POLL_MS) > 0 ? Number(process.env.MB_MAIL_POLL_MS) : undefined,
  });

  // Overdue task and document notifications for every organization: once now, then on an interval.
  const overdueNotifier = startOverdueNotifier({
    adminPool: database.adminPool,
    log,
    intervalMs: options.overdueNotifyMs ?? overdueIntervalFrom(process.env.MB_OVERDUE_NOTIFY_MS),
  });

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      await overdueNotifier.stop().catch((error: unknown) => log({ level: 'warn', msg: 'overdue notifier stop failed', error: String(error) }));
      await documentMailer.stop().catch((error: unknown) => log({ level: 'warn', msg: 'document mailer stop failed', error: String(error) }));
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
    documentMailer,
    overdueNotifier,
    stop,
  };
}

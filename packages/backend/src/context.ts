// What every API module of the gateway receives: configuration, the database pool, token checks,
// the change feed and the logger. Each API is a `(req, res, subpath) => Promise<void>` handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool, PoolClient } from 'pg';
import type { BackendConfig } from './config.ts';
import type { JwtClaims } from './auth/jwt.ts';

export interface BackendContext {
  config: BackendConfig;
  /** Pool of connections logged in as `authenticator` (may only SET ROLE anon/authenticated/service_role). */
  pool: Pool;
  /** Pool of connections with owner rights, for the gateway's own bookkeeping (auth schema, migrations and schema files, change feed). */
  adminPool: Pool;
  anonKey: string;
  serviceRoleKey: string;
  /** Resolves a request's claims from its bearer token; throws HttpError 401 on a bad or expired token. Defaults to the anon role when no token is sent. */
  claimsFor(req: IncomingMessage): JwtClaims;
  /** Owner connection string, handed to functions as SUPABASE_DB_URL (optional so hand-built test contexts need not invent one). */
  databaseUrl?: string;
  /** The URL of this API as seen by clients. */
  publicUrl(): string;
  log(entry: Record<string, unknown>): void;
  /** Variables the mounts give every function (their `functionEnv`); none when absent. */
  mountedFunctionEnv?(): Record<string, string>;
}

export type ApiHandler = (req: IncomingMessage, res: ServerResponse, subpath: string, ctx: BackendContext) => Promise<void>;

/** A login a seed made, printed by `src/main.ts` ("demo login: ..."). */
export interface SeedLogin {
  email: string;
  password: string;
}

/** Work a mount runs in the background while the API serves (an outbox, a scheduled job). */
export interface BackgroundWork {
  /** Finishes what is under way and stops; the database is still open until this resolves. */
  stop(): Promise<void>;
}

/**
 * What another package adds to the gateway: the backend is the Supabase-compatible platform and
 * knows no product, so the product's server side (packages/payment-provider, packages/worker)
 * reaches it only through these extension points. All are optional but the name and routes.
 */
export interface BackendMount {
  name: string;
  /** APIs served below their prefixes after the built-in ones. */
  routes: ReadonlyArray<readonly [prefix: string, handler: ApiHandler]>;
  /** Checks the configuration before anything starts: a throw stops the start before the database opens. */
  checkConfig?(config: BackendConfig): void;
  /** Set-up in the database before the server listens (a schema of its own); a throw stops the start. */
  install?(ctx: BackendContext): Promise<void>;
  /** Seed data when MB_SEED_DEMO is on: runs right after the migrations and the schema files (before any install), in a transaction, under the start-up lock; may name a login. */
  seed?(client: PoolClient): Promise<SeedLogin | null>;
  /** Environment variables every function receives, read on each call (secrets, the provider's address). */
  functionEnv?(ctx: BackendContext): Record<string, string>;
  /** Background work started once the API listens, stopped on shutdown before the database closes. */
  start?(ctx: BackendContext): BackgroundWork | Promise<BackgroundWork>;
}

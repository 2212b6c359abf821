// What every API module of the gateway receives: configuration, the database pool, token checks,
// the change feed and the logger. Each API is a `(req, res, subpath) => Promise<void>` handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'pg';
import type { BackendConfig } from './config.ts';
import type { JwtClaims } from './auth/jwt.ts';

export interface BackendContext {
  config: BackendConfig;
  /** Pool of connections logged in as `authenticator` (may only SET ROLE anon/authenticated/service_role). */
  pool: Pool;
  /** Pool of connections with owner rights, for the gateway's own bookkeeping (auth schema, migrations, change feed). */
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
}

export type ApiHandler = (req: IncomingMessage, res: ServerResponse, subpath: string, ctx: BackendContext) => Promise<void>;

/**
 * An API another package mounts on the gateway (the local payment provider, packages/payment-provider):
 * its routes below their prefixes, and what it sets up in the database before the server listens.
 */
export interface BackendMount {
  name: string;
  routes: ReadonlyArray<readonly [prefix: string, handler: ApiHandler]>;
  install?(ctx: BackendContext): Promise<void>;
}

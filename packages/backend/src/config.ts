// Backend configuration, read only from environment variables, with the local defaults of
// Supabase's own local stack so tools made for it work unchanged.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authLimitsFromEnv } from './auth/limits.ts';
import type { AuthLimits } from './auth/limits.ts';
import { serverLimitsFromEnv } from './http/server-limits.mjs';
import type { ServerLimits } from './http/server-limits.mjs';

/** The well-known JWT secret of Supabase's local stack. Refused when NODE_ENV=production. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BackendConfig {
  /** HTTP port of the API gateway (Supabase local default 54321). 0 picks a free port. */
  port: number;
  /** Interface the API listens on (MB_BIND_HOST): loopback unless another is asked for. */
  host: string;
  /** Port of the embedded Postgres when DATABASE_URL is not set. 0 picks a free port. */
  pgPort: number;
  /** Data folder of the embedded Postgres (git-ignored). */
  dataDir: string;
  /** Folder for storage objects on local disk. */
  storageDir: string;
  /** Use this Postgres instead of the embedded one. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  /** Public URL of this API as the browser sees it (used in links and mail). */
  publicUrl: string | undefined;
  /** URL of the web app (redirects after verify, checkout return). */
  siteUrl: string;
  /** When true, sign-up requires e-mail confirmation before a session is issued. */
  mailerAutoconfirm: boolean;
  /** Run the mounts' seeds (the product's demo organizations) on start. */
  seedDemo: boolean;
  migrationsDir: string;
  /** Functions, views, triggers and policies applied after the migrations (default: `schemas` beside the migrations folder). */
  schemasDir: string;
  functionsDir: string;
  production: boolean;
  /** Emit one JSON log line per request. */
  logRequests: boolean;
  /** Auth rate limits and code attempt limit (MB_AUTH_* variables; docs/security.md). */
  authLimits: AuthLimits;
  /** Request deadlines and the connection cap of the HTTP server (MB_HTTP_* variables; docs/security.md). */
  httpLimits: ServerLimits;
  /**
   * Whether the published local secrets (the JWT secret here, a mount's own such as the payment
   * webhook secret) may be used: only by test suites (set by their start helpers, or
   * MB_ALLOW_PUBLISHED_SECRETS=true); never in production. Everyone else runs with
   * per-installation secrets (scripts/lib/secrets.mjs) or their own.
   */
  allowPublishedSecrets: boolean;
  /** PostgREST settings of the Data API (MB_REST_* variables; docs/data-api.md). */
  dataApi: DataApiSettings;
}

/** The PostgREST configuration the Data API follows, named after PostgREST's own settings. */
export interface DataApiSettings {
  /**
   * PostgREST's db-max-rows (MB_REST_MAX_ROWS): the most rows a read or rpc answers, and the
   * threshold above which `count=estimated` takes the planner's estimate. Unset: no cap.
   */
  maxRows: number | undefined;
  /**
   * PostgREST's db-schemas (MB_REST_SCHEMAS, comma-separated): the schemas a request may name with
   * Accept-Profile / Content-Profile; the first is used when it names none. Default: public.
   */
  schemas: string[];
  /**
   * PostgREST's db-aggregates-enabled (MB_REST_AGGREGATES_ENABLED=true): `count()`, `col.sum()`,
   * `avg`, `min`, `max` in `select`. Off by default, as on hosted Supabase (PGRST123).
   */
  aggregatesEnabled: boolean;
  /**
   * PostgREST's db-tx-end (MB_REST_TX_END): whether each request's transaction commits or rolls
   * back, and whether `Prefer: tx=` may override it. Default `commit`, as on hosted Supabase.
   */
  txEnd: TxEnd;
  /**
   * PostgREST's db-plan-enabled (MB_REST_PLAN_ENABLED=true): `Accept: application/vnd.pgrst.plan`
   * answers the statement's execution plan. Off by default, as on hosted Supabase (PGRST107).
   */
  planEnabled: boolean;
}

export const TX_ENDS = ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'] as const;
export type TxEnd = (typeof TX_ENDS)[number];

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;

export function dataApiFromEnv(env: NodeJS.ProcessEnv): DataApiSettings {
  const maxRows = env.MB_REST_MAX_ROWS;
  const schemas = (env.MB_REST_SCHEMAS ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  for (const name of schemas) {
    if (!SCHEMA_NAME.test(name)) throw new Error(`Invalid schema name in MB_REST_SCHEMAS: ${name}`);
  }
  return {
    maxRows: maxRows === undefined || maxRows === '' ? undefined : intFromEnv(maxRows, 0),
    schemas: schemas.length === 0 ? ['public'] : [...new Set(schemas)],
    aggregatesEnabled: env.MB_REST_AGGREGATES_ENABLED === 'true',
    txEnd: txEndFromEnv(env.MB_REST_TX_END),
    planEnabled: env.MB_REST_PLAN_ENABLED === 'true',
  };
}

function txEndFromEnv(value: string | undefined): TxEnd {
  if (value === undefined || value === '') return 'commit';
  const known = TX_ENDS.find((end) => end === value);
  if (known === undefined) throw new Error(`Invalid MB_REST_TX_END: ${value} (one of ${TX_ENDS.join(', ')})`);
  return known;
}

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid integer in environment: ${value}`);
  return n;
}

function boolFromEnv(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === '1' || value.toLowerCase() === 'true';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<BackendConfig> = {}): BackendConfig {
  const production = env.NODE_ENV === 'production';
  const config: BackendConfig = {
    port: intFromEnv(env.MB_API_PORT, 54321),
    host: env.MB_BIND_HOST || '127.0.0.1',
    pgPort: intFromEnv(env.MB_PG_PORT, 54322),
    dataDir: env.MB_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'postgres'),
    storageDir: env.MB_STORAGE_DIR ?? path.join(REPO_ROOT, '.data', 'storage'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? LOCAL_JWT_SECRET,
    jwtExpiry: intFromEnv(env.JWT_EXPIRY, 3600),
    publicUrl: env.API_EXTERNAL_URL || undefined,
    siteUrl: env.SITE_URL ?? 'http://localhost:3000',
    mailerAutoconfirm: boolFromEnv(env.MAILER_AUTOCONFIRM, true),
    seedDemo: boolFromEnv(env.MB_SEED_DEMO, !production),
    migrationsDir: env.MB_MIGRATIONS_DIR ?? path.join(REPO_ROOT, 'supabase', 'migrations'),
    schemasDir: '',
    functionsDir: env.MB_FUNCTIONS_DIR ?? path.join(REPO_ROOT, 'supabase', 'functions'),
    production,
    logRequests: boolFromEnv(env.MB_LOG_REQUESTS, true),
    authLimits: authLimitsFromEnv(env),
    httpLimits: serverLimitsFromEnv(env),
    allowPublishedSecrets: boolFromEnv(env.MB_ALLOW_PUBLISHED_SECRETS, false),
    dataApi: dataApiFromEnv(env),
    ...overrides,
  };
  // A folder of migrations of its own (a test's, another project's) comes with its own schema files or none.
  if (!config.schemasDir) config.schemasDir = env.MB_SCHEMAS_DIR ?? path.join(path.dirname(config.migrationsDir), 'schemas');
  // Anyone can sign a service_role token with the published secret.
  if (config.jwtSecret === LOCAL_JWT_SECRET && (config.production || !config.allowPublishedSecrets)) {
    throw new Error(
      'Refusing to start: JWT_SECRET is the published local default. ' +
        '`pnpm start` and `pnpm dev` generate per-installation secrets in .data/secrets.json; otherwise set your own (docs/security.md).',
    );
  }
  if (config.production) config.seedDemo = false;
  return config;
}

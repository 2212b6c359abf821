// Opens the backend's database: the embedded Postgres (or DATABASE_URL), then the bootstrap,
// the migrations, the schema files and the mounts' seeds (MB_SEED_DEMO) under one advisory lock,
// then the two pools.
import pg from 'pg';
import type { Pool, PoolClient } from 'pg';
import type { BackendConfig } from '../config.ts';
import type { SeedLogin } from '../context.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import type { EmbeddedPostgresServer } from './embedded-postgres.ts';
import { applyBootstrap, authenticatorPasswordFor } from './bootstrap.ts';
import { runMigrations } from './migrations.ts';
import { applySchemaFiles } from './schema-files.ts';
import { freePort } from './free-port.mjs';
import { onClient } from './transaction.ts';

/** The login a seed made (the demo's), printed when the backend is ready. */
export type DemoLogin = SeedLogin;

/** Seed data of a mount: runs in its own transaction; answers the login it made, if any. */
export type Seed = (client: PoolClient) => Promise<SeedLogin | null>;

export interface Database {
  /** Owner connection string (the role the migrations and schema files run as, like `postgres` on Supabase). */
  ownerUrl: string;
  /** Pool logged in as `authenticator`: API requests switch to anon/authenticated/service_role. */
  pool: Pool;
  /** Owner pool for the gateway's own bookkeeping. */
  adminPool: Pool;
  migrationsApplied: string[];
  demoLogin: DemoLogin | null;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Throw-away clusters (tests) skip fsync. */
  durable?: boolean;
  log: (entry: Record<string, unknown>) => void;
  /** Run after the migrations and the schema files when config.seedDemo is on, in order (the product's demo data). */
  seeds?: ReadonlyArray<{ name: string; seed: Seed }>;
}

/** Any fixed number serialises start-up work between backend instances (and `pnpm db:deploy`) sharing one database. */
export const STARTUP_LOCK_KEY = 7_424_531_001;

/** Each seed in its own transaction; the first login one reports is the one printed. */
async function runSeeds(client: PoolClient, seeds: ReadonlyArray<{ name: string; seed: Seed }>): Promise<DemoLogin | null> {
  let login: DemoLogin | null = null;
  for (const { name, seed } of seeds) {
    try {
      const made = await onClient(client, seed);
      login ??= made;
    } catch (error) {
      throw new Error(`Seed of ${name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return login;
}

/** Connections of the API pool (requests beyond it wait in a bounded queue, see request-transaction.ts). */
const API_POOL_SIZE = 20;
/** The longest a caller waits for a pooled connection (or for Postgres to accept one). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Postgres restarting ends every connection, idle or busy. node-postgres emits 'error' on the
 * client, and a checked-out client has no listener of the pool's: without one of our own the
 * process would crash. The failed query itself still rejects, and the pool drops the dead client.
 */
function guardPool(pool: Pool, name: string, log: (entry: Record<string, unknown>) => void, closing: () => boolean): void {
  const report = (error: Error): void => {
    if (!closing()) log({ level: 'warn', msg: `${name} pool connection error`, error: error.message });
  };
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
  });
}

function withCredentials(url: string, user: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

export async function openDatabase(config: BackendConfig, options: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgresServer | undefined;
  let ownerUrl: string;
  // While closing, Postgres reports the connections it ends; that is expected, not a warning.
  let closing = false;
  if (config.databaseUrl) {
    ownerUrl = config.databaseUrl;
  } else {
    const port = config.pgPort === 0 ? await freePort() : config.pgPort;
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port,
      durable: options.durable ?? true,
      onLog: (line) => {
        if (!closing && /FATAL|PANIC|ERROR|stale/i.test(line)) options.log({ level: 'warn', msg: 'postgres', line });
      },
      onSupervisor: (event) => {
        if (closing) return;
        if (event.kind === 'restarted') options.log({ level: 'info', msg: 'postgres restarted by the supervisor', pid: event.pid });
        else if (event.kind === 'exited') options.log({ level: 'error', msg: 'postgres exited unexpectedly; restarting', code: event.code, signal: event.signal, restart_in_ms: event.restartInMs });
        else options.log({ level: 'error', msg: 'postgres restart failed; retrying', error: event.error, restart_in_ms: event.restartInMs });
      },
    });
    ownerUrl = embedded.ownerUrl;
  }

  const pools: Pool[] = [];
  const close = async (): Promise<void> => {
    closing = true;
    await Promise.allSettled(pools.map((pool) => pool.end()));
    if (embedded) await embedded.stop();
  };
  try {
    const adminPool = new pg.Pool({ connectionString: ownerUrl, max: 5, application_name: 'missionbase-admin', connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    pools.push(adminPool);
    guardPool(adminPool, 'admin', options.log, () => closing);

    let migrationsApplied: string[] = [];
    let demoLogin: DemoLogin | null = null;
    const client = await adminPool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      await applyBootstrap(client, authenticatorPasswordFor(config.jwtSecret));
      migrationsApplied = await runMigrations(client, config.migrationsDir, options.log);
      // A migration may have dropped or recreated what the schema files define: re-apply them then too.
      await applySchemaFiles(client, config.schemasDir, { force: migrationsApplied.length > 0, log: options.log });
      if (config.seedDemo) demoLogin = await runSeeds(client, options.seeds ?? []);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      client.release();
    }

    const pool = new pg.Pool({
      connectionString: withCredentials(ownerUrl, 'authenticator', authenticatorPasswordFor(config.jwtSecret)),
      max: API_POOL_SIZE,
      application_name: 'missionbase-api',
      // A request waits this long at most for a connection; then it is answered 503 (request-transaction.ts).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    pools.push(pool);
    guardPool(pool, 'api', options.log, () => closing);

    return { ownerUrl, pool, adminPool, migrationsApplied, demoLogin, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

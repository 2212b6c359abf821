// One migrated template database per test run. The run's global setup (test-run-database.ts) builds
// it once through the backend's own start-up path (openDatabase: bootstrap, migrations and what else
// start-up applies); each test backend then starts on a copy of its own (`CREATE DATABASE ...
// TEMPLATE`, a fraction of a second instead of initdb and every migration), dropped when it stops.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import type { BackendConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import type { BackendMount } from '../src/context.ts';
import { quoteIdent } from '../src/db/sql-identifiers.ts';

/**
 * Owner URL of the Postgres server a test run makes its databases on. scripts/ci-pg15.mjs sets it
 * to a PostgreSQL 15 server; without it the global setup starts an embedded cluster and sets it.
 */
export const SERVER_URL_VARIABLE = 'MB_TEST_POSTGRES_URL';
/** Name of the migrated template database on that server, set by the global setup. */
export const TEMPLATE_VARIABLE = 'MB_TEST_TEMPLATE_DATABASE';
/**
 * A folder of an earlier release's migrations: when set, the global setup builds the template as an
 * installation of that release upgraded in place (its migrations first, then this release's start-up
 * path over them) instead of a new one, so the suites of that run prove the upgraded schema.
 */
export const UPGRADED_FROM_VARIABLE = 'MB_TEST_TEMPLATE_UPGRADED_FROM';

/** Any fixed number: serialises test backends' start-up across the databases of one server (below). */
const SERVER_START_LOCK_KEY = 7_424_531_002;

/** How long to wait for the template's last connections to end before copying it. */
const IDLE_WAIT_MS = 10_000;

export interface SharedServer {
  /** Owner URL of the server's maintenance database. */
  serverUrl: string;
  template: string;
}

/** The run's server and template, when a global setup made them. */
export function sharedServer(env: NodeJS.ProcessEnv = process.env): SharedServer | undefined {
  const serverUrl = env[SERVER_URL_VARIABLE];
  const template = env[TEMPLATE_VARIABLE];
  return serverUrl && template ? { serverUrl, template } : undefined;
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, application_name: 'missionbase-test-harness' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function untilIdle(client: pg.Client, database: string): Promise<void> {
  const deadline = Date.now() + IDLE_WAIT_MS;
  for (;;) {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
    if (rows[0]?.n === 0) return;
    if (Date.now() > deadline) throw new Error(`The template database ${database} still has ${rows[0]?.n} connections`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Makes `name` (empty, or a copy of `from`) and opens it as a backend started with `config` would,
 * then closes it to connections, so every copy starts from exactly that state.
 */
async function buildTemplate(serverUrl: string, name: string, config: Partial<BackendConfig>, from?: string, mounts: readonly BackendMount[] = [], upgradedFrom?: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`create database ${quoteIdent(name)}${from ? ` template ${quoteIdent(from)}` : ''}`));
  const log = (entry: Record<string, unknown>): void => {
    if (entry.level === 'error') process.stderr.write(`${JSON.stringify(entry)}\n`);
  };
  const open = async (settings: Partial<BackendConfig>, seeds: Parameters<typeof openDatabase>[1]['seeds'] = []): Promise<void> => {
    const database = await openDatabase(loadConfig(process.env, { ...settings, databaseUrl: databaseUrl(serverUrl, name) }), { durable: false, log, seeds });
    await database.close();
  };
  // The earlier release had no schema files: its folder's sibling `schemas` does not exist.
  if (upgradedFrom) await open({ ...config, migrationsDir: upgradedFrom });
  await open(config, mounts.flatMap((mount) => (mount.seed ? [{ name: mount.name, seed: mount.seed }] : [])));
  await onServer(serverUrl, async (client) => {
    await client.query(`alter database ${quoteIdent(name)} with allow_connections false is_template true`);
    await untilIdle(client, name);
  });
}

/** Creates the run's template on the server, migrated as a backend started with `config` would migrate it. Returns its name. */
export async function createTemplateDatabase(serverUrl: string, config: Partial<BackendConfig>, upgradedFrom?: string): Promise<string> {
  const template = `mb_template_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await buildTemplate(serverUrl, template, config, undefined, [], upgradedFrom);
  return template;
}

/** Drops the template and the demo templates made from it (for servers that outlive the run; an embedded cluster just goes). */
export async function dropTemplateDatabase(serverUrl: string, template: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname = $1 or datname like $1 || '\\_demo\\_%'", [template]);
    for (const { datname } of rows) {
      await client.query(`alter database ${quoteIdent(datname)} with is_template false`);
      await client.query(`drop database if exists ${quoteIdent(datname)}`);
    }
  });
}

/**
 * The run's template with the demo seeded into it as well, made by the first test backend that asks
 * (under the server lock, so the others wait and copy it) and once per UTC day, since the demo's
 * dates count back from today. Seeded through the backend's own start-up path, as `pnpm start` does.
 */
export async function demoTemplateDatabase(shared: SharedServer, config: Partial<BackendConfig>, mounts: readonly BackendMount[]): Promise<SharedServer> {
  if (!mounts.some((mount) => mount.seed)) throw new Error('demoFromTemplate needs a mount with a seed (the one that seeds the demo)');
  const demo = `${shared.template}_demo_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
  await whileStartingOn(shared, async () => {
    const exists = await onServer(shared.serverUrl, async (client) => (await client.query('select 1 from pg_database where datname = $1', [demo])).rowCount);
    if (!exists) await buildTemplate(shared.serverUrl, demo, { ...config, seedDemo: true }, shared.template, mounts);
  });
  return { ...shared, template: demo };
}

export interface DatabaseCopy {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database copied from the template, for one test backend. */
export async function copyTemplateDatabase(shared: SharedServer): Promise<DatabaseCopy> {
  const name = `mb_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onServer(shared.serverUrl, (client) => client.query(`create database ${quoteIdent(name)} template ${quoteIdent(shared.template)}`));
  return {
    url: databaseUrl(shared.serverUrl, name),
    // With force: connections a test left open (its own pools) end with the database, as they
    // ended with the cluster when every test had its own.
    drop: () => onServer(shared.serverUrl, async (client) => void (await client.query(`drop database if exists ${quoteIdent(name)} with (force)`))),
  };
}

/**
 * Runs `start` while holding a server-wide lock. The bootstrap alters cluster-wide roles (the
 * authenticator's password, role attributes), and Postgres refuses two transactions updating the
 * same role at once ("tuple concurrently updated"); the backend's own start-up lock covers one
 * database only, so backends starting on different databases of one server take turns here.
 */
export async function whileStartingOn<T>(shared: SharedServer, start: () => Promise<T>): Promise<T> {
  return onServer(shared.serverUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [SERVER_START_LOCK_KEY]);
    try {
      return await start();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SERVER_START_LOCK_KEY]).catch(() => undefined);
    }
  });
}

/**
 * The run's server when a test backend with these settings can start on a copy of the template;
 * undefined when it starts a cluster of its own: asked for, no global setup made a template, or a JWT
 * secret other than `sharedSecret`, the one the template was built with.
 */
export function sharedServerFor(overrides: Partial<BackendConfig>, ownCluster: boolean, sharedSecret: string): SharedServer | undefined {
  const shared = sharedServer();
  if (ownCluster || !shared) return undefined;
  const own = (['migrationsDir', 'schemasDir', 'dataDir', 'pgPort'] as const).filter((key) => overrides[key] !== undefined);
  if (own.length > 0) {
    throw new Error(`A test backend with its own ${own.join(', ')} needs a cluster of its own: startTestBackend(overrides, { ownCluster: true })`);
  }
  // Roles are cluster-wide: the authenticator's password follows the JWT secret of the backend that
  // started last, so a backend with a secret of its own would lock the others out of a shared server.
  return (overrides.jwtSecret ?? sharedSecret) === sharedSecret ? shared : undefined;
}

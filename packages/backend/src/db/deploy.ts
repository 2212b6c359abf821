// `pnpm db:deploy`: brings a database that is not the local backend's (hosted Supabase, a managed
// PostgreSQL) to this release: the pending migrations, then the schema files, as the backend does on
// start, but without its bootstrap (Supabase already has its roles and the auth and storage schemas).
// DATABASE_URL is the owner connection (on Supabase, the `postgres` role's direct connection).
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { STARTUP_LOCK_KEY } from './database.ts';
import { runMigrations } from './migrations.ts';
import { applySchemaFiles } from './schema-files.ts';

/** The migration record the Supabase CLI keeps, made here when the CLI never ran on the database. */
const MIGRATION_RECORD = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text)`;


export interface DeployResult {
  migrations: string[];
  schemaFiles: number;
  dropped: string[];
}

export async function deploy(databaseUrl: string, dirs: { migrationsDir: string; schemasDir: string }, log: (entry: Record<string, unknown>) => void): Promise<DeployResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, application_name: 'missionbase-deploy' });
  const client = await pool.connect();
  try {
    // The backend's start-up lock: a deploy and a starting backend never migrate or apply the schema files at once.
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await client.query(MIGRATION_RECORD);
    const migrations = await runMigrations(client, dirs.migrationsDir, log);
    const run = await applySchemaFiles(client, dirs.schemasDir, { force: migrations.length > 0, log });
    return { migrations, schemaFiles: run.applied.length, dropped: run.dropped };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    client.release();
    await pool.end();
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('DATABASE_URL is not set: give the owner connection string of the database to deploy to\n');
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, MB_ALLOW_PUBLISHED_SECRETS: 'true' });
  const result = await deploy(url, config, (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`));
  process.stdout.write(
    `Deployed: ${result.migrations.length} migration(s) applied${result.migrations.length ? ` (${result.migrations.join(', ')})` : ''}; ` +
      `${result.schemaFiles ? `${result.schemaFiles} schema files applied` : 'schema files unchanged'}${result.dropped.length ? `; dropped ${result.dropped.join(', ')}` : ''}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

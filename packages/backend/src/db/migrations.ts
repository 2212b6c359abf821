// Applies `supabase/migrations/*.sql` in file-name order, each exactly once, each in its own
// transaction, recorded in `supabase_migrations.schema_migrations` as the Supabase CLI records them.
// A baseline (a file whose header says `-- baseline-of: <version>`) stands for every migration up to
// that version: a database that already holds that version is recorded as having the baseline
// without running it, so an installation made before the baseline upgrades in place.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { PoolClient } from 'pg';
import { managesOwnTransaction } from './sql-declarations.ts';
import { onClient } from './transaction.ts';

export interface MigrationFile {
  file: string;
  /** The timestamp prefix (`20240101120000` of `20240101120000_init.sql`), the record's key. */
  version: string;
  name: string;
  sql: string;
  /** A baseline's `-- baseline-of: <version>`: the last migration it replaces. */
  baselineOf?: string;
}

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function listMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    // Byte order, as the Supabase CLI sorts: timestamps compare correctly, locale never interferes.
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return files.map((file) => {
    const base = file.slice(0, -'.sql'.length);
    const underscore = base.indexOf('_');
    const sql = readFileSync(path.join(dir, file), 'utf8');
    const baselineOf = /^--\s*baseline-of:\s*(\S+)\s*$/m.exec(headerOf(sql))?.[1];
    return {
      file,
      version: underscore === -1 ? base : base.slice(0, underscore),
      name: underscore === -1 ? '' : base.slice(underscore + 1),
      sql,
      ...(baselineOf ? { baselineOf } : {}),
    };
  });
}

/** The comment lines a file opens with. */
function headerOf(sql: string): string {
  const lines = sql.split('\n');
  const end = lines.findIndex((line) => line.trim() !== '' && !line.trimStart().startsWith('--'));
  return lines.slice(0, end === -1 ? lines.length : end).join('\n');
}

/** Line and column of a Postgres error position (1-based character offset) in a file's text. */
function locate(sql: string, position: string | undefined): string {
  const offset = Number(position);
  if (!Number.isInteger(offset) || offset < 1) return '';
  const before = sql.slice(0, offset - 1);
  const line = before.split('\n').length;
  return ` (line ${line})`;
}

/**
 * Runs every pending migration. A failing file rolls back completely and stops the run with its
 * file name and the Postgres error; files after it are not attempted.
 * Returns the files applied in this run.
 */
export async function runMigrations(client: PoolClient, dir: string, log: (entry: Record<string, unknown>) => void = () => undefined): Promise<string[]> {
  const migrations = listMigrations(dir);
  const seenVersions = new Map<string, string>();
  for (const migration of migrations) {
    const clash = seenVersions.get(migration.version);
    if (clash) throw new MigrationError(migration.file, `Migrations ${clash} and ${migration.file} share the version ${migration.version}`);
    seenVersions.set(migration.version, migration.file);
  }
  const { rows } = await client.query<{ version: string; statements: string[] | null }>('select version, statements from supabase_migrations.schema_migrations');
  const applied = new Map(rows.map((row) => [row.version, row.statements]));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (!applied.has(migration.version) && migration.baselineOf && applied.size > 0) {
      // A database made by the migrations the baseline replaces already has everything it holds.
      if (!applied.has(migration.baselineOf)) {
        throw new MigrationError(
          migration.file,
          `Migration ${migration.file} replaces the migrations up to ${migration.baselineOf}, and this database has some of them but not that one: upgrade it with a release from before the baseline first`,
        );
      }
      await client.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [migration.version, migration.name, [migration.sql]]);
      applied.set(migration.version, [migration.sql]);
      log({ level: 'info', msg: 'baseline recorded: the database was built by the migrations it replaces', file: migration.file, baseline_of: migration.baselineOf });
      continue;
    }
    if (applied.has(migration.version)) {
      const recorded = applied.get(migration.version);
      // An applied file is never re-run; if it was edited since, say so, or the edit silently does nothing.
      if (recorded && recorded.join('\n') !== migration.sql) {
        log({ level: 'warn', msg: 'migration changed after it was applied; the change is not applied (add a new migration, or reset the local database)', file: migration.file });
      }
      continue;
    }
    if (await managesOwnTransaction(migration.sql)) {
      throw new MigrationError(migration.file, `Migration ${migration.file} begins or commits a transaction itself: remove begin/commit, the runner applies each file in one transaction`);
    }
    try {
      await onClient(client, async () => {
        // One simple-protocol query: the whole file, many statements, in this transaction.
        await client.query(migration.sql);
        await client.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          migration.version,
          migration.name,
          [migration.sql],
        ]);
      });
    } catch (error) {
      const pgError = error as { message?: string; position?: string; code?: string };
      throw new MigrationError(
        migration.file,
        `Migration ${migration.file} failed${locate(migration.sql, pgError.position)}: ${pgError.message ?? String(error)}${pgError.code ? ` [${pgError.code}]` : ''}`,
        { cause: error },
      );
    }
    log({ level: 'info', msg: 'migration applied', file: migration.file });
    ran.push(migration.file);
  }
  return ran;
}

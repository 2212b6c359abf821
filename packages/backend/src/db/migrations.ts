// Applies `supabase/migrations/*.sql` in file-name order, each exactly once, each in its own
// transaction, recorded in `supabase_migrations.schema_migrations` as the Supabase CLI records them.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { PoolClient } from 'pg';
import { onClient } from './transaction.ts';

export interface MigrationFile {
  file: string;
  /** The timestamp prefix (`20240101120000` of `20240101120000_init.sql`), the record's key. */
  version: string;
  name: string;
  sql: string;
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
    return {
      file,
      version: underscore === -1 ? base : base.slice(0, underscore),
      name: underscore === -1 ? '' : base.slice(underscore + 1),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    };
  });
}

/**
 * True when a file opens or ends a transaction itself (`begin;`, `commit;` ...) outside function
 * bodies: the runner's own transaction would end early and a later failure would leave the file
 * half applied, so such a file is refused before anything runs.
 */
export function managesOwnTransaction(sql: string): boolean {
  const withoutBodies = sql
    .replace(/\$([A-Za-z_][A-Za-z0-9_]*)?\$[\s\S]*?\$\1?\$/g, '')
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'(?:[^']|'')*'/g, "''");
  // Not `end;`: it also closes SQL-standard `begin atomic ... end;` function bodies.
  return /(^|;)\s*(begin|commit|rollback|start\s+transaction|begin\s+(work|transaction))\s*;/i.test(withoutBodies);
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
    if (applied.has(migration.version)) {
      const recorded = applied.get(migration.version);
      // An applied file is never re-run; if it was edited since, say so, or the edit silently does nothing.
      if (recorded && recorded.join('\n') !== migration.sql) {
        log({ level: 'warn', msg: 'migration changed after it was applied; the change is not applied (add a new migration, or reset the local database)', file: migration.file });
      }
      continue;
    }
    if (managesOwnTransaction(migration.sql)) {
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

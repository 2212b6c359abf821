// The repeatable part of the schema: every function, view, trigger and policy lives in one file
// under `supabase/schemas/<area>/<kind>/<object>.sql` and is applied after the versioned migrations,
// again whenever a file changes (as Flyway applies repeatable migrations). The files are the truth:
// an object of theirs that no file declares any more is dropped, so deleting a policy's file
// removes the policy. Recorded in `supabase_migrations.schema_files` (path and checksum).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PoolClient } from 'pg';
import { declarationsOf } from './sql-declarations.ts';
import type { Declaration } from './sql-declarations.ts';
import { inSavepoint, onClient } from './transaction.ts';
import { CAPTURE_TRIGGER } from '../realtime/catalog.ts';

/** The kinds of object a schema file holds, in the order they are applied. */
export const SCHEMA_KINDS = ['functions', 'views', 'triggers', 'policies'] as const;
export type SchemaKind = (typeof SCHEMA_KINDS)[number];

/** Which declarations each kind of file may hold (a grant, comment or `enable row level security` is fine anywhere). */
const KIND_DECLARES: Record<SchemaKind, ReadonlyArray<Declaration['kind']>> = {
  functions: ['function', 'procedure'],
  views: ['view'],
  triggers: ['trigger'],
  policies: ['policy'],
};

/** Triggers the backend itself installs at start (realtime change capture), never in a schema file. */
const BACKEND_TRIGGERS = [CAPTURE_TRIGGER];

export interface SchemaFile {
  /** Path below the schemas folder, with forward slashes: `ledger/functions/post_entry.sql`. */
  path: string;
  area: string;
  kind: SchemaKind;
  sql: string;
  checksum: string;
}

export class SchemaFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesBelow(full) : [full];
  });
}

function isSchemaKind(value: string | undefined): value is SchemaKind {
  return (SCHEMA_KINDS as readonly string[]).includes(value ?? '');
}

/** Every schema file, in the order it is applied: functions, views, triggers, policies; by path within a kind. */
export function listSchemaFiles(dir: string): SchemaFile[] {
  if (!existsSync(dir)) return [];
  const files = filesBelow(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const relative = path.relative(dir, file).split(path.sep).join('/');
      const parts = relative.split('/');
      const kind = parts[1];
      if (parts.length !== 3 || !isSchemaKind(kind)) {
        throw new SchemaFileError(relative, `Schema file ${relative} is not in <area>/<kind>/<object>.sql with a kind of ${SCHEMA_KINDS.join(', ')}`);
      }
      const sql = readFileSync(file, 'utf8');
      return { path: relative, area: parts[0] ?? '', kind, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
  const rank = (file: SchemaFile): number => SCHEMA_KINDS.indexOf(file.kind);
  // Byte order within a kind, as the migrations sort: the same order on every machine.
  return files.sort((a, b) => rank(a) - rank(b) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** What each file declares, checked against its kind: a trigger in a policies file is an error, not a surprise. */
export async function declarationsOfFiles(files: readonly SchemaFile[]): Promise<Map<SchemaFile, Declaration[]>> {
  const out = new Map<SchemaFile, Declaration[]>();
  for (const file of files) {
    let declared: Declaration[];
    try {
      declared = await declarationsOf(file.sql);
    } catch (error) {
      throw new SchemaFileError(file.path, `Schema file ${file.path} cannot be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const stray = declared.filter((declaration) => !KIND_DECLARES[file.kind].includes(declaration.kind));
    if (stray.length > 0) {
      throw new SchemaFileError(file.path, `Schema file ${file.path} declares ${stray.map((d) => `${d.kind} ${d.name}`).join(', ')}, which belongs in a migration or in another kind of file`);
    }
    out.set(file, declared);
  }
  return out;
}

const RECORD_TABLE = `create table if not exists supabase_migrations.schema_files (
  path text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
)`;

export interface SchemaRun {
  /** Files applied in this run (all of them, or none when nothing changed). */
  applied: string[];
  /** Objects dropped because no file declares them any more. */
  dropped: string[];
  /** Routines dropped and made again because their file changed what `create or replace` cannot (the result type, a parameter). */
  replaced: string[];
}

interface CatalogObject {
  oid: number;
  kind: 'routine' | 'view' | 'trigger' | 'policy';
  label: string;
  drop: string;
}

/** Functions, views, triggers and policies in `schemas` that the database holds now (extension members left out). */
async function catalogObjects(client: PoolClient, schemas: string[]): Promise<CatalogObject[]> {
  const { rows } = await client.query<CatalogObject>(
    `select p.oid::int as oid, 'routine' as kind, p.oid::regprocedure::text as label,
            format('drop %s %s', case p.prokind when 'p' then 'procedure' else 'function' end, p.oid::regprocedure) as drop
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any ($1) and p.prokind in ('f', 'p')
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
     union all
     select c.oid::int, 'view', format('%I.%I', n.nspname, c.relname), format('drop view %I.%I', n.nspname, c.relname)
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any ($1) and c.relkind = 'v'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
     union all
     select t.oid::int, 'trigger', format('%I on %I.%I', t.tgname, n.nspname, c.relname), format('drop trigger %I on %I.%I', t.tgname, n.nspname, c.relname)
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any ($1) and not t.tgisinternal and t.tgname <> all ($2)
     union all
     select p.oid::int, 'policy', format('%I on %I.%I', p.polname, n.nspname, c.relname), format('drop policy %I on %I.%I', p.polname, n.nspname, c.relname)
       from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any ($1)`,
    [schemas, BACKEND_TRIGGERS],
  );
  return rows;
}

/** The catalog oid of each declaration (functions by their identity, triggers and policies by name and table). */
async function declaredOids(client: PoolClient, declarations: readonly Declaration[]): Promise<Set<number>> {
  const oids = new Set<number>();
  for (const declaration of declarations) {
    let sql: string;
    let params: string[];
    if (declaration.kind === 'function' || declaration.kind === 'procedure') {
      sql = 'select to_regprocedure($1)::oid::int as oid';
      params = [`${declaration.schema}.${declaration.name}(${(declaration.args ?? []).join(', ')})`];
    } else if (declaration.kind === 'view') {
      sql = 'select to_regclass($1)::oid::int as oid';
      params = [`${declaration.schema}.${declaration.name}`];
    } else if (declaration.kind === 'trigger') {
      sql = 'select t.oid::int as oid from pg_trigger t where t.tgrelid = to_regclass($1) and t.tgname = $2';
      params = [declaration.table ?? '', declaration.name];
    } else if (declaration.kind === 'policy') {
      sql = 'select p.oid::int as oid from pg_policy p where p.polrelid = to_regclass($1) and p.polname = $2';
      params = [declaration.table ?? '', declaration.name];
    } else {
      continue;
    }
    const { rows } = await client.query<{ oid: number | null }>(sql, params);
    const oid = rows[0]?.oid;
    if (oid !== null && oid !== undefined) oids.add(oid);
  }
  return oids;
}

/** SQLSTATE of `create or replace function` refusing a new result type, parameter name or default. */
const CANNOT_REPLACE = '42P13';

/**
 * Runs one file. When `create or replace` cannot change a routine (its result type or parameters
 * changed), the file's routines are dropped and the file runs again, in the same transaction: the
 * triggers and policies that used them are dropped with them and made again by their own files,
 * which run after every function file. Anything else depending on such a routine (a column default,
 * a view of a migration) needs a migration, and the run says so.
 */
async function applyFile(client: PoolClient, file: SchemaFile, declared: readonly Declaration[], replaced: string[]): Promise<void> {
  try {
    await inSavepoint(client, 'schema_file', () => client.query(file.sql));
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== CANNOT_REPLACE) throw error;
  }
  const routines = declared.filter((d) => d.kind === 'function' || d.kind === 'procedure');
  for (const routine of routines) {
    const identity = `${routine.schema}.${routine.name}(${(routine.args ?? []).join(', ')})`;
    const { rows } = await client.query<{ oid: number | null; blockers: string[] | null }>(
      `select p.oid::int as oid,
              array(select pg_describe_object(d.classid, d.objid, d.objsubid) from pg_depend d
                     where d.refclassid = 'pg_proc'::regclass and d.refobjid = p.oid and d.deptype = 'n'
                       and d.classid not in ('pg_policy'::regclass, 'pg_trigger'::regclass)) as blockers
         from pg_proc p where p.oid = to_regprocedure($1)`,
      [identity],
    );
    const existing = rows[0];
    if (!existing?.oid) continue;
    if (existing.blockers && existing.blockers.length > 0) {
      throw new SchemaFileError(file.path, `Schema file ${file.path} changes ${identity} in a way create or replace cannot, and ${existing.blockers.join(', ')} depends on it: drop and recreate it in a migration`);
    }
    await client.query(`drop ${routine.kind} ${identity} cascade`);
    replaced.push(`routine ${identity}`);
  }
  await client.query(file.sql);
}

/**
 * Applies the schema files in one transaction when any of them changed since the last run (or
 * `force`, after a migration ran), then drops the functions, views, triggers and policies of the
 * schemas the files cover that no file declares. Returns what it did; nothing when nothing changed.
 */
export async function applySchemaFiles(
  client: PoolClient,
  dir: string,
  options: { force?: boolean; log?: (entry: Record<string, unknown>) => void } = {},
): Promise<SchemaRun> {
  const log = options.log ?? (() => undefined);
  const files = listSchemaFiles(dir);
  await client.query(RECORD_TABLE);
  const { rows: recorded } = await client.query<{ path: string; checksum: string }>('select path, checksum from supabase_migrations.schema_files');
  const before = new Map(recorded.map((row) => [row.path, row.checksum]));
  const unchanged = files.length === before.size && files.every((file) => before.get(file.path) === file.checksum);
  if (unchanged && !options.force) return { applied: [], dropped: [], replaced: [] };

  const declarations = await declarationsOfFiles(files);
  const all = [...declarations.values()].flat();
  const seen = new Map<string, string>();
  for (const [file, declared] of declarations) {
    for (const declaration of declared) {
      const other = seen.get(declaration.key);
      if (other && other !== file.path) throw new SchemaFileError(file.path, `${declaration.key} is declared in both ${other} and ${file.path}`);
      seen.set(declaration.key, file.path);
    }
  }
  const schemas = [...new Set(all.filter((d) => d.kind !== 'trigger' && d.kind !== 'policy').map((d) => d.schema))];

  return onClient(client, async () => {
    // Bodies may call functions of files applied later in the same run.
    await client.query('set local check_function_bodies = off');
    const replaced: string[] = [];
    for (const file of files) {
      try {
        await applyFile(client, file, declarations.get(file) ?? [], replaced);
      } catch (error) {
        if (error instanceof SchemaFileError) throw error;
        const pgError = error as { message?: string; code?: string };
        throw new SchemaFileError(file.path, `Schema file ${file.path} failed: ${pgError.message ?? String(error)}${pgError.code ? ` [${pgError.code}]` : ''}`, { cause: error });
      }
    }
    const keep = await declaredOids(client, all);
    const dropped: string[] = [];
    // Policies and triggers first: they may depend on the routines dropped after them.
    const order = { policy: 0, trigger: 1, view: 2, routine: 3 } as const;
    const stale = (await catalogObjects(client, schemas)).filter((object) => !keep.has(object.oid)).sort((a, b) => order[a.kind] - order[b.kind] || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
    for (const object of stale) {
      try {
        await client.query(object.drop);
      } catch (error) {
        const pgError = error as { message?: string };
        throw new SchemaFileError('', `${object.kind} ${object.label} is declared by no schema file but cannot be dropped: ${pgError.message ?? String(error)}`, { cause: error });
      }
      dropped.push(`${object.kind} ${object.label}`);
    }
    await client.query('delete from supabase_migrations.schema_files');
    await client.query('insert into supabase_migrations.schema_files (path, checksum) select * from unnest($1::text[], $2::text[])', [files.map((f) => f.path), files.map((f) => f.checksum)]);
    log({ level: 'info', msg: 'schema files applied', files: files.length, dropped, replaced });
    return { applied: files.map((f) => f.path), dropped, replaced };
  });
}

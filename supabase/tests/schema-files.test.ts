// The schema reads as a design: tables in the migrations, every function, view, trigger and policy
// in exactly one file under supabase/schemas/<area>/<kind>/, named after what it defines. Read with
// PostgreSQL's own parser, no database needed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '@missionbase/backend/src/db/migrations';
import { declarationsOfFiles, listSchemaFiles } from '@missionbase/backend/src/db/schema-files';
import type { SchemaFile } from '@missionbase/backend/src/db/schema-files';
import { declarationsOf } from '@missionbase/backend/src/db/sql-declarations';
import type { Declaration } from '@missionbase/backend/src/db/sql-declarations';

const SUPABASE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIGRATIONS = path.join(SUPABASE, 'migrations');
const SCHEMAS = path.join(SUPABASE, 'schemas');

let schemaFiles: SchemaFile[];
let bySchemaFile: Map<SchemaFile, Declaration[]>;
let byMigration: Map<string, Declaration[]>;

beforeAll(async () => {
  schemaFiles = listSchemaFiles(SCHEMAS);
  bySchemaFile = await declarationsOfFiles(schemaFiles);
  byMigration = new Map();
  for (const migration of listMigrations(MIGRATIONS)) byMigration.set(`migrations/${migration.file}`, await declarationsOf(migration.sql));
});

/** `public.accounts` is `accounts.sql`; a table of another schema keeps its schema: `storage.objects.sql`. */
function tableFileName(table: string): string {
  return `${table.replace(/^public\./, '')}.sql`;
}

describe('the schema files', () => {
  it('define each function, view, trigger, policy and table in exactly one file', () => {
    const where = new Map<string, string[]>();
    const everyFile = [...[...bySchemaFile].map(([file, declared]) => [`schemas/${file.path}`, declared] as const), ...byMigration];
    for (const [file, declared] of everyFile) {
      for (const declaration of declared) where.set(declaration.key, [...(where.get(declaration.key) ?? []), file]);
    }
    const twice = [...where].filter(([, files]) => files.length > 1).map(([key, files]) => `${key}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
    expect(where.size).toBeGreaterThan(500);
  });

  it('leave functions, views, triggers and policies out of the migrations', () => {
    const misplaced = [...byMigration].flatMap(([file, declared]) =>
      declared.filter((d) => ['function', 'procedure', 'view', 'trigger', 'policy'].includes(d.kind)).map((d) => `${file}: ${d.key}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('name each file after what it defines: a function file after its function, a trigger or policy file after its table', () => {
    const misnamed = [...bySchemaFile].flatMap(([file, declared]) => {
      const name = path.posix.basename(file.path);
      if (declared.length === 0) return file.kind === 'policies' ? [] : [`${file.path}: defines nothing`];
      return declared
        .filter((d) => (d.table ? tableFileName(d.table) !== name : `${d.name}.sql` !== name))
        .map((d) => `${file.path}: ${d.key}`);
    });
    expect(misnamed).toEqual([]);
  });

  it('turn Row Level Security on for every table of the public schema, beside its policies', () => {
    const tables = [...byMigration.values()].flat().filter((d) => d.kind === 'table' && d.schema === 'public').map((d) => `${d.schema}.${d.name}`);
    expect(tables.length).toBeGreaterThan(40);
    const withoutRls = tables.filter((table) => {
      const file = schemaFiles.find((f) => f.kind === 'policies' && path.posix.basename(f.path) === tableFileName(table));
      return !file || !new RegExp(`alter table ${table.replace('.', '\\.')} enable row level security;`).test(file.sql);
    });
    expect(withoutRls).toEqual([]);
  });

  it('put each table\'s triggers and policies in the area folder of that table', () => {
    const areaOfTable = new Map<string, string>();
    for (const file of schemaFiles) if (file.kind === 'policies') areaOfTable.set(path.posix.basename(file.path), file.area);
    const elsewhere = schemaFiles
      .filter((file) => file.kind === 'triggers' && areaOfTable.has(path.posix.basename(file.path)) && areaOfTable.get(path.posix.basename(file.path)) !== file.area)
      .map((file) => `${file.path} (policies in ${areaOfTable.get(path.posix.basename(file.path))})`);
    expect(elsewhere).toEqual([]);
  });
});

describe('the baseline', () => {
  it('is the first migration and names the last migration it replaces', () => {
    const [first] = listMigrations(MIGRATIONS);
    expect(first?.name).toBe('baseline');
    expect(first?.baselineOf).toMatch(/^\d{14}$/);
    expect(readFileSync(path.join(MIGRATIONS, first?.file ?? ''), 'utf8')).toContain(`baseline-of: ${first?.baselineOf}`);
  });
});

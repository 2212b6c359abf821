// The schema files against a real Postgres: applied after the migrations by kind (functions,
// views, triggers, policies), again only when a file changed, all or nothing, and an object no file
// declares any more is dropped.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { testPool } from '../../test/test-pool.ts';
import { applySchemaFiles, listSchemaFiles, SchemaFileError } from './schema-files.ts';

let backend: TestBackend;
let pool: pg.Pool;
let dir: string;
const dirs: string[] = [];

function write(files: Record<string, string>): void {
  for (const [name, sql] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), sql);
  }
}

async function apply(options: { force?: boolean } = {}): Promise<{ applied: string[]; dropped: string[]; replaced: string[] }> {
  const client = await pool.connect();
  try {
    return await applySchemaFiles(client, dir, options);
  } finally {
    client.release();
  }
}

async function one<R extends pg.QueryResultRow>(sql: string): Promise<R | undefined> {
  return (await pool.query<R>(sql)).rows[0];
}

beforeAll(async () => {
  backend = await startTestBackend();
  // A database of its own: the schema files of the product are recorded in the backend's.
  await backend.admin.query('create database mb_schema_files');
  const url = new URL(backend.databaseUrl);
  url.pathname = '/mb_schema_files';
  pool = testPool(url.toString(), 2);
  await pool.query('create schema supabase_migrations; create schema s; create table s.items (id int primary key, owner text)');
});

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mb-schemas-'));
  dirs.push(dir);
  await pool.query(`
    drop table if exists supabase_migrations.schema_files;
    drop function if exists s.double(int), s.double(numeric), s.stamp(), s.can_read(text) cascade;
    drop policy if exists owners_read on s.items;
    alter table s.items alter column owner drop default;
  `);
});

afterAll(async () => {
  await pool?.end();
  await backend?.admin.query('drop database if exists mb_schema_files with (force)').catch(() => undefined);
  await backend?.stop();
  for (const folder of dirs) rmSync(folder, { recursive: true, force: true });
});

const DOUBLE = 'create or replace function s.double(p int) returns int language sql as $$ select p * 2 $$;';
const STAMP = "create or replace function s.stamp() returns trigger language plpgsql as $$ begin new.owner := coalesce(new.owner, 'me'); return new; end $$;";
const TRIGGER = 'create or replace trigger items_stamp before insert on s.items for each row execute function s.stamp();';
const POLICY = "alter table s.items enable row level security;\ndrop policy if exists owners_read on s.items;\ncreate policy owners_read on s.items for select to authenticated using (owner = current_user);";

describe('listSchemaFiles', () => {
  it('orders functions, then views, triggers and policies, whatever their area', () => {
    write({ 'a/policies/items.sql': POLICY, 'a/triggers/items.sql': TRIGGER, 'z/functions/stamp.sql': STAMP, 'b/functions/double.sql': DOUBLE });
    expect(listSchemaFiles(dir).map((file) => file.path)).toEqual(['b/functions/double.sql', 'z/functions/stamp.sql', 'a/triggers/items.sql', 'a/policies/items.sql']);
  });

  it('refuses a file that is not in <area>/<kind>/', () => {
    write({ 'a/double.sql': DOUBLE });
    expect(() => listSchemaFiles(dir)).toThrow(/a\/double\.sql is not in <area>\/<kind>\/<object>\.sql/);
  });
});

describe('applySchemaFiles', () => {
  it('applies every file, a trigger and a policy after the functions they call', async () => {
    write({ 'a/policies/items.sql': POLICY, 'a/triggers/items.sql': TRIGGER, 'z/functions/stamp.sql': STAMP, 'b/functions/double.sql': DOUBLE });
    const run = await apply();
    expect(run.applied).toHaveLength(4);
    expect(await one('select s.double(21) as v')).toEqual({ v: 42 });
    expect(await one("select count(*)::int as n from pg_policy where polname = 'owners_read'")).toEqual({ n: 1 });
    expect(await one("select count(*)::int as n from pg_trigger where tgname = 'items_stamp'")).toEqual({ n: 1 });
  });

  it('does nothing when no file changed, and applies them all again when one did', async () => {
    write({ 'b/functions/double.sql': DOUBLE, 'z/functions/stamp.sql': STAMP });
    expect((await apply()).applied).toHaveLength(2);
    expect(await apply()).toEqual({ applied: [], dropped: [], replaced: [] });
    write({ 'b/functions/double.sql': DOUBLE.replace('p * 2', 'p + p + 0') });
    expect((await apply()).applied).toEqual(['b/functions/double.sql', 'z/functions/stamp.sql']);
    expect(await one("select prosrc like '%p + p + 0%' as changed from pg_proc where proname = 'double'")).toEqual({ changed: true });
    // After a migration ran, the files are applied even when none changed.
    expect((await apply({ force: true })).applied).toHaveLength(2);
  });

  it('drops the policy, trigger and function that no file declares any more', async () => {
    write({ 'a/policies/items.sql': POLICY, 'a/triggers/items.sql': TRIGGER, 'z/functions/stamp.sql': STAMP, 'b/functions/double.sql': DOUBLE });
    await apply();
    rmSync(path.join(dir, 'a'), { recursive: true });
    rmSync(path.join(dir, 'z'), { recursive: true });
    // An overload whose signature changed: the old one goes, the new one stays.
    write({ 'b/functions/double.sql': 'create or replace function s.double(p numeric) returns numeric language sql as $$ select p * 2 $$;' });
    const run = await apply();
    expect(run.dropped).toEqual(['policy owners_read on s.items', 'trigger items_stamp on s.items', 'routine s.double(integer)', 'routine s.stamp()']);
    expect(await one("select string_agg(p.oid::regprocedure::text, ', ') as left from pg_proc p where p.pronamespace = 's'::regnamespace")).toEqual({ left: 's.double(numeric)' });
    expect(await one("select count(*)::int as n from pg_policy where polname = 'owners_read'")).toEqual({ n: 0 });
  });

  it('applies nothing of a run when one file fails, and names that file', async () => {
    write({ 'b/functions/double.sql': DOUBLE, 'c/functions/broken.sql': 'create or replace function s.broken() returns int language sql as $$ select 1 $$;\nselect * from s.missing_table;' });
    const failure = await apply().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SchemaFileError);
    expect((failure as SchemaFileError).message).toMatch(/c\/functions\/broken\.sql failed: relation "s\.missing_table" does not exist/);
    expect(await one("select count(*)::int as n from pg_proc where proname in ('double', 'broken')")).toEqual({ n: 0 });
    expect(await one('select count(*)::int as n from supabase_migrations.schema_files')).toEqual({ n: 0 });
  });

  it('refuses a file that declares another kind of object than its folder says', async () => {
    write({ 'z/functions/stamp.sql': STAMP, 'a/policies/items.sql': TRIGGER });
    await expect(apply()).rejects.toThrow(/a\/policies\/items\.sql declares trigger items_stamp, which belongs in a migration or in another kind of file/);
  });

  it('refuses an object declared in two files', async () => {
    write({ 'b/functions/double.sql': DOUBLE, 'c/functions/twice.sql': DOUBLE });
    await expect(apply()).rejects.toThrow(/routine s\.double\(int4\) is declared in both b\/functions\/double\.sql and c\/functions\/twice\.sql/);
  });

  it('makes a function again when its file changes what create or replace cannot, and the policy that uses it with it', async () => {
    const policy = "alter table s.items enable row level security;\ndrop policy if exists owners_read on s.items;\ncreate policy owners_read on s.items for select to authenticated using (s.can_read(owner));";
    write({ 'a/functions/can_read.sql': 'create or replace function s.can_read(p text) returns boolean language sql as $$ select p = current_user $$;', 'a/policies/items.sql': policy });
    await apply();
    write({ 'a/functions/can_read.sql': "create or replace function s.can_read(p_owner text) returns boolean language sql as $$ select p_owner in (current_user, 'everyone') $$;" });
    const run = await apply();
    expect(run.replaced).toEqual(['routine s.can_read(text)']);
    expect(await one("select pg_get_function_arguments('s.can_read(text)'::regprocedure) as args")).toEqual({ args: 'p_owner text' });
    expect(await one("select qual from pg_policies where policyname = 'owners_read'")).toEqual({ qual: 's.can_read(owner)' });
  });

  it('asks for a migration when something other than a trigger or policy depends on a function it cannot replace', async () => {
    write({ 'a/functions/can_read.sql': "create or replace function s.can_read(p text) returns text language sql as $$ select 'me' $$;" });
    await apply();
    await pool.query('alter table s.items alter column owner set default s.can_read(null)');
    write({ 'a/functions/can_read.sql': "create or replace function s.can_read(p_owner text) returns text language sql as $$ select 'me' $$;" });
    await expect(apply()).rejects.toThrow(/a\/functions\/can_read\.sql changes s\.can_read\(text\) in a way create or replace cannot, and default value for column owner of table s\.items depends on it: drop and recreate it in a migration/);
  });
});

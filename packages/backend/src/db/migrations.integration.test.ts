// The migration runner against a real Postgres: file-name order, each file once, a failing file
// applies nothing and stops the run (and the backend's start-up) with its name.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { testPool } from '../../test/test-pool.ts';
import { MigrationError, runMigrations } from './migrations.ts';

let backend: TestBackend;
let client: pg.Client;
const dirs: string[] = [];

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mb-migrations-'));
  dirs.push(dir);
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  return dir;
}

async function withPoolClient<T>(work: (poolClient: pg.PoolClient) => Promise<T>): Promise<T> {
  const pool = testPool(backend.databaseUrl, 1);
  const poolClient = await pool.connect();
  try {
    return await work(poolClient);
  } finally {
    poolClient.release();
    await pool.end();
  }
}

beforeAll(async () => {
  backend = await startTestBackend();
  client = new pg.Client({ connectionString: backend.databaseUrl });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await backend?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('runMigrations', () => {
  it('applies files in file-name order and records each one', async () => {
    // 10 sorts after 9 only by name with the zero padding the CLI uses; a later file depends on an earlier one.
    const dir = migrationsDir({
      '20240102000000_second.sql': 'create table m_order.child (id int primary key, parent_id int references m_order.parent (id));',
      '20240101000000_first.sql': 'create schema m_order; create table m_order.parent (id int primary key);',
      '20240103000000_third.sql': "insert into m_order.parent values (1); insert into m_order.child values (1, 1);",
      'README.md': 'not a migration',
    });
    const ran = await withPoolClient((poolClient) => runMigrations(poolClient, dir));
    expect(ran).toEqual(['20240101000000_first.sql', '20240102000000_second.sql', '20240103000000_third.sql']);
    const { rows } = await client.query<{ version: string; name: string }>(
      "select version, name from supabase_migrations.schema_migrations where version like '2024010%' order by version",
    );
    expect(rows).toEqual([
      { version: '20240101000000', name: 'first' },
      { version: '20240102000000', name: 'second' },
      { version: '20240103000000', name: 'third' },
    ]);
  });

  it('applies each file exactly once across runs', async () => {
    const dir = migrationsDir({ '20240201000000_counter.sql': 'create table m_once (n int); insert into m_once values (1);' });
    expect(await withPoolClient((poolClient) => runMigrations(poolClient, dir))).toEqual(['20240201000000_counter.sql']);
    writeFileSync(path.join(dir, '20240202000000_more.sql'), 'insert into m_once values (2);');
    expect(await withPoolClient((poolClient) => runMigrations(poolClient, dir))).toEqual(['20240202000000_more.sql']);
    expect(await withPoolClient((poolClient) => runMigrations(poolClient, dir))).toEqual([]);
    const { rows } = await client.query<{ n: number }>('select n from m_once order by n');
    expect(rows.map((row) => row.n)).toEqual([1, 2]);

    // Editing an applied file changes nothing in the database, and the runner says so.
    writeFileSync(path.join(dir, '20240202000000_more.sql'), 'insert into m_once values (3);');
    const logged: Record<string, unknown>[] = [];
    expect(await withPoolClient((poolClient) => runMigrations(poolClient, dir, (entry) => logged.push(entry)))).toEqual([]);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'warn', file: '20240202000000_more.sql' }));
    expect((await client.query('select n from m_once order by n')).rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('stops at a failing file with its name, applies nothing of it and nothing after it', async () => {
    const dir = migrationsDir({
      '20240301000000_good.sql': 'create table m_good (id int);',
      '20240302000000_bad.sql': 'create table m_partial (id int);\ninsert into m_partial values (1);\nselect * from m_missing_table;',
      '20240303000000_after.sql': 'create table m_after (id int);',
    });
    const failure = await withPoolClient((poolClient) => runMigrations(poolClient, dir)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).file).toBe('20240302000000_bad.sql');
    expect((failure as MigrationError).message).toContain('20240302000000_bad.sql');
    expect((failure as MigrationError).message).toContain('relation "m_missing_table" does not exist');
    expect((failure as MigrationError).message).toContain('line 3');

    const { rows } = await client.query<{ name: string; present: boolean }>(
      "select name, to_regclass(name) is not null as present from unnest(array['m_good', 'm_partial', 'm_after']) as name",
    );
    expect(rows).toEqual([
      { name: 'm_good', present: true },
      { name: 'm_partial', present: false },
      { name: 'm_after', present: false },
    ]);
    const recorded = await client.query("select version from supabase_migrations.schema_migrations where version like '202403%'");
    expect(recorded.rows).toEqual([{ version: '20240301000000' }]);
  });
});

describe('start-up with migrations', () => {
  it('refuses to start when a migration fails, naming the file and the Postgres error', async () => {
    const dir = migrationsDir({ '20240401000000_broken.sql': 'create tabel oops (id int);' });
    await expect(startTestBackend({ migrationsDir: dir }, { ownCluster: true })).rejects.toThrow(/20240401000000_broken\.sql.*syntax error at or near "tabel"/);
  });

  it('runs migrations as the owner, so a trigger on auth.users works as on hosted Supabase', async () => {
    const dir = migrationsDir({
      '20240501000000_profiles.sql': `
        create table public.profiles (id uuid primary key references auth.users (id) on delete cascade, full_name text);
        create function public.handle_new_user() returns trigger language plpgsql security definer set search_path = '' as $$
        begin
          insert into public.profiles (id, full_name) values (new.id, new.raw_user_meta_data ->> 'full_name');
          return new;
        end $$;
        create trigger on_auth_user_created after insert on auth.users for each row execute function public.handle_new_user();
      `,
    });
    const withTrigger = await startTestBackend({ migrationsDir: dir }, { ownCluster: true });
    try {
      await withTrigger.admin.query(
        "insert into auth.users (id, email, raw_user_meta_data) values ('00000000-0000-4000-8000-000000000001', 'a@example.org', '{\"full_name\":\"Ada\"}')",
      );
      const profiles = await withTrigger.admin.query('select full_name from public.profiles');
      expect(profiles).toEqual([{ full_name: 'Ada' }]);
      // The table a migration created is reachable by the API roles through default privileges.
      const grants = await withTrigger.admin.query<{ grantee: string }>(
        "select distinct grantee from information_schema.role_table_grants where table_name = 'profiles' and grantee in ('anon', 'authenticated', 'service_role') order by grantee",
      );
      expect(grants.map((row) => row.grantee)).toEqual(['anon', 'authenticated', 'service_role']);
    } finally {
      await withTrigger.stop();
    }
  });
});

describe('a migration that manages its own transaction', () => {
  it('is refused before anything of it runs', async () => {
    const dir = migrationsDir({ '20240601000000_self_managed.sql': 'begin;\ncreate table m_self (id int);\ncommit;\nselect * from m_nowhere;' });
    const failure = await withPoolClient((poolClient) => runMigrations(poolClient, dir)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).message).toContain('20240601000000_self_managed.sql begins or commits a transaction itself');
    const [row] = await backend.admin.query<{ present: boolean }>("select to_regclass('m_self') is not null as present");
    expect(row?.present).toBe(false);
  });
});

describe('a baseline', () => {
  /** A database of its own with the bootstrap's migration record and nothing else. */
  async function freshDatabase(name: string): Promise<pg.Pool> {
    await backend.admin.query(`drop database if exists ${name} with (force)`);
    await backend.admin.query(`create database ${name}`);
    const url = new URL(backend.databaseUrl);
    url.pathname = `/${name}`;
    const pool = testPool(url.toString(), 1);
    await pool.query('create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text)');
    return pool;
  }

  async function migrate(pool: pg.Pool, dir: string): Promise<string[]> {
    const poolClient = await pool.connect();
    try {
      return await runMigrations(poolClient, dir);
    } finally {
      poolClient.release();
    }
  }

  const before = { '20240701000001_items.sql': 'create table b_items (id int);', '20240701000002_more.sql': 'create table b_more (id int);' };
  const baseline = {
    '20240801000000_baseline.sql': '-- Both tables as one file.\n-- baseline-of: 20240701000002\n\ncreate table b_items (id int);\ncreate table b_more (id int);',
    '20240802000000_next.sql': 'create table b_next (id int);',
  };

  it('builds a new database', async () => {
    const pool = await freshDatabase('mb_baseline_new');
    try {
      expect(await migrate(pool, migrationsDir(baseline))).toEqual(['20240801000000_baseline.sql', '20240802000000_next.sql']);
      const { rows } = await pool.query("select count(*)::int as n from pg_class where relname in ('b_items', 'b_more', 'b_next')");
      expect(rows).toEqual([{ n: 3 }]);
    } finally {
      await pool.end();
    }
  });

  it('is recorded without running on a database built by the migrations it replaces, and what follows it runs', async () => {
    const pool = await freshDatabase('mb_baseline_upgrade');
    try {
      expect(await migrate(pool, migrationsDir(before))).toHaveLength(2);
      await pool.query('insert into b_items values (1), (2)');
      expect(await migrate(pool, migrationsDir(baseline))).toEqual(['20240802000000_next.sql']);
      const { rows } = await pool.query('select count(*)::int as n from b_items');
      expect(rows).toEqual([{ n: 2 }]);
      const recorded = await pool.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
      expect(recorded.rows.map((row) => row.version)).toEqual(['20240701000001', '20240701000002', '20240801000000', '20240802000000']);
    } finally {
      await pool.end();
    }
  });

  it('refuses a database that has only some of the migrations it replaces', async () => {
    const pool = await freshDatabase('mb_baseline_partial');
    try {
      await migrate(pool, migrationsDir({ '20240701000001_items.sql': before['20240701000001_items.sql'] }));
      const failure = await migrate(pool, migrationsDir(baseline)).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as MigrationError).message).toContain('replaces the migrations up to 20240701000002, and this database has some of them but not that one');
      const { rows } = await pool.query("select count(*)::int as n from pg_class where relname = 'b_next'");
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await pool.end();
    }
  });
});

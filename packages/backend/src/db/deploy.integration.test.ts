// `pnpm db:deploy` on a database that is not the local backend's: one that has what a hosted
// Supabase project has (its roles, the auth and storage schemas) but no migration record yet.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { testPool } from '../../test/test-pool.ts';
import { REPO_ROOT } from '../config.ts';
import { applyBootstrap, authenticatorPasswordFor } from './bootstrap.ts';
import { deploy } from './deploy.ts';
import { listMigrations } from './migrations.ts';
import { listSchemaFiles } from './schema-files.ts';

const DIRS = { migrationsDir: path.join(REPO_ROOT, 'supabase', 'migrations'), schemasDir: path.join(REPO_ROOT, 'supabase', 'schemas') };
const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let backend: TestBackend;
let url: string;

beforeAll(async () => {
  // A cluster of its own: the bootstrap below alters cluster-wide roles outside the harness's start-up lock.
  backend = await startTestBackend({}, { ownCluster: true });
  await backend.admin.query('create database mb_hosted_project');
  const target = new URL(backend.databaseUrl);
  target.pathname = '/mb_hosted_project';
  url = target.toString();
  // What a hosted project has before its first deploy: Supabase's roles and schemas, no record.
  const pool = testPool(url, 1);
  const client = await pool.connect();
  try {
    await applyBootstrap(client, authenticatorPasswordFor(backend.jwtSecret));
    await client.query('drop schema supabase_migrations cascade');
  } finally {
    client.release();
    await pool.end();
  }
});

afterAll(async () => {
  await backend?.admin.query('drop database if exists mb_hosted_project with (force)').catch(() => undefined);
  await backend?.stop();
});

describe('db:deploy', () => {
  it('applies every migration and schema file to a database that has none, and nothing the second time', async () => {
    const first = await deploy(url, DIRS, () => undefined);
    expect(first.migrations).toEqual(listMigrations(DIRS.migrationsDir).map((m) => m.file));
    expect(first.schemaFiles).toBe(listSchemaFiles(DIRS.schemasDir).length);
    const second = await deploy(url, DIRS, () => undefined);
    expect(second).toEqual({ migrations: [], schemaFiles: 0, dropped: [] });
    const pool = testPool(url, 1);
    try {
      const { rows } = await pool.query("select to_regprocedure('public.report_statement_of_activities(uuid, date, date, date, date, uuid, uuid)') is not null as present, (select count(*)::int from pg_policies where schemaname = 'public') as policies");
      expect(rows[0]).toEqual({ present: true, policies: expect.any(Number) });
      expect(rows[0]?.policies).toBeGreaterThan(100);
    } finally {
      await pool.end();
    }
  });

  it('runs as a command that names what it did, and refuses without DATABASE_URL', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/deploy.ts'], { cwd: BACKEND_DIR, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Deployed: 0 migration(s) applied; schema files unchanged');
    const { DATABASE_URL: _unset, ...withoutUrl } = process.env;
    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/deploy.ts'], { cwd: BACKEND_DIR, env: withoutUrl, encoding: 'utf8' });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('DATABASE_URL is not set');
  });
});

// Stands in for `@missionbase/backend/test/start-test-backend` when the data-model suites run on
// Debian's PostgreSQL 15 (scripts/ci-pg15.mjs aliases it through scripts/ci-pg15.vitest.config.mjs):
// every test backend gets a fresh database of the PostgreSQL 15 cluster named by MB_PG15_ADMIN_URL
// as its DATABASE_URL, so the same tests run, unchanged, against the version hosted Supabase runs.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// pg is a dependency of the supabase package, not of the workspace root.
const pg = createRequire(path.join(root, 'supabase', 'package.json'))('pg');
// The real helper, by path: importing it by its package name would resolve back to this file.
const { startTestBackend: startOnUrl } = await import(path.join(root, 'packages/backend/test/start-test-backend.ts'));

function adminUrl() {
  const url = process.env.MB_PG15_ADMIN_URL;
  if (!url) throw new Error('MB_PG15_ADMIN_URL is not set: run the suites through scripts/ci-pg15.mjs');
  return url;
}

async function onAdmin(sql) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function startTestBackend(overrides = {}, mounts = []) {
  const name = `mb_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onAdmin(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  let backend;
  try {
    backend = await startOnUrl({ ...overrides, databaseUrl: url.toString() }, mounts);
  } catch (error) {
    await onAdmin(`drop database if exists ${name} with (force)`).catch(() => undefined);
    throw error;
  }
  return {
    ...backend,
    async stop() {
      await backend.stop();
      await onAdmin(`drop database if exists ${name} with (force)`);
    },
  };
}

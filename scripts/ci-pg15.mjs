#!/usr/bin/env node
// `pnpm test:pg15`: proves the schema on PostgreSQL 15, the major version hosted Supabase runs.
// Starts a throw-away cluster of Debian's postgresql-15 (installed with apt-get when missing and
// running as root) and hands it to the test run as MB_TEST_POSTGRES_URL: the run's template
// database is migrated there, and the data-model suites whose results can depend on the version
// (scripts/ci-pg15.vitest.config.mjs lists them) run on copies of it, as every run does on its
// embedded cluster; so does the schema comparison with the embedded PostgreSQL 18
// (scripts/ci-pg15-schema.test.mjs). Any failure or difference fails.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../packages/backend/src/db/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = process.env.MB_PG15_BIN ?? '/usr/lib/postgresql/15/bin';
const PASSWORD = 'postgres-15-ci';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function ensureInstalled() {
  if (existsSync(path.join(BIN, 'postgres'))) return;
  if (process.getuid?.() !== 0) throw new Error(`PostgreSQL 15 is not installed (${BIN}): apt-get install -y postgresql-15`);
  console.log('Installing postgresql-15 with apt-get');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-15'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Runs a PostgreSQL binary as the postgres user when we are root (Postgres refuses to run as root). */
function asPostgres(binary, args) {
  const command = path.join(BIN, binary);
  if (process.getuid?.() === 0) run('runuser', ['-u', 'postgres', '--', command, ...args]);
  else run(command, args);
}

async function main() {
  ensureInstalled();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mb-pg15-'));
  chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'password');
  writeFileSync(passwordFile, `${PASSWORD}\n`);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  const port = await freePort();
  let started = false;
  try {
    asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${passwordFile}`, '-E', 'UTF8', '--locale=C.UTF-8']);
    rmSync(passwordFile);
    asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`, 'start']);
    started = true;
    const adminUrl = `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;
    const extra = process.argv.slice(2);
    run(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--config', path.join(root, 'scripts', 'ci-pg15.vitest.config.mjs'), ...extra], {
      cwd: root,
      env: { ...process.env, TZ: 'UTC', MB_TEST_POSTGRES_URL: adminUrl },
    });
  } finally {
    if (started) {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error(`could not stop PostgreSQL 15: ${error.message}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});

// What another package can add to the backend, which knows no product (src/context.ts BackendMount):
// a seed that runs after the migrations and schema files when MB_SEED_DEMO is on and may name the
// login to print, set-up before the server listens, routes below a prefix, variables every function
// receives, and background work started once the API listens and stopped while the database is
// still open.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../test/start-test-backend.ts';
import type { TestBackend } from '../test/start-test-backend.ts';
import type { BackendMount } from './context.ts';
import { sendJson } from './http/respond.ts';

const functionsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'functions');
const events: string[] = [];

const fixture: BackendMount = {
  name: 'fixture mount',
  routes: [['/fixture', async (_req, res, subpath) => sendJson(res, 200, { subpath })]],
  async install(ctx) {
    await ctx.adminPool.query('create table if not exists public.fixture_installed (id int primary key)');
    events.push('install');
  },
  async seed(client) {
    await client.query('create table if not exists public.fixture_seeded (id int primary key)');
    await client.query('insert into public.fixture_seeded (id) values (1) on conflict do nothing');
    events.push('seed');
    return { email: 'fixture@example.org', password: 'a fixture password' };
  },
  functionEnv: () => ({ FIXTURE_GREETING: 'hello from a mount' }),
  start(ctx) {
    events.push('start');
    return {
      async stop() {
        // The database is still open while background work stops.
        const { rows } = await ctx.adminPool.query<{ one: number }>('select 1 as one');
        events.push(`stop ${rows[0]?.one}`);
      },
    };
  },
};

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ functionsDir, seedDemo: true }, { mounts: [fixture] });
});

afterAll(async () => {
  await backend?.stop();
});

describe('backend mounts', () => {
  it('seed after the migrations and schema files, install before the server listens, start the background work last; the seed names the login to print', async () => {
    expect(events).toEqual(['seed', 'install', 'start']);
    expect(backend.demoLogin).toEqual({ email: 'fixture@example.org', password: 'a fixture password' });
    expect(await backend.admin.query('select id from public.fixture_seeded')).toEqual([{ id: 1 }]);
  });

  it("serve a mount's routes below its prefix and give every function the mount's variables", async () => {
    const route = await fetch(`${backend.url}/fixture/things/1`);
    expect(await route.json()).toEqual({ subpath: '/things/1' });
    const answer = await fetch(`${backend.url}/functions/v1/mounted-env`, { method: 'POST', headers: { authorization: `Bearer ${backend.anonKey}` } });
    expect(await answer.json()).toEqual({ greeting: 'hello from a mount' });
  });

  it('stop background work before the database closes', async () => {
    const again = await startTestBackend({ functionsDir }, { mounts: [{ ...fixture, seed: undefined }] });
    events.length = 0;
    await again.stop();
    expect(events).toEqual(['stop 1']);
  });
});

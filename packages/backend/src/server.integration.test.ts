// The gateway itself: health, CORS as supabase-js in a browser needs it, unknown routes, bad
// tokens, a failing database trigger answered (not crashed), and the request log without secrets.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../test/start-test-backend.ts';
import type { TestBackend } from '../test/start-test-backend.ts';
import { createTestClient } from '../test/supabase-client.ts';
import { signJwt } from './auth/jwt.ts';

const functionsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'functions');

let backend: TestBackend;
const migrationsDir = mkdtempSync(path.join(os.tmpdir(), 'mb-server-migrations-'));

beforeAll(async () => {
  // A sign-up trigger that refuses one address, as an organization set-up trigger might fail.
  writeFileSync(
    path.join(migrationsDir, '20240101000000_refuse.sql'),
    `create function public.refuse_some() returns trigger language plpgsql as $$
     begin
       if new.email like 'refused%' then raise exception 'organization set-up failed'; end if;
       return new;
     end $$;
     create trigger refuse_some after insert on auth.users for each row execute function public.refuse_some();`,
  );
  backend = await startTestBackend({ migrationsDir, functionsDir, logRequests: true }, { ownCluster: true });
});

afterAll(async () => {
  await backend?.stop();
  rmSync(migrationsDir, { recursive: true, force: true });
});

describe('gateway', () => {
  it('reports health with a database check', async () => {
    const response = await fetch(`${backend.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers CORS preflights for any origin, never with credentials, and exposes the headers supabase-js reads', async () => {
    const preflight = await fetch(`${backend.url}/rest/v1/transactions`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info, prefer, range',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');
    const plain = await fetch(`${backend.url}/health`, { headers: { origin: 'http://localhost:3001' } });
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(plain.headers.get('access-control-allow-credentials')).toBeNull();
    expect(plain.headers.get('access-control-expose-headers')).toContain('content-range');
  });

  it('answers an unknown route with 404 JSON', async () => {
    const response = await fetch(`${backend.url}/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'no Route matched with those values' });
  });

  it('refuses a bad or expired token with 401 before any work is done', async () => {
    const [header, , signature] = backend.anonKey.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ role: 'service_role', exp: 1983812996 })).toString('base64url')}.${signature}`;
    const expired = signJwt({ role: 'authenticated', sub: '33333333-3333-4333-8333-333333333333', exp: Math.floor(Date.now() / 1000) - 60 }, backend.jwtSecret);
    for (const token of [tampered, expired]) {
      const response = await fetch(`${backend.url}/functions/v1/echo`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: '{}' });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 401 });
    }
    // GoTrue itself answers a bad token with 403 bad_jwt.
    const auth = await fetch(`${backend.url}/auth/v1/logout`, { method: 'POST', headers: { authorization: `Bearer ${tampered}` } });
    expect(auth.status).toBe(403);
    expect(await auth.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('turns a failing sign-up trigger into GoTrue\'s 500 and keeps serving', async () => {
    const supabase = createTestClient(backend.url, backend.anonKey);
    const { error } = await supabase.auth.signUp({ email: 'refused@example.org', password: 'long-enough' });
    // supabase-js reports any 5xx as a retryable fetch error; the body is GoTrue's.
    expect(error).toMatchObject({ status: 500, name: 'AuthRetryableFetchError' });
    const raw = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'refused-again@example.org', password: 'long-enough' }),
    });
    expect(raw.status).toBe(500);
    expect(await raw.json()).toMatchObject({ code: 'unexpected_failure', message: 'Database error saving new user' });
    const rows = await backend.admin.query("select id from auth.users where email = 'refused@example.org'");
    expect(rows).toEqual([]);
    const ok = await supabase.auth.signUp({ email: 'accepted@example.org', password: 'long-enough' });
    expect(ok.error).toBeNull();
  });

  it('logs one JSON line per request with method, path, status, duration and user, never secrets', async () => {
    const supabase = createTestClient(backend.url, backend.anonKey);
    const password = 'Very-Secret-Password-42';
    const { data } = await supabase.auth.signUp({ email: 'logged@example.org', password });
    const token = data.session?.access_token ?? '';
    await fetch(`${backend.url}/auth/v1/user?apikey=${backend.anonKey}`, { headers: { authorization: `Bearer ${token}` } });
    const line = backend.logs.find((entry) => entry.msg === 'request' && entry.path === '/auth/v1/user');
    expect(line).toMatchObject({ method: 'GET', path: '/auth/v1/user', status: 200, user_id: data.user?.id });
    expect(typeof line?.duration_ms).toBe('number');
    const everything = JSON.stringify(backend.logs);
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(backend.anonKey);
  });
});

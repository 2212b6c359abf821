// A token without a numeric `exp` never expires, so every API refuses it (auth,
// data API, storage, functions, realtime all verify through auth/jwt.ts's verifyJwt).
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { signJwt } from './jwt.ts';
import type { JwtClaims } from './jwt.ts';

const functionsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'functions');
let backend: TestBackend;
let userId: string;

beforeAll(async () => {
  backend = await startTestBackend({ functionsDir });
  const [row] = await backend.admin.query<{ id: string }>(
    "insert into auth.users (id, aud, role, email) values (gen_random_uuid(), 'authenticated', 'authenticated', 'no-exp@example.org') returning id",
  );
  userId = row?.id ?? '';
});

afterAll(async () => {
  await backend?.stop();
});

/** Signs any JSON payload (the claims type would not let a test write a string `exp`). */
function signRaw(payload: Record<string, unknown>): string {
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${head}.${body}.${createHmac('sha256', backend.jwtSecret).update(`${head}.${body}`).digest('base64url')}`;
}

function tokens(): Record<string, string> {
  const base: JwtClaims = { sub: userId, role: 'authenticated', aud: 'authenticated', email: 'no-exp@example.org', iat: Math.floor(Date.now() / 1000) };
  return {
    'no exp': signJwt(base, backend.jwtSecret),
    'exp as a string': signRaw({ ...base, exp: String(Math.floor(Date.now() / 1000) + 3600) }),
    'service_role without exp': signJwt({ role: 'service_role', iss: 'supabase-demo' }, backend.jwtSecret),
  };
}

function get(pathname: string, token: string): Promise<Response> {
  return fetch(`${backend.url}${pathname}`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` } });
}

describe('a token without a numeric exp', () => {
  it('is refused by the auth API', async () => {
    for (const [label, token] of Object.entries(tokens())) {
      const response = await get('/auth/v1/user', token);
      expect(response.status, label).toBeGreaterThanOrEqual(401);
      expect(response.status, label).toBeLessThan(404);
    }
  });

  it('is refused by the admin API', async () => {
    const response = await get('/auth/v1/admin/users', tokens()['service_role without exp'] ?? '');
    expect(response.status).toBe(403);
  });

  it('is refused by the data API', async () => {
    for (const [label, token] of Object.entries(tokens())) {
      const response = await get('/rest/v1/', token);
      expect(response.status, label).toBe(401);
      expect(await response.json(), label).toMatchObject({ code: 'PGRST301' });
    }
  });

  it('is refused by storage', async () => {
    for (const [label, token] of Object.entries(tokens())) {
      expect((await get('/storage/v1/bucket', token)).status, label).toBe(401);
    }
  });

  it('is refused by functions', async () => {
    for (const [label, token] of Object.entries(tokens())) {
      const response = await fetch(`${backend.url}/functions/v1/echo`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status, label).toBe(401);
    }
  });

  it('is refused by realtime', async () => {
    const token = tokens()['no exp'] ?? '';
    const wsUrl = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=1.0.0`;
    const socket = new WebSocket(wsUrl);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const reply = new Promise<Record<string, unknown>>((resolve) => {
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        if (message.event === 'phx_reply' || message.event === 'system' || message.event === 'phx_error') resolve(message);
      });
    });
    socket.send(
      JSON.stringify({
        topic: 'realtime:no-exp',
        event: 'phx_join',
        payload: { config: { postgres_changes: [] }, access_token: token },
        ref: '1',
        join_ref: '1',
      }),
    );
    const message = await reply;
    socket.close();
    expect(JSON.stringify(message)).toMatch(/error|invalid/i);
    expect((message.payload as { status?: string } | undefined)?.status).not.toBe('ok');
  });

  it('a token with a numeric exp still works', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 60 }, backend.jwtSecret);
    expect((await get('/rest/v1/', token)).status).not.toBe(401);
  });
});

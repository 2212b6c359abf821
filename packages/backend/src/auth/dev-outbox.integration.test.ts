// The development outbox holds every account's codes, so it is served only
// outside production, only to loopback clients, only with the service_role key, never to a web
// page of another origin; and the API listens on 127.0.0.1 unless told otherwise.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { createTestClient } from '../../test/supabase-client.ts';

let backend: TestBackend;
const email = `outbox-${Date.now()}@example.org`;

/** An address of this machine that is not loopback, when it has one. */
const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

beforeAll(async () => {
  backend = await startTestBackend();
  await createTestClient(backend.url, backend.anonKey).auth.signInWithOtp({ email });
});

afterAll(async () => {
  await backend?.stop();
});

function outbox(base: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${base}/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`, { headers });
}

describe('the development outbox', () => {
  it('answers the service_role key with the mail', async () => {
    const response = await outbox(backend.url, { authorization: `Bearer ${backend.serviceRoleKey}` });
    expect(response.status).toBe(200);
    const mails = (await response.json()) as Array<{ recipient: string; token: string }>;
    expect(mails[0]).toMatchObject({ recipient: email, token: expect.stringMatching(/^\d{6}$/) });
  });

  it('refuses no key, the anon key and a user\'s token', async () => {
    expect((await outbox(backend.url, {})).status).toBe(401);
    expect((await outbox(backend.url, { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` })).status).toBe(403);
    const { data } = await createTestClient(backend.url, backend.anonKey).auth.signUp({ email: `user-${Date.now()}@example.org`, password: 'a-users-password' });
    expect((await outbox(backend.url, { authorization: `Bearer ${data.session?.access_token ?? ''}` })).status).toBe(403);
  });

  it('is never served cross-origin: no CORS echo, a page\'s request is refused', async () => {
    const response = await outbox(backend.url, { authorization: `Bearer ${backend.serviceRoleKey}`, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const allowed = await outbox(backend.url, { authorization: `Bearer ${backend.serviceRoleKey}` });
    expect(allowed.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is not served in production', async () => {
    const production = await startTestBackend({ production: true, jwtSecret: randomBytes(32).toString('hex') });
    try {
      expect((await outbox(production.url, { authorization: `Bearer ${production.serviceRoleKey}` })).status).toBe(404);
    } finally {
      await production.stop();
    }
  });

  it.skipIf(!externalAddress)('is not served to a client that is not on loopback', async () => {
    const everywhere = await startTestBackend({ host: '0.0.0.0' });
    try {
      const response = await outbox(`http://${externalAddress}:${everywhere.port}`, { authorization: `Bearer ${everywhere.serviceRoleKey}` });
      expect(response.status).toBe(404);
    } finally {
      await everywhere.stop();
    }
  });
});

describe('bind address', () => {
  it('the API listens on 127.0.0.1 by default', async () => {
    expect(backend.config.host).toBe('127.0.0.1');
    expect((await fetch(`http://127.0.0.1:${backend.port}/health`)).status).toBe(200);
  });

  it.skipIf(!externalAddress)('is unreachable from another interface by default, reachable when asked', async () => {
    await expect(fetch(`http://${externalAddress}:${backend.port}/health`)).rejects.toThrow();
    const everywhere = await startTestBackend({ host: '0.0.0.0' });
    try {
      expect((await fetch(`http://${externalAddress}:${everywhere.port}/health`)).status).toBe(200);
    } finally {
      await everywhere.stop();
    }
  });
});

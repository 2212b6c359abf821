// Data API error statuses through the real backend and the product schema: an RPC's "not found"
// (accept_invitation with an unknown token) answers 404 in PostgREST's shape, not 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { signJwt } from '../auth/jwt.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

describe('Data API error statuses', () => {
  it('answers an unknown invitation with 404 "Invitation not found", not 500', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: randomUUID(), role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 600 }, backend.jwtSecret);
    const response = await fetch(`${backend.url}/rest/v1/rpc/accept_invitation`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ p_token: 'no-such-invitation' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PT404', message: 'Invitation not found or expired' });
  });
});

// Password hashing never blocks the event loop. A flood of concurrent sign-ins
// (each a bcrypt comparison) leaves /health and a token refresh fast, and a comparison completes
// while the main thread is kept busy: bcrypt runs in worker threads (auth/hash-pool.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { TEST_AUTH_LIMITS } from './limits.ts';
import bcrypt from 'bcryptjs';

let backend: TestBackend;
const email = `flood-${Date.now()}@example.org`;
const password = 'a-flooded-password';
let refreshToken = '';

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${backend.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  // Half the flood are wrong passwords for one account from one address: allowed here.
  backend = await startTestBackend({ authLimits: { ...TEST_AUTH_LIMITS, failedSignInPerAddressAndAccount: { limit: 1000, windowSeconds: 300 } } });
  const signedUp = (await (await post('/signup', { email, password })).json()) as { refresh_token: string };
  refreshToken = signedUp.refresh_token;
});

afterAll(async () => {
  await backend?.stop();
});

describe('password hashing', () => {
  it('a comparison completes while the main thread is busy: bcrypt runs on another thread', async () => {
    // Cost 12 takes a few hundred ms of CPU: more than one of bcryptjs's main-thread slices.
    const hash = bcrypt.hashSync('checked-elsewhere', 12);
    await passwordMatches('warm-up', hash);
    let result: boolean | undefined;
    void passwordMatches('checked-elsewhere', hash).then((matches) => {
      result = matches;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Keep the main thread busy for 3 s: only another thread can make progress meanwhile.
    const until = Date.now() + 3000;
    while (Date.now() < until) {
      // Busy on purpose.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result).toBe(true);
  });

  it('a flood of 30 concurrent sign-ins leaves /health and a token refresh fast', async () => {
    const flood = Array.from({ length: 30 }, (_, index) => post('/token?grant_type=password', { email, password: index % 2 === 0 ? password : 'a-wrong-password' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const healthStart = performance.now();
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    const healthMs = performance.now() - healthStart;
    const refreshStart = performance.now();
    expect((await post('/token?grant_type=refresh_token', { refresh_token: refreshToken })).status).toBe(200);
    const refreshMs = performance.now() - refreshStart;
    const answers = await Promise.all(flood);
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(15).fill(200), ...Array(15).fill(400)]);
    // Before: 1.4 s for /health and 1.7 s for a refresh on a quiet machine. Bounds leave room for
    // a loaded 2-core machine (several test suites at once), yet stay under those figures.
    expect(healthMs, `/health took ${healthMs.toFixed(0)} ms`).toBeLessThan(1000);
    expect(refreshMs, `refresh took ${refreshMs.toFixed(0)} ms`).toBeLessThan(1500);
  });

  it('hashes stay bcrypt: an existing bcryptjs hash verifies, a new hash verifies with bcryptjs', async () => {
    const legacy = bcrypt.hashSync('made-before-the-pool', 10);
    expect(await passwordMatches('made-before-the-pool', legacy)).toBe(true);
    expect(await passwordMatches('not-the-password', legacy)).toBe(false);
    const fresh = await hashPassword('made-by-the-pool');
    expect(fresh).toMatch(/^\$2[aby]\$10\$/);
    expect(bcrypt.compareSync('made-by-the-pool', fresh)).toBe(true);
    expect(await passwordMatches('anything', null)).toBe(false);
  });
});

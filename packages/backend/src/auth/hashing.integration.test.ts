// Password hashing never blocks the event loop: the loop keeps turning while a comparison runs, and
// /health and a token refresh answer in the middle of a flood of concurrent sign-ins (each a bcrypt
// comparison) instead of behind it: bcrypt runs in worker threads (auth/hash-pool.ts).
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
  it('the event loop keeps turning while a comparison runs: bcrypt runs on another thread', async () => {
    // Cost 12 takes a few hundred ms of CPU. On the main thread the loop would turn once per
    // bcryptjs slice at most (a handful of times, none when synchronous); off it, thousands of times.
    const hash = bcrypt.hashSync('checked-elsewhere', 12);
    await passwordMatches('warm-up', hash);
    let settled = false;
    const comparison = passwordMatches('checked-elsewhere', hash).finally(() => {
      settled = true;
    });
    const turns = await new Promise<number>((resolve) => {
      let count = 0;
      const turn = (): void => {
        if (settled) return resolve(count);
        count += 1;
        setImmediate(turn);
      };
      setImmediate(turn);
    });
    expect(await comparison).toBe(true);
    expect(turns).toBeGreaterThan(100);
  });

  it('/health and a token refresh answer while most of a flood of 30 concurrent sign-ins is still being checked', async () => {
    let answered = 0;
    const flood = Array.from({ length: 30 }, (_, index) =>
      post('/token?grant_type=password', { email, password: index % 2 === 0 ? password : 'a-wrong-password' }).then((response) => {
        answered += 1;
        return response;
      }),
    );
    // The first answer means the flood's comparisons are under way.
    await Promise.race(flood);
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    expect((await post('/token?grant_type=refresh_token', { refresh_token: refreshToken })).status).toBe(200);
    const answeredMeanwhile = answered;
    const answers = await Promise.all(flood);
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(15).fill(200), ...Array(15).fill(400)]);
    // Hashing on the main thread, both waited behind the queued comparisons (1.4 s and 1.7 s for
    // this flood); with the worker pool they answer in between, while the flood is still queued.
    expect(answeredMeanwhile, `${answeredMeanwhile} of 30 sign-ins had answered`).toBeLessThanOrEqual(15);
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

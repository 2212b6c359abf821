// A request's claims from its bearer token, with verified tokens remembered:
// what is remembered expires with the token, is bound to the secret that verified it, is never a
// failure, and cannot be changed by one request for the next.
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signJwt } from './jwt.ts';
import { claimsForRequest } from './request-claims.ts';
import { HttpError } from '../http/respond.ts';

const SECRET = 'a-test-secret-that-is-long-enough-to-use';

function requestWith(token: string): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.url = '/rest/v1/items';
  req.headers.authorization = `Bearer ${token}`;
  return req;
}

function failure(work: () => unknown): HttpError {
  try {
    work();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a 401');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('claimsForRequest', () => {
  it('answers a token verified before from memory, until its expiry', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: 'user-1', role: 'authenticated', exp: now + 60 }, SECRET);
    const first = claimsForRequest(requestWith(token), SECRET);
    expect(claimsForRequest(requestWith(token), SECRET)).toBe(first);
    vi.setSystemTime(new Date('2026-11-24T12:01:00Z'));
    expect(failure(() => claimsForRequest(requestWith(token), SECRET)).body).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('refuses a remembered token under another secret', () => {
    const token = signJwt({ sub: 'user-2', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 }, SECRET);
    claimsForRequest(requestWith(token), SECRET);
    expect(failure(() => claimsForRequest(requestWith(token), 'another-secret-that-is-long-enough')).body).toMatchObject({ code: 'PGRST301' });
  });

  it('never remembers a failure: a tampered token is refused every time', () => {
    const token = signJwt({ sub: 'user-3', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 }, SECRET);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'user-3', role: 'service_role', exp: 4102444800 })).toString('base64url')}.${signature}`;
    for (let i = 0; i < 2; i += 1) expect(failure(() => claimsForRequest(requestWith(forged), SECRET)).body).toMatchObject({ code: 'PGRST301' });
    expect(claimsForRequest(requestWith(token), SECRET).role).toBe('authenticated');
  });

  it('shares claims that no request can change', () => {
    const token = signJwt({ sub: 'user-4', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 }, SECRET);
    const claims = claimsForRequest(requestWith(token), SECRET);
    expect(() => {
      claims.role = 'service_role';
    }).toThrow(TypeError);
    expect(claimsForRequest(requestWith(token), SECRET).role).toBe('authenticated');
  });
});

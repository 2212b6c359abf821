// Functions through supabase-js's functions.invoke against the real server: a call, a throwing
// function, an unknown one, a Deno.serve-style file, JWT checks and config.toml's verify_jwt.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { createTestClient } from '../../test/supabase-client.ts';

const functionsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'functions');
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ functionsDir });
});

afterAll(async () => {
  await backend?.stop();
});

describe('functions', () => {
  it('runs a function with the request and a Supabase Edge Function environment', async () => {
    const supabase = createTestClient(backend.url, backend.anonKey);
    const { data, error } = await supabase.functions.invoke('echo?q=hello', { body: { priceId: 'price_1', orgId: 'org-1' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'POST',
      path: '/echo',
      search: 'hello',
      body: { priceId: 'price_1', orgId: 'org-1' },
      authorization: true,
      env: { url: backend.url, hasAnonKey: true, hasServiceRoleKey: true, dbUrl: true },
    });
  });

  it('answers a throwing function with a JSON 500 and keeps serving', async () => {
    const supabase = createTestClient(backend.url, backend.anonKey);
    const { data, error } = await supabase.functions.invoke('throws', { body: {} });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'FUNCTION_ERROR', message: 'boom from a test function', function: 'throws' });
    expect(backend.logs.some((entry) => entry.msg === 'function failed' && entry.function === 'throws')).toBe(true);
    const health = await fetch(`${backend.url}/health`);
    expect(health.status).toBe(200);
  });

  it('answers an unknown function with 404', async () => {
    const response = await fetch(`${backend.url}/functions/v1/does-not-exist`, { method: 'POST', headers: { authorization: `Bearer ${backend.anonKey}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    const traversal = await fetch(`${backend.url}/functions/v1/..%2F..%2Fsrc`, { headers: { authorization: `Bearer ${backend.anonKey}` } });
    expect(traversal.status).toBe(404);
  });

  it('captures the handler of a function that calls Deno.serve', async () => {
    const response = await fetch(`${backend.url}/functions/v1/deno-serve`, { method: 'PUT', headers: { authorization: `Bearer ${backend.anonKey}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ served: true, method: 'PUT' });
  });

  it('requires a valid JWT unless config.toml turns verify_jwt off', async () => {
    const missing = await fetch(`${backend.url}/functions/v1/echo`);
    expect(missing.status).toBe(401);
    const forged = await fetch(`${backend.url}/functions/v1/echo`, { headers: { authorization: `Bearer ${backend.anonKey.slice(0, -4)}AAAA` } });
    expect(forged.status).toBe(401);
    const exempt = await fetch(`${backend.url}/functions/v1/no-verify`, { method: 'POST', body: 'webhook' });
    expect(exempt.status).toBe(200);
    expect(await exempt.text()).toBe('ok');
  });
});

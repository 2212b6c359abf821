import { describe, expect, it } from 'vitest';
import { declaredPage, rpcData } from './paged-rpc';
import type { RpcRequest } from './paged-rpc';

function request(data: unknown, error: object | null = null): RpcRequest & { aborted: AbortSignal | null } {
  const answer = Promise.resolve(error === null ? { data, error: null } : { data: null, error });
  const r = {
    aborted: null as AbortSignal | null,
    then: answer.then.bind(answer),
    abortSignal(signal: AbortSignal) {
      r.aborted = signal;
      return answer;
    },
  };
  return r;
}

describe('paged RPC reader', () => {
  it('reads a declared page, a null total or rows (which its generated type allows) as none', () => {
    const page = { total: 2, limit: 50, rows: [{ id: 'a' }, { id: 'b' }] };
    expect(declaredPage(page)).toEqual({ total: 2, rows: [{ id: 'a' }, { id: 'b' }] });
    expect(declaredPage<{ id: string }>({ total: null, rows: null })).toEqual({ total: 0, rows: [] });
  });

  it('passes the abort signal on and throws the RPC error', async () => {
    const controller = new AbortController();
    const r = request({ total: 0, rows: [] });
    await rpcData(r, (data) => data, controller.signal);
    expect(r.aborted).toBe(controller.signal);
    const failure = { message: 'Access denied' };
    await expect(rpcData(request(null, failure), (data) => data)).rejects.toBe(failure);
  });
});

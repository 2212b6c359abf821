import { describe, expect, it } from 'vitest';
import { readPaged, readPagedWithTotals, readRecord, rpcData } from './paged-rpc';
import type { Paged, PagedWithTotals, RpcRequest } from './paged-rpc';

type Rows = Paged<{ id: string }>;
type WithTotals = PagedWithTotals<{ id: string }, { balance: string }>;

function request(data: unknown, error: unknown = null): RpcRequest & { aborted: AbortSignal | null } {
  const answer = Promise.resolve({ data, error });
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
  it('reads { total, rows } and { total, totals, rows }, and names what came back wrong', () => {
    expect(readPaged<Rows>({ total: 1, rows: [{ id: 'a' }] }, 'bills list').rows).toEqual([{ id: 'a' }]);
    expect(readPagedWithTotals<WithTotals>({ total: 0, rows: [], totals: { balance: '0.00' } }, 'bills list').totals).toEqual({ balance: '0.00' });
    expect(() => readPagedWithTotals<WithTotals>({ total: 0, rows: [] }, 'bills list')).toThrow('The bills list came back in an unexpected shape.');
    expect(() => readPaged<Rows>({ rows: [] }, 'donors list')).toThrow('The donors list came back in an unexpected shape.');
  });

  it('checks the other objects a page carries (the counts of each state)', () => {
    expect(readPaged<Rows>({ total: 0, rows: [], counts: { all: 0 } }, 'statement lines', ['counts']).total).toBe(0);
    expect(() => readPaged<Rows>({ total: 0, rows: [] }, 'statement lines', ['counts'])).toThrow('The statement lines came back in an unexpected shape.');
    expect(() => readPaged<Rows>({ total: 0, rows: [], counts: [] }, 'ledger lines', ['counts'])).toThrow('The ledger lines came back in an unexpected shape.');
  });

  it('reads a record with its arrays, or null for none', () => {
    expect(readRecord(null, 'bill', ['lines'])).toBeNull();
    expect(readRecord({ id: 'b', lines: [] }, 'bill', ['lines'])).toEqual({ id: 'b', lines: [] });
    expect(() => readRecord({ id: 'b' }, 'bill', ['lines'])).toThrow('The bill came back in an unexpected shape.');
  });

  it('passes the abort signal on and throws the RPC error', async () => {
    const controller = new AbortController();
    const r = request({ total: 0, rows: [] });
    await rpcData(r, (data) => readPaged<Rows>(data, 'list'), controller.signal);
    expect(r.aborted).toBe(controller.signal);
    const failure = { message: 'Access denied' };
    await expect(rpcData(request(null, failure), (data) => data)).rejects.toBe(failure);
  });
});

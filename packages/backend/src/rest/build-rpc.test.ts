// The statement of an RPC call to a scalar function: plain arguments are bound
// directly as typed parameters, anything json_to_record would read differently keeps the general
// statement, and no value ever reaches the SQL text.
import { describe, expect, it } from 'vitest';
import { buildRpc, findFunction } from './build-rpc.ts';
import { SqlParams } from './sql-text.ts';
import { testCatalog } from './test-catalog.ts';
import type { BuildEnv } from './build-read.ts';

const catalog = testCatalog();
const noWindow = { filters: [], order: [], limit: undefined, offset: undefined };

function rpcSql(args: Record<string, unknown>): { sql: string; values: unknown[] } {
  const env: BuildEnv = { catalog, params: new SqlParams(), embedded: new Map(), aliases: { next: 0 }, aggregates: false };
  const fn = findFunction(catalog, 'add', Object.keys(args), false);
  const sql = buildRpc(env, { fn, args, items: [{ type: 'star' }], root: noWindow, count: undefined, format: { kind: 'json', stripNulls: false } });
  return { sql, values: env.params.values };
}

describe('scalar rpc statement', () => {
  it('calls the function directly on plain arguments, each a typed bound parameter', () => {
    const { sql, values } = rpcSql({ a: 1, b: null });
    expect(sql).toBe(`select 1::float8 as page_count, to_json("public"."add"("a" := $1::integer, "b" := $2::integer))::text as body, null::float8 as total`);
    expect(values).toEqual([1, null]);
  });

  it.each([
    ['a string for an integer', `1'); drop table x; --`],
    ['a boolean for an integer', true],
    ['an array', [1, 2]],
    ['an object', { a: 1 }],
  ])('keeps json_to_record for %s, which binding as text could read differently', (_label, value) => {
    const { sql, values } = rpcSql({ a: value });
    expect(sql).toContain('json_to_record($1::json) as "pgrst_args"("a" integer)');
    expect(values).toEqual([JSON.stringify({ a: value })]);
    expect(sql).not.toContain(`'`);
  });
});

// Every RPC that takes the id of a record, called through the Data API by an owner with an id that
// is unknown (or, what the database cannot tell apart, another organization's): the answer is a
// client error (404 as PostgREST gives for a missing row, 403, 400), never a 500. The RPCs are read
// from the catalog, so a new one cannot be forgotten; the other arguments get a plain value of
// their type.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface RpcArgument {
  name: string;
  type: string;
  hasDefault: boolean;
}

interface Rpc {
  name: string;
  args: RpcArgument[];
}

let f: TransactionsFixture;
let rpcs: Rpc[];

function sampleValue(argument: RpcArgument, organizationId: string): unknown {
  if (argument.name === 'p_organization_id') return organizationId;
  switch (argument.type) {
    case 'uuid':
      return randomUUID();
    case 'uuid[]':
      return [randomUUID()];
    case 'date':
      return '2026-03-15';
    case 'timestamp with time zone':
      return '2026-03-15T12:00:00Z';
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
      return 1;
    case 'boolean':
      return false;
    case 'json':
    case 'jsonb':
      return [];
    case 'text[]':
      return ['x'];
    default:
      return 'x';
  }
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  const rows = await f.backend.admin.query<{ name: string; args: RpcArgument[] }>(
    `select p.proname as name,
            coalesce((select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null), 'hasDefault', a.n > p.pronargs - p.pronargdefaults) order by a.n)
                      from unnest(p.proargnames[1:p.pronargs], p.proargtypes::oid[]) with ordinality as a(name, type, n)), '[]') as args
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
       and has_function_privilege('authenticated', p.oid, 'execute')
     order by p.proname`,
  );
  rpcs = rows.filter((rpc) => rpc.args.some((a) => a.type === 'uuid' && a.name !== 'p_organization_id' && !a.hasDefault));
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('RPCs given an unknown id', () => {
  it('answer a client error, never a server error, every RPC that takes an id', async () => {
    expect(rpcs.length).toBeGreaterThan(40);
    const serverErrors: string[] = [];
    const notFound: string[] = [];
    for (const rpc of rpcs) {
      const args = Object.fromEntries(rpc.args.filter((a) => !a.hasDefault).map((a) => [a.name, sampleValue(a, f.orgId)]));
      const { status, error } = await f.owner.rpc(rpc.name, args);
      if (status >= 500) serverErrors.push(`${rpc.name}: ${status} ${error?.code ?? ''} ${error?.message ?? ''}`);
      if (status === 404 && error?.code === 'PT404') notFound.push(rpc.name);
    }
    expect(serverErrors).toEqual([]);
    // The "not found" of a record answers 404, as PostgREST answers a missing row.
    expect(notFound).toEqual(expect.arrayContaining(['get_budget_grid', 'get_fund', 'get_journal_entry', 'payroll_run_register', 'update_account']));
  });

  it('a record of another organization is not found, with the same 404', async () => {
    const fund = await f.backend.admin.query<{ id: string }>('select id from public.funds where organization_id = $1 limit 1', [f.outsiderOrgId]);
    const { status, error } = await f.owner.rpc('get_fund', { p_fund_id: fund[0]?.id });
    expect({ status, code: error?.code, message: error?.message }).toEqual({ status: 404, code: 'PT404', message: 'Fund not found' });
  });
});

describe('internal functions', () => {
  it('no function outside public is executable by anon or authenticated, and anon executes none at all', async () => {
    const rows = await f.backend.admin.query<{ name: string }>(
      `select p.oid::regprocedure::text as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private', 'billing')
         and ((n.nspname <> 'public' and (has_function_privilege('authenticated', p.oid, 'execute') or has_function_privilege('anon', p.oid, 'execute')))
              or (n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')))
       order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([]);
  });

  it('the overdue notifiers are jobs of the service role, not RPCs a member may call', async () => {
    for (const name of ['notify_overdue_documents', 'notify_overdue_tasks', 'run_overdue_notifications']) {
      const rows = await f.backend.admin.query<{ member: boolean; service: boolean }>(
        `select has_function_privilege('authenticated', p.oid, 'execute') as member, has_function_privilege('service_role', p.oid, 'execute') as service
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = $1`, [name]);
      expect(rows, name).toEqual([{ member: false, service: true }]);
    }
    const { error } = await f.viewer.rpc('notify_overdue_documents', { p_organization_id: f.orgId });
    expect(error?.code).toBe('42501');
  });
});

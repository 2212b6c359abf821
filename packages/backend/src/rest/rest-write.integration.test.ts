// Writes, RPC and Row Level Security through the real supabase-js client against the real backend:
// insert (single, bulk, columns), upsert, update, delete, return modes, rpc and error shapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestTestEnv } from './rest-test-fixture.ts';
import type { RestTestEnv } from './rest-test-fixture.ts';

let env: RestTestEnv;

beforeAll(async () => {
  env = await startRestTestEnv();
});

afterAll(async () => {
  await env?.stop();
});

async function customerNames(): Promise<string[]> {
  const rows = await env.backend.admin.query<{ name: string }>('select name from public.rest_customers order by id');
  return rows.map((row) => row.name);
}

describe('insert', () => {
  it('inserts one row and returns it with select() (201)', async () => {
    const { data, error, status } = await env.anon.from('rest_customers').insert({ name: 'Delta', email: 'delta@example.org' }).select('id, name').single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ id: 101, name: 'Delta' });
  });

  it('inserts several rows, missing keys becoming null, with embedded resources in the representation', async () => {
    const { data, error } = await env.anon
      .from('rest_invoices')
      .insert([{ customer_id: 1, total: 5, status: 'draft' }, { customer_id: 2, total: 6 }])
      .select('total, status, customer:rest_customers(name)');
    expect(error).toBeNull();
    expect(data).toEqual([
      { total: 5, status: 'draft', customer: { name: 'Acme' } },
      { total: 6, status: null, customer: { name: 'Bolt' } },
    ]);
  });

  it('inserts with return=minimal: 201, no body, and the count when asked', async () => {
    const { data, error, status, count } = await env.anon.from('rest_projects').insert([{ id: 10, name: 'A' }, { id: 11, name: 'B' }], { count: 'exact' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(count).toBe(2);
  });

  it('inserts nothing for an empty array', async () => {
    const { data, error, status } = await env.anon.from('rest_projects').insert([]).select();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([]);
    const [row] = await env.backend.admin.query<{ n: string }>('select count(*) as n from public.rest_projects');
    expect(Number(row?.n)).toBe(4);
  });

  it('answers return=headers-only with a Location header', async () => {
    const res = await env.fetchRest('rest_projects', { method: 'POST', body: JSON.stringify({ id: 12, name: 'C' }), headers: { 'content-type': 'application/json', prefer: 'return=headers-only' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/rest_projects?id=eq.12');
    expect(await res.text()).toBe('');
  });

  it('writes only the columns named by columns=', async () => {
    const res = await env.fetchRest('rest_projects?columns=id,name', {
      method: 'POST',
      body: JSON.stringify([{ id: 13, name: 'D', ignored: true }]),
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ id: 13, name: 'D' }]);
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key, or on the on_conflict columns', async () => {
    const merged = await env.anon.from('rest_projects').upsert({ id: 1, name: 'Well (renamed)' }).select();
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ id: 1, name: 'Well (renamed)' }]);
    const byEmail = await env.anon.from('rest_customers').upsert({ name: 'Bolt Ltd', email: 'bolt@example.org' }, { onConflict: 'email' }).select('id, name');
    expect(byEmail.data).toEqual([{ id: 2, name: 'Bolt Ltd' }]);
  });

  it('ignores duplicates with ignoreDuplicates', async () => {
    const { data, error } = await env.anon.from('rest_projects').upsert([{ id: 2, name: 'ignored' }, { id: 20, name: 'new' }], { ignoreDuplicates: true }).select();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 20, name: 'new' }]);
    const [school] = await env.backend.admin.query<{ name: string }>('select name from public.rest_projects where id = 2');
    expect(school?.name).toBe('School');
  });
});

describe('update and delete', () => {
  it('updates only the filtered rows: 204 by default, 200 with the rows when selected', async () => {
    const minimal = await env.anon.from('rest_invoices').update({ status: 'sent' }).eq('status', 'draft');
    expect(minimal.status).toBe(204);
    const { data, status } = await env.anon.from('rest_invoices').update({ body: 'updated', tags: ['x', 'y'] }).in('id', [3, 4]).select('id, body, tags').order('id');
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 3, body: 'updated', tags: ['x', 'y'] },
      { id: 4, body: 'updated', tags: ['x', 'y'] },
    ]);
    const rows = await env.backend.admin.query<{ id: string }>("select id from public.rest_invoices where body = 'updated' order by id");
    expect(rows.map((row) => Number(row.id))).toEqual([3, 4]);
  });

  it('rolls back an update that single() refuses', async () => {
    const { error, status } = await env.anon.from('rest_invoices').update({ body: 'all' }).gt('id', 0).select('id').single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const [count] = await env.backend.admin.query<{ n: string }>("select count(*) as n from public.rest_invoices where body = 'all'");
    expect(Number(count?.n)).toBe(0);
  });

  it('deletes the filtered rows and can return them', async () => {
    const { data, status } = await env.anon.from('rest_projects').delete().gte('id', 10).lt('id', 13).select('id').order('id');
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 10 }, { id: 11 }, { id: 12 }]);
    const gone = await env.anon.from('rest_projects').delete().eq('id', 13);
    expect(gone.status).toBe(204);
    const left = await env.backend.admin.query<{ id: number }>('select id from public.rest_projects where id between 10 and 13');
    expect(left).toEqual([]);
  });
});

describe('write errors', () => {
  it('answers 23505 (409) for a duplicate key with Postgres detail', async () => {
    const { error, status } = await env.anon.from('rest_customers').insert({ name: 'Dup', email: 'acme@example.org' });
    expect(status).toBe(409);
    expect(error).toEqual({
      code: '23505',
      details: 'Key (email)=(acme@example.org) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "rest_customers_email_key"',
    });
  });

  it('answers 23503 (409) for a missing referenced row and 23502 (400) for a missing required value', async () => {
    const fk = await env.anon.from('rest_lines').insert({ invoice_id: 999, qty: 1 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const notNull = await env.anon.from('rest_customers').insert({ email: 'x@example.org' });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    expect(await customerNames()).not.toContain(null);
  });

  it('answers PGRST204 (400) for a payload column the table does not have', async () => {
    const { error, status } = await env.anon.from('rest_customers').insert({ name: 'X', nickname: 'x' });
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'PGRST204', details: null, hint: null, message: "Could not find the 'nickname' column of 'rest_customers' in the schema cache" });
  });

  it('answers PGRST102 (400) for a body that is not JSON, and 22P02 for a value of the wrong type', async () => {
    const res = await env.fetchRest('rest_projects', { method: 'POST', body: '{"id": 1,', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST102');
    const typed = await env.anon.from('rest_projects').insert({ id: 'abc', name: 'x' });
    expect(typed.status).toBe(400);
    expect(typed.error?.code).toBe('22P02');
  });
});

describe('row level security', () => {
  it('lets each user see and change only their own rows', async () => {
    const mine = await env.alice.from('rest_notes').insert({ body: 'alice note', project_id: 1 }).select('body, owner').single();
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual({ body: 'alice note', owner: env.aliceId });
    expect((await env.bob.from('rest_notes').insert({ body: 'bob note' })).error).toBeNull();

    expect((await env.alice.from('rest_notes').select('body')).data).toEqual([{ body: 'alice note' }]);
    expect((await env.bob.from('rest_notes').select('body')).data).toEqual([{ body: 'bob note' }]);
    expect((await env.anon.from('rest_notes').select('body')).data).toEqual([]);

    const stolen = await env.bob.from('rest_notes').update({ body: 'hacked' }).eq('body', 'alice note').select();
    expect(stolen.data).toEqual([]);
    const removed = await env.bob.from('rest_notes').delete().eq('body', 'alice note').select();
    expect(removed.data).toEqual([]);
    const rows = await env.backend.admin.query<{ body: string }>('select body from public.rest_notes order by id');
    expect(rows.map((row) => row.body)).toEqual(['alice note', 'bob note']);
  });

  it('applies RLS to embedded rows as well', async () => {
    const alice = await env.alice.from('rest_projects').select('id, rest_notes(body)').eq('id', 1).single();
    expect(alice.data).toEqual({ id: 1, rest_notes: [{ body: 'alice note' }] });
    const bob = await env.bob.from('rest_projects').select('id, rest_notes(body)').eq('id', 1).single();
    expect(bob.data).toEqual({ id: 1, rest_notes: [] });
  });

  it('answers 42501 for a row the policy refuses: 401 for anon, 403 for a signed-in user', async () => {
    const anon = await env.anon.from('rest_notes').insert({ body: 'anon', owner: env.aliceId });
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "rest_notes"' });
    const forged = await env.bob.from('rest_notes').insert({ body: 'as alice', owner: env.aliceId });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
  });

  it('lets service_role bypass RLS', async () => {
    const { data } = await env.service.from('rest_notes').select('body').order('id');
    expect(data).toEqual([{ body: 'alice note' }, { body: 'bob note' }]);
  });
});

describe('rpc', () => {
  it('calls a scalar function with named JSON arguments, defaults filled in', async () => {
    expect(await env.anon.rpc('rest_add', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect((await env.anon.rpc('rest_add', { a: 2 })).data).toBe(12);
    expect((await env.anon.rpc('rest_add', { a: 1, b: 1 }, { get: true })).data).toBe(2);
  });

  it('returns rows of a set-returning function, which select, filters, order and count apply to', async () => {
    const { data, error } = await env.anon.rpc('rest_open_invoices').select('id, total, customer:rest_customers(name)').gt('total', 20);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 4, total: 45.25, customer: { name: 'Bolt Ltd' } }]);
    const counted = await env.anon.rpc('rest_status_counts', {}, { count: 'exact' }).order('status').limit(2);
    expect(counted.count).toBeGreaterThanOrEqual(3);
    expect(counted.data).toHaveLength(2);
    expect((await env.anon.rpc('rest_numbers', { n: 3 })).data).toEqual([1, 2, 3]);
  });

  it('returns an object for a function returning one row, and JSON as is', async () => {
    expect((await env.anon.rpc('rest_first_customer')).data).toMatchObject({ id: 1, name: 'Acme' });
    expect((await env.anon.rpc('rest_echo', { payload: { a: [1, { b: null }] } })).data).toEqual({ a: [1, { b: null }] });
  });

  it('answers a function returning one composite as one object, nested composites and arrays of them as JSON, keys in declared order', async () => {
    const page = await env.anon.rpc('rest_page_of');
    expect(page.error).toBeNull();
    expect(page.data).toEqual({
      total: 3,
      totals: { amount: 10.5, label: 'sum' },
      limit: 2,
      rows: [{ id: 2, note: 'item 2', due: '2024-01-03' }, { id: 1, note: 'item 1', due: '2024-01-02' }],
    });
    expect(JSON.stringify(page.data)).toBe('{"total":3,"totals":{"amount":10.5,"label":"sum"},"limit":2,"rows":[{"id":2,"note":"item 2","due":"2024-01-03"},{"id":1,"note":"item 1","due":"2024-01-02"}]}');
    expect((await env.anon.rpc('rest_page_of', { p_limit: 0 })).data).toMatchObject({ rows: [] });
    expect((await env.anon.rpc('rest_page_of').select('total, rows')).data).toEqual({ total: 3, rows: [{ id: 2, note: 'item 2', due: '2024-01-03' }, { id: 1, note: 'item 1', due: '2024-01-02' }] });
  });

  it('answers a null composite as an object of nulls, as PostgREST does, and a set of composites as an array (maybeSingle: one or null)', async () => {
    expect((await env.anon.rpc('rest_no_page')).data).toEqual({ total: null, totals: null, limit: null, rows: null });
    expect((await env.anon.rpc('rest_items_upto', { p_n: 2 })).data).toEqual([{ id: 1, note: 'item 1', due: '2024-01-02' }, { id: 2, note: 'item 2', due: '2024-01-03' }]);
    expect(await env.anon.rpc('rest_items_upto', { p_n: 1 }).maybeSingle()).toMatchObject({ data: { id: 1, note: 'item 1', due: '2024-01-02' }, error: null, status: 200 });
    expect(await env.anon.rpc('rest_items_upto', { p_n: 0 }).maybeSingle()).toMatchObject({ data: null, error: null, status: 200 });
  });

  it('runs a void function in a transaction and answers 204', async () => {
    const { status, error } = await env.anon.rpc('rest_touch', { p_id: 1 });
    expect(error).toBeNull();
    expect(status).toBe(204);
    const [row] = await env.backend.admin.query<{ body: string }>('select body from public.rest_invoices where id = 1');
    expect(row?.body).toBe('touched');
  });

  it('runs as the caller: auth.uid() is the signed-in user', async () => {
    expect((await env.alice.rpc('rest_whoami')).data).toBe(env.aliceId);
    expect((await env.anon.rpc('rest_whoami')).data).toBe('anon');
  });

  it('refuses a write in a GET call (read-only transaction, 405)', async () => {
    const { status, error } = await env.anon.rpc('rest_touch', { p_id: 2 }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
  });

  it('passes a raised exception through as P0001 (400) and an unknown function as PGRST202 (404)', async () => {
    const failed = await env.anon.rpc('rest_fail');
    expect(failed.status).toBe(400);
    expect(failed.error).toEqual({ code: 'P0001', details: null, hint: null, message: 'Access denied' });
    const unknown = await env.anon.rpc('rest_add', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    expect(unknown.error?.message).toBe('Could not find the function public.rest_add(x) in the schema cache');
  });
});

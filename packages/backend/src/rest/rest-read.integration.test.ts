// Reads through the real supabase-js client against the real backend and Postgres: column lists,
// aliases, JSON paths, every filter operator, order, range, count, embedding and single objects.
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

async function ids(query: PromiseLike<{ data: Array<{ id: number }> | null; error: unknown }>): Promise<number[]> {
  const { data, error } = await query;
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.id);
}

describe('select', () => {
  it('returns the columns asked for, with aliases, casts and JSON paths', async () => {
    const { data, error, status } = await env.anon
      .from('rest_customers')
      .select('id, label:name, tier:meta->>tier, city:meta->address->>city, id_text:id::text')
      .order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 1, label: 'Acme', tier: 'gold', city: 'Oslo', id_text: '1' },
      { id: 2, label: 'Bolt', tier: 'silver', city: 'Lima', id_text: '2' },
      { id: 3, label: 'Cirrus', tier: null, city: null, id_text: '3' },
    ]);
  });

  it('returns every column for *, with numeric, array, json and date values as PostgREST renders them', async () => {
    const { data } = await env.anon.from('rest_invoices').select('*').eq('id', 1).single();
    expect(data).toEqual({
      id: 1,
      customer_id: 1,
      total: 10.5,
      status: 'open',
      tags: ['urgent', 'q1'],
      data: { k: { n: 1 } },
      issued: '2024-01-02',
      body: 'the quick brown fox',
    });
  });
});

describe('filters', () => {
  const invoices = () => env.anon.from('rest_invoices').select('id').order('id');

  it.each([
    ['eq', () => invoices().eq('status', 'open'), [1, 4]],
    ['neq', () => invoices().neq('status', 'open'), [2]],
    ['gt', () => invoices().gt('total', 20), [3, 4]],
    ['gte', () => invoices().gte('total', 20), [2, 3, 4]],
    ['lt', () => invoices().lt('total', 20), [1]],
    ['lte', () => invoices().lte('total', 20), [1, 2]],
    ['like with * wildcards', () => invoices().like('body', '*dogs*'), [2, 3]],
    ['ilike', () => invoices().ilike('body', 'THE*'), [1]],
    ['is null', () => invoices().is('status', null), [3]],
    ['in', () => invoices().in('id', [1, 3, 99]), [1, 3]],
    ['in with quoted values', () => invoices().in('status', ['open', 'a,b (c)']), [1, 4]],
    ['not.eq', () => invoices().not('status', 'eq', 'open'), [2]],
    ['not.is null', () => invoices().not('status', 'is', null), [1, 2, 4]],
    ['not.in', () => invoices().not('id', 'in', '(1,2)'), [3, 4]],
    ['or', () => invoices().or('status.eq.paid,total.gt.40'), [2, 4]],
    ['or with nested and', () => invoices().or('status.eq.paid,and(total.gt.25,status.is.null)'), [2, 3]],
    ['several filters together', () => invoices().or('id.gt.1').not('status', 'is', null), [2, 4]],
    ['match', () => invoices().match({ status: 'open', customer_id: 2 }), [4]],
    ['regex match', () => invoices().filter('body', 'match', '^(the|lazy)'), [1, 2]],
    ['case-insensitive regex match', () => invoices().filter('body', 'imatch', '^THE'), [1]],
    ['is distinct from', () => invoices().filter('status', 'isdistinct', 'open'), [2, 3]],
    ['is null on an array column, with not.is.null', () => invoices().is('tags', null).not('id', 'is', null), [3]],
    ['like any of several patterns', () => invoices().likeAnyOf('body', ['*fox', 'lazy*']), [1, 2]],
    ['ilike all of several patterns', () => invoices().ilikeAllOf('body', ['*FOX*', '*DOGS*']), [3]],
    ['web search', () => invoices().textSearch('body', 'dogs -lazy', { type: 'websearch', config: 'english' }), [3]],
    ['contains (array)', () => invoices().contains('tags', ['q1']), [1, 2]],
    ['contained by (array)', () => invoices().containedBy('tags', ['q1', 'q2', 'urgent']), [1, 2, 4]],
    ['overlaps (array)', () => invoices().overlaps('tags', ['q2', 'urgent']), [1, 4]],
    ['contains (jsonb)', () => invoices().contains('data', { k: { n: 2 } }), [2]],
    ['JSON path', () => invoices().eq('data->k->>n', '4'), [4]],
    ['full-text search', () => invoices().textSearch('body', 'fox', { type: 'plain', config: 'english' }), [1, 3]],
    ['date range', () => invoices().gte('issued', '2024-02-01').lt('issued', '2024-05-01'), [2, 4]],
  ])('%s', async (_label, query, expected) => {
    expect(await ids(query() as unknown as PromiseLike<{ data: Array<{ id: number }> | null; error: unknown }>)).toEqual(expected);
  });

  it('applies and=(...) and not.or=(...) logic trees', async () => {
    const both = await env.fetchRest('rest_invoices?select=id&and=(total.gt.15,not.or(status.eq.paid,status.is.null))&order=id');
    expect(await both.json()).toEqual([{ id: 4 }]);
  });
});

describe('order, range and count', () => {
  it('orders by several columns with nulls first or last', async () => {
    const { data } = await env.anon.from('rest_invoices').select('id,status').order('status', { ascending: false, nullsFirst: true }).order('id', { ascending: false });
    expect(data?.map((row) => row.id)).toEqual([3, 2, 4, 1]);
    const last = await env.anon.from('rest_invoices').select('id').order('status', { nullsFirst: false }).order('id');
    expect(last.data?.map((row) => row.id)).toEqual([1, 4, 2, 3]);
  });

  it('pages with range and reports the exact count in Content-Range, 206 for a partial page', async () => {
    const page = await env.anon.from('rest_invoices').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }]);
    expect(page.count).toBe(4);
    expect(page.status).toBe(206);
    const all = await env.anon.from('rest_invoices').select('id', { count: 'exact' });
    expect(all.count).toBe(4);
    expect(all.status).toBe(200);
    const raw = await env.fetchRest('rest_invoices?select=id&order=id&limit=2', { headers: { prefer: 'count=exact' } });
    expect(raw.headers.get('content-range')).toBe('0-1/4');
  });

  it('answers an empty result with */0 and a head request with only the count', async () => {
    const none = await env.fetchRest('rest_invoices?id=eq.999', { headers: { prefer: 'count=exact' } });
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/0');
    expect(await none.json()).toEqual([]);
    const head = await env.anon.from('rest_invoices').select('*', { count: 'exact', head: true }).eq('status', 'open');
    expect(head.count).toBe(2);
    expect(head.data).toBeNull();
  });

  it('honours the Range header and refuses an offset past the end with 416', async () => {
    const ranged = await env.fetchRest('rest_invoices?select=id&order=id', { headers: { range: '2-3', 'range-unit': 'items' } });
    expect(await ranged.json()).toEqual([{ id: 3 }, { id: 4 }]);
    expect(ranged.headers.get('content-range')).toBe('2-3/*');
    const past = await env.anon.from('rest_invoices').select('id', { count: 'exact' }).range(10, 12);
    expect(past.status).toBe(416);
    expect(past.error?.code).toBe('PGRST103');
  });
});

describe('embedding', () => {
  it('embeds many-to-one as an object and one-to-many as an array', async () => {
    const { data, error } = await env.anon
      .from('rest_invoices')
      .select('id, customer:rest_customers(name), items:rest_lines(qty, description)')
      .in('id', [1, 3])
      .order('id')
      .order('qty', { referencedTable: 'items', ascending: false })
      .limit(5, { referencedTable: 'rest_lines' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, customer: { name: 'Acme' }, items: [{ qty: 3, description: 'gadget' }, { qty: 2, description: 'widget' }] },
      { id: 3, customer: { name: 'Bolt' }, items: [] },
    ]);
  });

  it('embeds by foreign key column and constraint name, and one-to-one as an object', async () => {
    const byColumn = await env.anon.from('rest_invoices').select('id, customer_id(name)').eq('id', 4).single();
    expect(byColumn.data).toEqual({ id: 4, customer_id: { name: 'Bolt' } });
    const byHint = await env.anon.from('rest_invoices').select('id, c:rest_customers!rest_invoices_customer_id_fkey(id)').eq('id', 4).single();
    expect(byHint.data).toEqual({ id: 4, c: { id: 2 } });
    const profile = await env.anon.from('rest_customers').select('name, rest_profiles(bio)').order('id').limit(2);
    expect(profile.data).toEqual([
      { name: 'Acme', rest_profiles: { bio: 'Makes everything' } },
      { name: 'Bolt', rest_profiles: null },
    ]);
  });

  it('filters, orders and limits embedded rows without dropping parents, and drops parents with !inner', async () => {
    const filtered = await env.anon.from('rest_invoices').select('id, rest_lines(qty)').in('id', [1, 2]).gt('rest_lines.qty', 1).limit(1, { referencedTable: 'rest_lines' }).order('id');
    expect(filtered.data).toEqual([
      { id: 1, rest_lines: [{ qty: 2 }] },
      { id: 2, rest_lines: [] },
    ]);
    const inner = await env.anon.from('rest_invoices').select('id, rest_customers!inner(name)').eq('rest_customers.name', 'Bolt').order('id');
    expect(inner.data).toEqual([
      { id: 3, rest_customers: { name: 'Bolt' } },
      { id: 4, rest_customers: { name: 'Bolt' } },
    ]);
  });

  it('embeds a self-referencing table: parent by FK column, children by table and hint, ambiguous otherwise', async () => {
    await env.backend.admin.query(`
      create table public.rest_accounts (id int primary key, name text not null, parent_id int references public.rest_accounts(id));
      insert into public.rest_accounts values (1, 'Assets', null), (2, 'Cash', 1), (3, 'Bank', 1);
    `);
    const parent = await env.anon.from('rest_accounts').select('name, parent_id(name)').eq('id', 2).single();
    expect(parent.data).toEqual({ name: 'Cash', parent_id: { name: 'Assets' } });
    const children = await env.anon.from('rest_accounts').select('name, children:rest_accounts!parent_id(name)').eq('id', 1).order('name', { referencedTable: 'children' }).single();
    expect(children.data).toEqual({ name: 'Assets', children: [{ name: 'Bank' }, { name: 'Cash' }] });
    const ambiguous = await env.anon.from('rest_accounts').select('name, rest_accounts(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
  });

  it('counts embedded rows with rel(count), as Supabase documents', async () => {
    const { data, error } = await env.anon.from('rest_invoices').select('id, rest_lines(count)').in('id', [1, 3]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, rest_lines: [{ count: 2 }] },
      { id: 3, rest_lines: [{ count: 0 }] },
    ]);
  });

  it('answers PGRST200 for an unknown relationship', async () => {
    const { error, status } = await env.anon.from('rest_customers').select('*, rest_projects(*)');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST200', message: "Could not find a relationship between 'rest_customers' and 'rest_projects' in the schema cache" });
  });
});

describe('single objects', () => {
  it('returns one object for single() and PGRST116 (406) otherwise', async () => {
    const one = await env.anon.from('rest_customers').select('name').eq('id', 2).single();
    expect(one.data).toEqual({ name: 'Bolt' });
    const many = await env.anon.from('rest_customers').select('name').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows', message: 'Cannot coerce the result to a single JSON object' });
    const none = await env.anon.from('rest_customers').select('name').eq('id', 99).single();
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
  });

  it('returns null or the row for maybeSingle()', async () => {
    expect((await env.anon.from('rest_customers').select('name').eq('id', 99).maybeSingle()).data).toBeNull();
    expect((await env.anon.from('rest_customers').select('name').eq('id', 3).maybeSingle()).data).toEqual({ name: 'Cirrus' });
    expect((await env.anon.from('rest_customers').select('name').maybeSingle()).error?.code).toBe('PGRST116');
  });

  it('renders CSV for Accept: text/csv', async () => {
    const { data } = await env.anon.from('rest_customers').select('id,name,email').order('id').csv();
    expect(data).toBe('id,name,email\n1,Acme,acme@example.org\n2,Bolt,bolt@example.org\n3,Cirrus,');
  });
});

describe('read errors', () => {
  it('answers PGRST205 (404) for an unknown table and 42703 (400) for an unknown column', async () => {
    const table = await env.anon.from('rest_nope').select('*');
    expect(table.status).toBe(404);
    // PostgREST 13 names the closest table of the schema (fuzzyset's minimum score is 0.33).
    expect(table.error).toEqual({ code: 'PGRST205', details: null, hint: "Perhaps you meant the table 'public.rest_notes'", message: "Could not find the table 'public.rest_nope' in the schema cache" });
    const column = await env.anon.from('rest_customers').select('id, nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703', message: 'column rest_customers.nope does not exist' });
  });

  it('answers PGRST100 (400) for a filter it cannot parse, and runs nothing', async () => {
    const { error, status } = await env.anon.from('rest_invoices').select('id').or('status.eq.open,and(total.gt.1');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
    const sql = await env.fetchRest(`rest_invoices?id=eq.1;drop%20table%20rest_lines`);
    expect(sql.status).toBe(400);
    expect((await sql.json()).code).toBe('22P02');
    const [lines] = await env.backend.admin.query<{ count: string }>('select count(*) from public.rest_lines');
    expect(Number(lines?.count)).toBeGreaterThan(0);
  });

  it('answers 22P02 (400) for a value of the wrong type', async () => {
    const { error, status } = await env.anon.from('rest_invoices').select('id').eq('id', 'abc');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type bigint: "abc"' });
  });

  it('answers 42501 for a table the role may not read: 401 for anon, 403 for a signed-in user', async () => {
    const anon = await env.anon.from('rest_secrets').select('*');
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table rest_secrets' });
    const alice = await env.alice.from('rest_secrets').select('*');
    expect(alice.status).toBe(403);
    expect(alice.error?.code).toBe('42501');
    expect((await env.service.from('rest_secrets').select('*')).error).toBeNull();
  });

  it('answers PGRST106 (406) for a schema that is not exposed', async () => {
    const { error, status } = await env.anon.schema('auth').from('users').select('*');
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST106');
  });

  it('answers PGRST301 (401) for a token with a bad signature', async () => {
    const forged = await env.fetchRest('rest_customers', { token: `${env.backend.anonKey.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
    expect((await forged.json()).code).toBe('PGRST301');
  });

  it('sees a table created after start-up', async () => {
    await env.backend.admin.query('create table public.rest_late (id int primary key); insert into public.rest_late values (7)');
    const { data, error } = await env.anon.from('rest_late').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 7 }]);
  });
});

// PostgREST 13 conformance: each test states one documented PostgREST behaviour, in PostgREST's
// terms, and checks it through the real supabase-js client (or a raw request where the client hides
// the header) against the suite's own fixture schema (fixture.sql).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConformanceEnv } from './conformance-env.ts';
import type { ConformanceEnv } from './conformance-env.ts';

let env: ConformanceEnv;

beforeAll(async () => {
  env = await startConformanceEnv();
});

afterAll(async () => {
  await env?.stop();
});

const json = { 'content-type': 'application/json' };

describe('range operators', () => {
  it('nxr keeps ranges that do not extend to the right of the value (&<)', async () => {
    const { data, error } = await env.db.from('bookings').select('id').rangeLte('during', '[2,9)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }]);
  });

  it('nxl keeps ranges that do not extend to the left of the value (&>)', async () => {
    const { data, error } = await env.db.from('bookings').select('id').rangeGte('during', '[2,9)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2 }, { id: 3 }]);
  });
});

describe('Prefer: handling and max-affected', () => {
  it('a PATCH over more rows than max-affected with handling=strict fails with PGRST124 and changes nothing', async () => {
    const { error, status } = await env.db.from('posts').update({ stars: 9 }).in('id', [1, 2, 3]).maxAffected(2);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 3 rows', hint: null });
    const rows = await env.backend.admin.query<{ n: string }>('select count(*) as n from public.posts where stars = 9');
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('a DELETE within max-affected succeeds', async () => {
    await env.backend.admin.query(`insert into public.settings (key, value) values ('tmp1', 'x'), ('tmp2', 'y')`);
    const { error, status } = await env.db.from('settings').delete().like('key', 'tmp*').maxAffected(2);
    expect(error).toBeNull();
    expect(status).toBe(204);
  });

  it('max-affected is ignored without handling=strict', async () => {
    const res = await env.rest('posts?id=in.(1,2)', { method: 'PATCH', headers: { ...json, prefer: 'max-affected=1' }, body: JSON.stringify({ stars: 1 }) });
    expect(res.status).toBe(204);
    await env.backend.admin.query(`update public.posts set stars = case id when 1 then 5 else 1 end where id in (1, 2)`);
  });

  it('an rpc returning more rows than max-affected fails with PGRST124 and is rolled back', async () => {
    const { error } = await env.db.rpc('archive_drafts').maxAffected(1);
    expect(error).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
    const rows = await env.backend.admin.query(`select id from public.posts where status = 'archived'`);
    expect(rows).toEqual([]);
  });

  it('max-affected on an rpc that does not return SETOF or TABLE fails with PGRST128', async () => {
    const { error, status } = await env.db.rpc('touch_all').maxAffected(1);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST128', message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict' });
  });

  it('handling=strict refuses preferences it cannot honour with PGRST122', async () => {
    const res = await env.rest('authors', { headers: { prefer: 'handling=strict, foo, tx=rollback' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'PGRST122', message: 'Invalid preferences given with handling=strict', details: 'Invalid preferences: foo, tx=rollback', hint: null });
  });

  it('handling=lenient ignores them', async () => {
    const res = await env.rest('authors?select=id&limit=1', { headers: { prefer: 'handling=lenient, foo' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('preference-applied')).toBe('handling=lenient');
  });
});

describe('Prefer: missing=default', () => {
  it('a bulk insert fills the keys a row leaves out with the column defaults', async () => {
    const { data, error } = await env.db
      .from('authors')
      .insert([{ name: 'Dana' }, { name: 'Eve', country: 'SE' }], { defaultToNull: false })
      .select('id, name, country');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 101, name: 'Dana', country: 'NO' },
      { id: 102, name: 'Eve', country: 'SE' },
    ]);
  });

  it('without it, a key a row leaves out is NULL', async () => {
    const { error } = await env.db.from('authors').insert([{ name: 'Finn' }, { name: 'Gus', country: 'SE' }]);
    expect(error).toMatchObject({ code: '23502' });
  });
});

describe('upsert status', () => {
  it('an upsert that only updates rows answers 200', async () => {
    const { error, status } = await env.db.from('settings').upsert([{ key: 'theme', value: 'light' }]);
    expect(error).toBeNull();
    expect(status).toBe(200);
  });

  it('an upsert that inserts a row answers 201', async () => {
    const { data, error, status } = await env.db
      .from('settings')
      .upsert([{ key: 'theme', value: 'dark' }, { key: 'tz', value: 'UTC' }])
      .select('key, value, version')
      .order('key');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { key: 'theme', value: 'dark', version: 1 },
      { key: 'tz', value: 'UTC', version: 1 },
    ]);
  });

  it('an upsert ignoring duplicates answers 201', async () => {
    const { error, status } = await env.db.from('settings').upsert([{ key: 'theme', value: 'x' }], { ignoreDuplicates: true });
    expect(error).toBeNull();
    expect(status).toBe(201);
  });
});

describe('ambiguous embedding', () => {
  it('PGRST201 lists each relationship as {cardinality, embedding, relationship} in details', async () => {
    const { error, status } = await env.db.from('posts').select('id, authors(name)');
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'posts' and 'authors'",
      details: [
        { cardinality: 'many-to-one', embedding: 'posts with authors', relationship: 'posts_author_id_fkey using posts(author_id) and authors(id)' },
        { cardinality: 'many-to-one', embedding: 'posts with authors', relationship: 'posts_editor_id_fkey using posts(editor_id) and authors(id)' },
      ],
      hint: "Try changing 'authors' to one of the following: 'authors!posts_author_id_fkey', 'authors!posts_editor_id_fkey'. Find the desired relationship in the 'details' key.",
    });
  });
});

describe('counting', () => {
  it('count=exact counts every matching row and answers 206 for a partial page', async () => {
    const { count, status } = await env.db.from('posts').select('id', { count: 'exact' }).limit(2);
    expect(count).toBe(4);
    expect(status).toBe(206);
  });

  it("count=planned answers the planner's row estimate", async () => {
    await env.backend.admin.query('insert into public.comments (post_id, body) select 3, g::text from generate_series(1, 500) g; analyze public.comments');
    const [plan] = await env.backend.admin.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>('explain (format json) select 1 from public.comments');
    const estimate = plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'];
    const { count, status } = await env.db.from('comments').select('id', { count: 'planned' }).limit(10);
    expect(count).toBe(estimate);
    expect(status).toBe(206);
  });

  it('count=planned answers the estimate of the filtered rows, not of the table', async () => {
    const { count } = await env.db.from('comments').select('id', { count: 'planned', head: true }).eq('post_id', 1);
    expect(count).toBeLessThan(100);
  });

  it('count=estimated is exact when no db-max-rows is set', async () => {
    const { count } = await env.db.from('posts').select('id', { count: 'estimated' }).limit(1);
    expect(count).toBe(4);
  });

  it('an rpc returning a scalar counts as one row', async () => {
    const res = await env.rest('rpc/author_count', { method: 'POST', headers: { ...json, prefer: 'count=exact' }, body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-0/1');
    const { data, count } = await env.db.rpc('author_count', {}, { count: 'exact' });
    expect(count).toBe(1);
    expect(typeof data).toBe('number');
  });

  it('count=planned on an rpc returning SETOF estimates from the function', async () => {
    const { count, error } = await env.db.rpc('posts_of', { p_author: 1 }, { count: 'planned' }).limit(1);
    expect(error).toBeNull();
    expect(typeof count).toBe('number');
  });
});

describe('db-max-rows', () => {
  let capped: ConformanceEnv;

  beforeAll(async () => {
    capped = await startConformanceEnv({ dataApi: { maxRows: 2 } });
  });

  afterAll(async () => {
    await capped?.stop();
  });

  it('a read answers at most db-max-rows rows', async () => {
    const { data, count, status } = await capped.db.from('posts').select('id', { count: 'exact' }).order('id');
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(count).toBe(4);
    expect(status).toBe(206);
  });

  it('count=estimated above db-max-rows takes the larger of the exact count and the estimate', async () => {
    const [plan] = await capped.backend.admin.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>('explain (format json) select 1 from public.posts');
    const estimate = plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
    const { count } = await capped.db.from('posts').select('id', { count: 'estimated' });
    expect(count).toBe(Math.max(4, estimate));
  });

  it('count=estimated at or below db-max-rows is exact', async () => {
    const { count } = await capped.db.from('posts').select('id', { count: 'estimated' }).eq('author_id', 1);
    expect(count).toBe(2);
  });
});

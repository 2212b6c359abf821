// PostgREST 13 conformance: each test states one documented PostgREST behaviour, in PostgREST's
// terms, and checks it through the real supabase-js client (or a raw request where the client hides
// the header) against the suite's own fixture schema (fixture.sql).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConformanceEnv } from './conformance-env.ts';
import type { ConformanceEnv } from './conformance-env.ts';

let env: ConformanceEnv;

beforeAll(async () => {
  env = await startConformanceEnv({ dataApi: { maxRows: undefined, schemas: ['public', 'archive'], aggregatesEnabled: true, txEnd: 'commit', planEnabled: true } });
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

describe('spread embedding', () => {
  it('a to-one spread puts the embedded columns in the parent row', async () => {
    const { data, error } = await env.db.from('posts').select('title, ...authors!posts_author_id_fkey(author:name, country)').eq('id', 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Unix', author: 'Brian', country: 'US' }]);
  });

  it('a to-one spread without a related row gives null keys', async () => {
    const { data } = await env.db.from('posts').select('id, ...authors!posts_editor_id_fkey(editor:name)').eq('id', 2);
    expect(data).toEqual([{ id: 2, editor: null }]);
  });

  it('a to-many spread gives each embedded column as an array, in the embedded order', async () => {
    const { data, error } = await env.db
      .from('authors')
      .select('name, ...posts!posts_author_id_fkey(titles:title, stars)')
      .eq('id', 1)
      .order('id', { referencedTable: 'posts', ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Ada', titles: ['Notes', 'Engines'], stars: [1, 5] }]);
  });

  it('a to-many spread with no embedded rows gives empty arrays', async () => {
    const { data } = await env.db.from('authors').select('name, ...posts!posts_author_id_fkey(titles:title)').eq('id', 2).eq('posts.stars', 100);
    expect(data).toEqual([{ name: 'Brian', titles: [] }]);
  });

  it('a spread of a count gives the parent a count key', async () => {
    const { data } = await env.db.from('posts').select('id, ...comments(count)').eq('id', 1);
    expect(data).toEqual([{ id: 1, count: 2 }]);
  });
});

describe('null filters on embedded resources', () => {
  it('embed=is.null keeps the rows without an embedded row (an anti-join)', async () => {
    const { data, error } = await env.db.from('posts').select('id, comments(body)').lte('id', 4).is('comments', null).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 2, comments: [] },
      { id: 4, comments: [] },
    ]);
  });

  it("embed=not.is.null keeps the rows with one, counting only the embedded rows the embed's filters keep", async () => {
    const { data } = await env.db.from('posts').select('id, comments(body)').lte('id', 4).eq('comments.body', 'Classic').not('comments', 'is', null);
    expect(data).toEqual([{ id: 3, comments: [{ body: 'Classic' }] }]);
  });

  it('combines embeds in a root or=', async () => {
    const { data, error } = await env.db.from('posts').select('id, comments(body), tags(name)').lte('id', 4).or('comments.not.is.null,tags.not.is.null').order('id');
    expect(error).toBeNull();
    expect(data?.map((row) => row.id)).toEqual([1, 3, 4]);
  });
});

describe('related orders', () => {
  it('orders the rows by a column of a to-one embed', async () => {
    const { data, error } = await env.db.from('posts').select('id, authors!posts_author_id_fkey(name)').lte('id', 4).order('authors(name)', { ascending: false }).order('id');
    expect(error).toBeNull();
    expect(data?.map((row) => row.id)).toEqual([4, 3, 1, 2]);
  });

  it('finds the embed by its alias, and orders embedded rows by their own to-one embeds', async () => {
    const { data } = await env.db
      .from('posts')
      .select('id, comments(body, writer:authors(name))')
      .eq('id', 1)
      .order('writer(name)', { referencedTable: 'comments', ascending: false });
    expect(data).toEqual([{ id: 1, comments: [{ body: 'Agreed', writer: { name: 'Chen' } }, { body: 'Great', writer: { name: 'Brian' } }] }]);
    const byAlias = await env.db.from('comments').select('body, writer:authors(name)').in('body', ['Great', 'Agreed', 'Classic']).order('writer(name)');
    expect(byAlias.data?.map((row) => row.body)).toEqual(['Classic', 'Great', 'Agreed']);
  });

  it('refuses a to-many embed with PGRST118 and one that is not embedded with PGRST108', async () => {
    const many = await env.db.from('posts').select('id, comments(body)').order('comments(body)');
    expect(many.status).toBe(400);
    expect(many.error).toEqual({
      code: 'PGRST118',
      message: "A related order on 'comments' is not possible",
      details: "'posts' and 'comments' do not form a many-to-one or one-to-one relationship",
      hint: null,
    });
    const missing = await env.db.from('posts').select('id').order('authors(name)');
    expect(missing.error?.code).toBe('PGRST108');
  });
});

describe('many-to-many embedding', () => {
  it('embeds the rows of the other side through a junction table whose primary key holds both foreign keys', async () => {
    const { data, error } = await env.db.from('posts').select('title, tags(name)').eq('id', 1).order('id', { referencedTable: 'tags' });
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Engines', tags: [{ name: 'history' }, { name: 'computing' }] }]);
  });

  it('works from either side', async () => {
    const { data } = await env.db.from('tags').select('name, posts(title)').eq('id', 2).order('id', { referencedTable: 'posts' });
    expect(data).toEqual([{ name: 'computing', posts: [{ title: 'Engines' }, { title: 'Unix' }] }]);
  });

  it('takes the junction table as a hint', async () => {
    const { data, error } = await env.db.from('posts').select('id, tags!post_tags(name)').eq('id', 4);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 4, tags: [{ name: 'travel' }] }]);
  });

  it('spreads a many-to-many relationship as flat arrays', async () => {
    const { data } = await env.db.from('posts').select('title, ...tags(tag_names:name)').eq('id', 1).order('id', { referencedTable: 'tags' });
    expect(data).toEqual([{ title: 'Engines', tag_names: ['history', 'computing'] }]);
  });

  it('filters the parent by the other side with !inner', async () => {
    const { data } = await env.db.from('posts').select('id, tags!inner(name)').eq('tags.name', 'computing').order('id');
    expect(data).toEqual([
      { id: 1, tags: [{ name: 'computing' }] },
      { id: 3, tags: [{ name: 'computing' }] },
    ]);
  });
});

describe('embedding views', () => {
  it("a view embeds the table its base table's foreign key references", async () => {
    const { data, error } = await env.db.from('published_posts').select('title, authors(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Engines', authors: { name: 'Ada' } },
      { title: 'Unix', authors: { name: 'Brian' } },
    ]);
  });

  it('a table embeds a view that shows the columns its foreign key references', async () => {
    const { data, error } = await env.db.from('comments').select('body, published_posts(title)').eq('body', 'Classic');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'Classic', published_posts: { title: 'Unix' } }]);
  });

  it('a table embeds the view rows that reference it', async () => {
    const { data } = await env.db.from('authors').select('name, published_posts(title)').eq('id', 1);
    expect(data).toEqual([{ name: 'Ada', published_posts: [{ title: 'Engines' }] }]);
  });

  it('a view over a view with renamed columns embeds through the base table', async () => {
    const { data, error } = await env.db.from('starred_posts').select('headline, authors(name), comments(body)').order('body', { referencedTable: 'comments' });
    expect(error).toBeNull();
    expect(data).toEqual([{ headline: 'Engines', authors: { name: 'Ada' }, comments: [{ body: 'Agreed' }, { body: 'Great' }] }]);
  });

  it('a view over a table of a schema that is not exposed embeds what that table references', async () => {
    const { data, error } = await env.db.from('authors').select('name, author_notes(note)').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Ada', author_notes: [{ note: 'First programmer' }] }]);
  });
});

describe('computed fields', () => {
  it('a function taking the row type is selected like a column', async () => {
    const { data, error } = await env.db.from('posts').select('id, shouted_title').eq('id', 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3, shouted_title: 'UNIX' }]);
  });

  it('filters and orders by a computed field', async () => {
    const { data } = await env.db.from('posts').select('id').like('shouted_title', '*N*').order('shouted_title', { ascending: false });
    expect(data).toEqual([{ id: 3 }, { id: 2 }, { id: 1 }]);
  });

  it('is not part of *', async () => {
    const { data } = await env.db.from('posts').select('*').eq('id', 1).single();
    expect(Object.keys(data ?? {})).not.toContain('shouted_title');
  });

  it('is selected on the representation of a write', async () => {
    const { data, error } = await env.db.from('posts').update({ stars: 5 }).eq('id', 1).select('id, shouted_title');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, shouted_title: 'ENGINES' }]);
  });
});

describe('computed relationships', () => {
  it('a function returning one row of a table embeds as an object, or null when it finds none', async () => {
    const { data, error } = await env.db.from('posts').select('id, top_comment(body)').in('id', [1, 2]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, top_comment: { body: 'Great' } },
      { id: 2, top_comment: null },
    ]);
  });

  it('a function returning a set of rows embeds as an array in the order it returns them', async () => {
    const { data } = await env.db.from('authors').select('name, recent_posts(title)').eq('id', 1);
    expect(data).toEqual([{ name: 'Ada', recent_posts: [{ title: 'Notes' }, { title: 'Engines' }] }]);
  });

  it('a set declared rows 1 embeds as an object, and embeds further through foreign keys', async () => {
    const { data, error } = await env.db.from('authors').select('name, latest:latest_post(title, comments(body))').eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Brian', latest: { title: 'Unix', comments: [{ body: 'Classic' }] } }]);
  });

  it('filters the embedded rows of a function', async () => {
    const { data } = await env.db.from('authors').select('name, recent_posts(title)').eq('id', 1).eq('recent_posts.stars', 5);
    expect(data).toEqual([{ name: 'Ada', recent_posts: [{ title: 'Engines' }] }]);
  });
});

describe('exposed schemas', () => {
  it('a request reads another exposed schema with Accept-Profile, and the answer names it', async () => {
    const { data, error } = await env.db.schema('archive').from('old_posts').select('id, title');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, title: 'Punch cards' }]);
    const res = await env.rest('old_posts?select=id', { headers: { 'accept-profile': 'archive' } });
    expect(res.headers.get('content-profile')).toBe('archive');
  });

  it('without a profile the first exposed schema answers', async () => {
    const res = await env.rest('authors?select=id&id=eq.1');
    expect(await res.json()).toEqual([{ id: 1 }]);
    expect(res.headers.get('content-profile')).toBe('public');
  });

  it('a schema that is not exposed is refused with PGRST106 (406)', async () => {
    const res = await env.rest('old_posts', { headers: { 'accept-profile': 'private' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({ code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public, archive', message: 'Invalid schema: private' });
  });

  it('writes name their schema with Content-Profile', async () => {
    const { error, status } = await env.db.schema('archive').from('old_posts').insert({ id: 2, title: 'Tape' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const rows = await env.backend.admin.query('select title from archive.old_posts where id = 2');
    expect(rows).toEqual([{ title: 'Tape' }]);
  });
});

describe('aggregate functions (db-aggregates-enabled)', () => {
  it('count() counts every row when nothing else is selected, with an alias and a cast', async () => {
    expect((await env.db.from('authors').select('count()').lte('id', 3)).data).toEqual([{ count: 3 }]);
    expect((await env.db.from('authors').select('n:count()::text').lte('id', 3)).data).toEqual([{ n: '3' }]);
  });

  it('groups by every selected column that has no aggregate', async () => {
    const { data, error } = await env.db.from('posts').select('author_id, posts:count(), stars.sum(), stars.max(), stars.min()').lte('id', 4).order('author_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { author_id: 1, posts: 2, sum: 6, max: 5, min: 1 },
      { author_id: 2, posts: 1, sum: 4, max: 4, min: 4 },
      { author_id: 3, posts: 1, sum: 0, max: 0, min: 0 },
    ]);
  });

  it('casts the input and the result of an aggregate', async () => {
    const { data } = await env.db.from('posts').select('author:author_id, avg:stars::numeric.avg()::text').eq('author_id', 1);
    expect(data).toEqual([{ author: 1, avg: '3.0000000000000000' }]);
  });

  it('aggregates the embedded rows of each parent; a parent without any gets the aggregate of none', async () => {
    const { data, error } = await env.db.from('posts').select('id, comments(likes.sum(), likes.count())').in('id', [1, 2]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, comments: [{ sum: 4, count: 2 }] },
      { id: 2, comments: [{ sum: null, count: 0 }] },
    ]);
  });

  it('groups by an embedded to-one resource as well', async () => {
    const { data, error } = await env.db.from('posts').select('author_id, total:stars.sum(), authors!posts_author_id_fkey(name)').lte('id', 4).order('author_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { author_id: 1, total: 6, authors: { name: 'Ada' } },
      { author_id: 2, total: 4, authors: { name: 'Brian' } },
      { author_id: 3, total: 0, authors: { name: 'Chen' } },
    ]);
  });

  it('an unknown aggregate is a parse error (PGRST100)', async () => {
    expect((await env.db.from('posts').select('stars.median()')).error?.code).toBe('PGRST100');
  });
});

describe('aggregates in spreads', () => {
  it('an aggregate inside a to-one spread aggregates over the parent, grouped by the parent columns', async () => {
    const { data, error } = await env.db.from('comments').select('post_id, ...posts(stars.sum())').in('body', ['Great', 'Agreed', 'Classic']).order('post_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { post_id: 1, sum: 10 },
      { post_id: 3, sum: 4 },
    ]);
  });

  it("the parent groups by a to-one spread's columns, and aggregates its own columns per group", async () => {
    const { data, error } = await env.db.from('posts').select('...authors!posts_author_id_fkey(country), total:stars.sum()').lte('id', 4);
    expect(error).toBeNull();
    // The client's select-string types know no spread of a to-one relationship here: the rows are plain records.
    const rows = (data ?? []) as unknown as Array<Record<string, unknown>>;
    const byCountry = [...rows].sort((a, b) => String(a.country).localeCompare(String(b.country)));
    expect(byCountry).toEqual([
      { country: 'NO', total: 0 },
      { country: 'UK', total: 6 },
      { country: 'US', total: 4 },
    ]);
  });

  it('aggregates are hoisted through nested to-one spreads, with their alias and cast', async () => {
    const { data, error } = await env.db.from('comments').select('body, ...posts(...authors!posts_author_id_fkey(n:id.count()::text))').eq('body', 'Great');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'Great', n: '1' }]);
  });

  it('an aggregate inside a to-many spread is PGRST127', async () => {
    const { data, error, status } = await env.db.from('authors').select('name, ...posts!posts_author_id_fkey(stars.sum())');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'PGRST127', message: 'Feature not implemented', details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.', hint: null });
  });

  it('a to-one spread joins the related rows, never only the first of them', async () => {
    const { data, error } = await env.db.from('authors').select('name, ...some_post(title)').eq('id', 1);
    expect(error).toBeNull();
    const rows = (data ?? []) as unknown as Array<Record<string, unknown>>;
    expect([...rows].sort((a, b) => String(a.title).localeCompare(String(b.title)))).toEqual([
      { name: 'Ada', title: 'Engines' },
      { name: 'Ada', title: 'Notes' },
    ]);
  });
});

describe('"Perhaps you meant" hints', () => {
  it('PGRST205 names the closest table of the schema, if any is close enough', async () => {
    const { error, status } = await env.db.from('post').select('*');
    expect(status).toBe(404);
    expect(error).toEqual({ code: 'PGRST205', details: null, hint: "Perhaps you meant the table 'public.posts'", message: "Could not find the table 'public.post' in the schema cache" });
    expect((await env.db.from('Posts').select('*')).error?.hint).toBe("Perhaps you meant the table 'public.posts'");
    expect((await env.db.from('zzzzzz').select('*')).error).toMatchObject({ code: 'PGRST205', hint: null });
  });

  it('PGRST202 names the closest function when none has that name', async () => {
    const { error, status } = await env.db.rpc('author_cnt');
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.author_cnt without parameters in the schema cache',
      details: 'Searched for the function public.author_cnt without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.author_count',
    });
  });

  it("PGRST202 names the closest overload's parameters when the function exists", async () => {
    const { error } = await env.db.rpc('posts_of', { author: 1 });
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.posts_of(author) in the schema cache',
      details: 'Searched for the function public.posts_of with parameter author or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.posts_of(p_author)',
    });
  });

  it('PGRST200 names the closest related table instead of the child', async () => {
    const { error, status } = await env.db.from('posts').select('id, comment(body)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'posts' and 'comment' in the schema cache",
      details: "Searched for a foreign key relationship between 'posts' and 'comment' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'comments' instead of 'comment'.",
    });
  });

  it('PGRST200 names the closest table with relationships instead of a parent without any, and none for a wrong hint', async () => {
    expect((await env.db.from('tag').select('id, posts(title)')).error?.hint).toBe("Perhaps you meant 'tags' instead of 'tag'.");
    expect((await env.db.from('posts').select('id, authors!nope(name)')).error).toMatchObject({ code: 'PGRST200', hint: null });
  });
});

describe('function calls (PGRST202)', () => {
  it('lists the keys of the call sorted, singular for one, "without parameters" for none', async () => {
    const { error } = await env.db.rpc('posts_of', { z: 1, a: 2 });
    expect(error).toMatchObject({
      message: 'Could not find the function public.posts_of(a, z) in the schema cache',
      details: 'Searched for the function public.posts_of with parameters a, z or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
  });

  it('a GET names no single unnamed json/jsonb parameter (it has no body)', async () => {
    const res = await env.rest('rpc/posts_of');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.posts_of without parameters in the schema cache',
      details: 'Searched for the function public.posts_of without parameters, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  it('trigger functions and functions with an unnamed non-body parameter cannot be called', async () => {
    const trigger = await env.db.rpc('stamp_settings');
    expect(trigger.status).toBe(404);
    expect(trigger.error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.stamp_settings without parameters in the schema cache' });
    const unnamed = await env.db.rpc('double_of', {});
    expect(unnamed.status).toBe(404);
    expect(unnamed.error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.double_of without parameters in the schema cache' });
  });
});

describe('views as junctions, with the primary keys PostgREST infers for views', () => {
  it('embeds many-to-many through a view whose inferred primary key holds both foreign keys', async () => {
    const { data, error } = await env.db.from('readers').select('name, posts(title)').order('id').order('id', { referencedTable: 'posts' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Grace', posts: [{ title: 'Engines' }, { title: 'Unix' }] },
      { name: 'Linus', posts: [{ title: 'Unix' }] },
    ]);
  });

  it('works from the other side and takes the view as a hint', async () => {
    const other = await env.db.from('posts').select('title, readers(name)').eq('id', 3).order('id', { referencedTable: 'readers' });
    expect(other.data).toEqual([{ title: 'Unix', readers: [{ name: 'Grace' }, { name: 'Linus' }] }]);
    const hinted = await env.db.from('readers').select('posts!favourites(title)').eq('id', 2);
    expect(hinted.error).toBeNull();
    expect(hinted.data).toEqual([{ posts: [{ title: 'Unix' }] }]);
  });

  it("an insert into a view answers a Location built from the view's inferred primary key", async () => {
    const res = await env.rest('favourites', { method: 'POST', headers: { ...json, prefer: 'return=headers-only' }, body: JSON.stringify({ reader_id: 2, post_id: 1 }) });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/favourites?reader_id=eq.2&post_id=eq.1');
  });

  it("an upsert into a view resolves conflicts on the view's inferred primary key", async () => {
    const updated = await env.db.from('favourites').upsert({ reader_id: 2, post_id: 1, note: 'again' });
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(200);
    const inserted = await env.db.from('favourites').upsert([{ reader_id: 2, post_id: 1, note: 'twice' }, { reader_id: 2, post_id: 4, note: 'new' }]);
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(await env.backend.admin.query('select post_id, note from archive.favourites where reader_id = 2 order by post_id')).toEqual([
      { post_id: '1', note: 'twice' },
      { post_id: '3', note: '' },
      { post_id: '4', note: 'new' },
    ]);
  });
});

describe('GeoJSON output', () => {
  it('Accept: application/geo+json without PostGIS answers Postgres 42883 (404), as PostgREST does', async () => {
    const res = await env.rest('posts?select=id,title', { headers: { accept: 'application/geo+json' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: '42883',
      details: null,
      hint: 'No function matches the given name and argument types. You might need to add explicit type casts.',
      message: 'function st_asgeojson(record) does not exist',
    });
  });
});

describe('execution plans (db-plan-enabled)', () => {
  it("explain() answers the text plan of the request's statement", async () => {
    const { data, error } = await env.db.from('posts').select('id, title').eq('id', 1).explain();
    expect(error).toBeNull();
    expect(typeof data).toBe('string');
    expect(String(data)).toMatch(/Scan .*on posts/);
  });

  it('explain({ format: json, analyze }) answers the JSON plan with actual rows, in its media type', async () => {
    const { data, error } = await env.db.from('authors').select('id').lte('id', 3).explain({ format: 'json', analyze: true });
    expect(error).toBeNull();
    const plan = data as unknown as Array<{ Plan: { 'Actual Rows'?: number } }>;
    expect(plan[0]?.Plan['Actual Rows']).toBe(1);
    const res = await env.rest('authors?select=id', { headers: { accept: 'application/vnd.pgrst.plan+json; for="application/json"; options=verbose' } });
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8');
    expect(JSON.stringify(await res.json())).toContain('"Output"');
  });

  it('explains an rpc and a write without running the write', async () => {
    const rpc = await env.db.rpc('posts_of', { p_author: 1 }).explain();
    expect(String(rpc.data)).toMatch(/posts_of|Function Scan/);
    const write = await env.db.from('settings').update({ value: 'x' }).eq('key', 'theme').explain();
    expect(String(write.data)).toMatch(/Update on settings/);
    expect(await env.backend.admin.query(`select value from public.settings where key = 'theme'`)).toEqual([{ value: 'dark' }]);
  });
});

describe('CSV output', () => {
  const csv = (path: string) => env.rest(path, { headers: { accept: 'text/csv' } });

  it('answers a header line of the keys, then each row in Postgres text form', async () => {
    const res = await csv('posts?select=id,title,status&id=in.(1,2)&order=id');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await res.text()).toBe('id,title,status\n1,Engines,published\n2,Notes,draft');
  });

  it('quotes values as Postgres record text does, and writes embedded rows as JSON', async () => {
    expect(await (await csv('bookings?select=id,during,room&id=eq.1')).text()).toBe('id,during,room\n1,"[1,5)",A');
    expect(await (await csv('posts?select=id,authors!posts_author_id_fkey(name)&id=eq.1')).text()).toBe('id,authors\n1,"{""name"":""Ada""}"');
  });

  it('an empty result is one empty line', async () => {
    expect(await (await csv('posts?select=id&id=eq.999')).text()).toBe('\n');
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

describe('db-tx-end', () => {
  let dryRun: ConformanceEnv;
  const starsOf = async (target: ConformanceEnv, id: number): Promise<number> =>
    Number((await target.backend.admin.query<{ stars: number }>('select stars from public.posts where id = $1', [id]))[0]?.stars);

  beforeAll(async () => {
    dryRun = await startConformanceEnv({ dataApi: { maxRows: undefined, schemas: ['public'], aggregatesEnabled: false, txEnd: 'rollback-allow-override', planEnabled: false } });
  });

  afterAll(async () => {
    await dryRun?.stop();
  });

  it('with rollback, a write answers as if it committed and changes nothing', async () => {
    const { data, error, status } = await dryRun.db.from('posts').update({ stars: 42 }).eq('id', 3).select('id, stars');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 3, stars: 42 }]);
    expect(await starsOf(dryRun, 3)).toBe(4);
  });

  it('with an override allowed, Prefer: tx=commit commits and is echoed in Preference-Applied', async () => {
    const res = await dryRun.rest('posts?id=eq.4', { method: 'PATCH', headers: { ...json, prefer: 'tx=commit' }, body: JSON.stringify({ stars: 7 }) });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('tx=commit');
    expect(await starsOf(dryRun, 4)).toBe(7);
  });

  it('Prefer: tx=rollback rolls back an rpc that writes', async () => {
    const res = await dryRun.rest('rpc/archive_drafts', { method: 'POST', headers: { ...json, prefer: 'tx=rollback' }, body: '{}' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
    expect(res.headers.get('preference-applied')).toBe('tx=rollback');
    expect(await dryRun.backend.admin.query(`select id from public.posts where status = 'archived'`)).toEqual([]);
  });

  it('with the default commit, Prefer: tx=rollback is ignored and the write commits', async () => {
    const res = await env.rest('settings?key=eq.lang', { method: 'PATCH', headers: { ...json, prefer: 'tx=rollback' }, body: JSON.stringify({ value: 'nb' }) });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBeNull();
    expect(await env.backend.admin.query(`select value from public.settings where key = 'lang'`)).toEqual([{ value: 'nb' }]);
  });
});

describe('db-max-rows', () => {
  let capped: ConformanceEnv;

  beforeAll(async () => {
    capped = await startConformanceEnv({ dataApi: { maxRows: 2, schemas: ['public'], aggregatesEnabled: false, txEnd: 'commit', planEnabled: false } });
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

  it('aggregates are refused with PGRST123 unless db-aggregates-enabled is on', async () => {
    const { error, status } = await capped.db.from('posts').select('stars.sum()');
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'PGRST123', details: null, hint: null, message: 'Use of aggregate functions is not allowed' });
    expect((await capped.db.from('posts').select('count()')).error?.code).toBe('PGRST123');
  });

  it('execution plans are refused with PGRST107 (406) unless db-plan-enabled is on', async () => {
    const { error, status } = await capped.db.from('posts').select('id').explain();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST107');
  });

  it('count=estimated at or below db-max-rows is exact', async () => {
    const { count } = await capped.db.from('posts').select('id', { count: 'estimated' }).eq('author_id', 1);
    expect(count).toBe(2);
  });
});

// The SQL the builders produce for hostile requests: values only ever appear as bound parameters
// ($n), names only after a catalog check, and anything unknown is a clear 4xx, never a crash.
import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { buildReadQuery, checkEmbeddedParams } from './build-read.ts';
import { buildRpc, findFunction } from './build-rpc.ts';
import { buildDelete, buildInsert, buildUpdate, payloadColumns, payloadRows } from './build-write.ts';
import { parseQuery } from './parse-query.ts';
import { SqlParams } from './sql-text.ts';
import { testCatalog } from './test-catalog.ts';
import type { BuildEnv } from './build-read.ts';
import type { Relation } from './catalog.ts';
import type { ResponseFormat } from './request-headers.ts';

const catalog = testCatalog();

function envFor(query: ReturnType<typeof parseQuery>): BuildEnv {
  return { catalog, params: new SqlParams(), embedded: query.embedded, aliases: { next: 0 }, aggregates: false };
}

function relation(name: string): Relation {
  const found = catalog.relations.get(name);
  if (found === undefined) throw new Error(`no ${name} in the test catalog`);
  return found;
}

function read(table: string, search: string, count = false, format: ResponseFormat = { kind: 'json', stripNulls: false }): { sql: string; values: unknown[] } {
  const query = parseQuery(new URLSearchParams(search));
  const items = query.select ?? [{ type: 'star' }];
  checkEmbeddedParams(items, query.embedded);
  const env = envFor(query);
  const sql = buildReadQuery(env, { relation: relation(table), from: `"public"."${table}" as "pgrst_t"`, alias: '"pgrst_t"', items, root: query.root, count: count ? 'exact' : undefined, format });
  return { sql, values: env.params.values };
}

/** The builders' only string literal is the empty JSON array; any other quote would be spliced-in data. */
function expectNoLiterals(sql: string): void {
  expect(sql.replaceAll(`'[]'`, '')).not.toContain(`'`);
  expect(sql).not.toMatch(/--|\/\*|;/);
}

function failure(run: () => unknown): RestError {
  try {
    run();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const HOSTILE_VALUES = [
  `x'; drop table customers; --`,
  `') or 1=1 --`,
  `/* comment */ select pg_sleep(10)`,
  `"quoted" \\ backslash`,
  `$1 $$ dollar $tag$`,
  `日本語 ✓ \u{1F600}`,
  'y'.repeat(5_000),
];

describe('read SQL', () => {
  it.each(HOSTILE_VALUES)('binds the value %#, never splicing it into SQL', (value) => {
    const search = new URLSearchParams({ select: 'id,name,meta->>note', name: `eq.${value}`, email: `like.*${value}*`, or: `(name.eq."${value.replaceAll('"', '\\"')}",id.in.(1,2))` });
    const { sql, values } = read('customers', search.toString());
    expect(sql).not.toContain(value);
    expectNoLiterals(sql);
    expect(values).toContain(value);
    expect(values).toContain(`%${value.replaceAll('*', '%')}%`);
    expect(values).toContainEqual(['1', '2']);
  });

  it('binds JSON keys, limits and offsets as parameters too', () => {
    const { sql, values } = read('customers', `select=note:meta->>k';--&meta->>k'2=eq.1&limit=5&offset=10&order=meta->>k'3.desc.nullslast`);
    expectNoLiterals(sql);
    expect(values).toEqual(expect.arrayContaining([`k';--`, `k'2`, `k'3`, '1', 5, 10]));
    expect(sql).toContain('order by "pgrst_t"."meta"->>$');
    expect(sql).toContain('nulls last');
  });

  it('builds embedded resources as correlated subqueries in both directions, with their own filters', () => {
    const { sql, values } = read('invoices', 'select=id,customer:customers!inner(name),items:invoice_lines(qty)&items.qty=gt.1&items.order=qty.desc&items.limit=2&customer.name=eq.Acme');
    expect(sql).toContain('(select to_json(');
    expect(sql).toContain(`(select coalesce(json_agg(`);
    expect(sql).toContain('exists (select 1 from "public"."customers"');
    expect(sql).toMatch(/"pgrst_\d+"\."invoice_id" = "pgrst_t"\."id"/);
    expect(sql).toMatch(/"pgrst_\d+"\."id" = "pgrst_t"\."customer_id"/);
    expect(values).toEqual(expect.arrayContaining(['1', 2, 'Acme']));
    expectNoLiterals(sql);
  });

  it('builds CSV, spreads, related orders and null filters on embeds without a literal either', () => {
    const csv = read('invoices', 'select=id,customer:customers(name)&order=customer(name).desc', false, { kind: 'csv', stripNulls: false });
    expectNoLiterals(csv.sql);
    expect(csv.sql).toContain('string_agg(substring(pgrst_row::text');
    const spread = read('invoices', 'select=id,...customers(name),items:invoice_lines(qty)&items=not.is.null&customers.name=eq.Acme');
    expectNoLiterals(spread.sql);
    expect(spread.sql).toContain('left join lateral');
    expect(spread.values).toEqual(expect.arrayContaining(['Acme']));
  });

  it('counts the unpaged rows in the same statement when asked', () => {
    const { sql } = read('invoices', 'status=eq.open&limit=1', true);
    expect(sql).toMatch(/\(select count\(\*\) from "public"\."invoices" as "pgrst_t" where "pgrst_t"\."status" = \$1\)::float8 as total/);
  });

  it.each([
    ['a column that does not exist', 'customers', 'select=id,nope', '42703', 400],
    ['a column name carrying SQL', 'customers', 'select="id; drop table customers; --"', '42703', 400],
    ['a filter on an unknown column', 'customers', 'name--=eq.1', '42703', 400],
    ['an order on an unknown column', 'customers', 'order=name;drop.desc', '42703', 400],
    ['an embed without a relationship', 'customers', 'select=*,invoice_lines(*)', 'PGRST200', 400],
    ['parameters for a resource that is not embedded', 'invoices', 'items.qty=eq.1', 'PGRST108', 400],
    ['a malformed filter', 'customers', 'name=eq', 'PGRST100', 400],
  ])('refuses %s', (_label, table, search, code, status) => {
    const error = failure(() => read(table, search));
    expect(error.body.code).toBe(code);
    expect(error.status).toBe(status);
  });
});

describe('write SQL', () => {
  it('sends the whole payload as one JSON parameter typed by json_populate_recordset', () => {
    const rows = payloadRows([{ name: `x'); drop table customers; --`, email: 'a@b' }, { name: 'y' }]);
    const env = envFor(parseQuery(new URLSearchParams()));
    const customers = relation('customers');
    const sql = buildInsert(env, {
      relation: customers,
      rows,
      columns: payloadColumns(customers, rows, undefined),
      upsert: { resolution: 'merge-duplicates', onConflict: ['email'] },
      missingDefault: false,
      returning: 'rows',
    });
    expect(sql).toBe(
      'insert into "public"."customers" as "pgrst_t" ("name", "email") select "name", "email" from json_populate_recordset(null::"public"."customers", $1::json)' +
        ' on conflict ("email") do update set "name" = excluded."name", "email" = excluded."email" returning "pgrst_t".*',
    );
    expect(env.params.values).toEqual([JSON.stringify(rows)]);
  });

  it('refuses payload keys and conflict columns that are not columns (PGRST204)', () => {
    const customers = relation('customers');
    expect(failure(() => payloadColumns(customers, [{ 'name"; drop table x; --': 1 }], undefined)).body.code).toBe('PGRST204');
    const env = envFor(parseQuery(new URLSearchParams()));
    const error = failure(() => buildInsert(env, { relation: customers, rows: [{ name: 'a' }], columns: ['name'], upsert: { resolution: 'ignore-duplicates', onConflict: ['nope'] }, missingDefault: false, returning: undefined }));
    expect(error.body.code).toBe('PGRST204');
  });

  it('refuses payloads that are not objects (PGRST102)', () => {
    for (const body of [null, 5, 'text', [1, 2], [{ a: 1 }, null]]) expect(failure(() => payloadRows(body)).body.code).toBe('PGRST102');
  });

  it('updates and deletes only through bound filters', () => {
    const query = parseQuery(new URLSearchParams({ id: `eq.1 or 1=1`, or: `(status.is.null,status.eq.'x')` }));
    const env = envFor(query);
    const invoices = relation('invoices');
    const update = buildUpdate(env, { relation: invoices, values: { status: `void'--` }, filters: query.root.filters, returning: false }) ?? '';
    const remove = buildDelete(env, { relation: invoices, filters: query.root.filters, returning: true });
    for (const sql of [update, remove]) expectNoLiterals(sql);
    expect(env.params.values).toEqual(expect.arrayContaining(['1 or 1=1', `'x'`, JSON.stringify({ status: `void'--` })]));
    expect(buildUpdate(env, { relation: invoices, values: {}, filters: [], returning: false })).toBeUndefined();
  });
});

describe('rpc SQL', () => {
  it('finds functions by argument names and types the arguments with json_to_record', () => {
    const fn = findFunction(catalog, 'add', ['a'], false);
    const env = envFor(parseQuery(new URLSearchParams()));
    const sql = buildRpc(env, { fn, args: { a: `1'); drop table x; --` }, items: [{ type: 'star' }], root: { filters: [], order: [], limit: undefined, offset: undefined }, count: undefined, format: { kind: 'json', stripNulls: false } });
    expect(sql).toContain(`json_to_record($1::json) as "pgrst_args"("a" integer) cross join lateral "public"."add"("a" := "pgrst_args"."a")`);
    expectNoLiterals(sql);
  });

  it.each([
    ['an unknown function', 'nope', ['a']],
    ['an unknown argument', 'add', ['a', 'c']],
    ['a missing required argument', 'add', ['b']],
    ['a name carrying SQL', `add"(); drop table x; --`, []],
  ])('answers PGRST202 (404) for %s', (_label, name, keys) => {
    const error = failure(() => findFunction(catalog, name, keys, false));
    expect(error.status).toBe(404);
    expect(error.body.code).toBe('PGRST202');
  });
});

describe('random hostile query strings', () => {
  // A fixed-seed generator, so a failure reproduces.
  let seed = 20_261_122;
  const random = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const TOKENS = [
    'id', 'name', 'email', 'meta', 'status', 'customers', 'invoice_lines', 'items', '*', '.', ',', '(', ')', '"', '\\', ':', '::', '!', '->', '->>',
    'eq', 'in', 'is', 'not', 'or', 'and', 'null', 'like', 'cs', '{', '}', "'", ';', '--', '/*', '*/', 'MARKER', ' ', '\u00e9', '\u{1F600}', '%', '1',
  ] as const;
  const KEYS = ['select', 'order', 'or', 'and', 'not.or', 'id', 'name', 'meta->>k', 'items.qty', 'limit', 'offset', 'items.order'] as const;
  const COLUMNS = ['id', 'status', 'total', 'data->>k', 'tags'] as const;
  const OPERATORS = ['eq', 'neq', 'gt', 'like', 'ilike', 'is', 'in', 'not.eq', 'cs', 'fts', 'like(any)'] as const;
  const randomText = (): string => Array.from({ length: 1 + Math.floor(random() * 12) }, () => pick(TOKENS)).join('');

  it('never throws anything but a 4xx PostgREST error, and never puts a value into SQL', () => {
    let accepted = 0;
    for (let i = 0; i < 3_000; i++) {
      const search = new URLSearchParams();
      for (let k = 0; k < 1 + Math.floor(random() * 3); k++) {
        // Mostly well-formed shapes with hostile text in the value slots, sometimes pure noise.
        const shape = random();
        if (shape < 0.35) search.append(pick(COLUMNS), `${pick(OPERATORS)}.${randomText()}`);
        else if (shape < 0.55) search.append('or', `(${pick(COLUMNS)}.${pick(OPERATORS)}.${randomText()},and(${pick(COLUMNS)}.${pick(OPERATORS)}.${randomText()}))`);
        else if (shape < 0.7) search.append('select', `${pick(COLUMNS)},${random() < 0.5 ? randomText() : 'id'},items:invoice_lines(qty)`);
        else if (shape < 0.8) search.append('items.qty', `${pick(OPERATORS)}.${randomText()}`);
        else search.append(pick(KEYS), randomText());
      }
      try {
        const { sql, values } = read('invoices', search.toString());
        accepted += 1;
        expect(sql).not.toContain('MARKER');
        expectNoLiterals(sql);
        expect(Array.isArray(values)).toBe(true);
      } catch (error) {
        if (!(error instanceof RestError)) throw new Error(`non-REST error for ${search.toString()}: ${String(error)}`, { cause: error });
        expect(error.status).toBeGreaterThanOrEqual(300);
        expect(error.status).toBeLessThan(500);
      }
    }
    // The generator must also produce valid requests, or this test would prove nothing about SQL.
    expect(accepted).toBeGreaterThan(50);
  });
});

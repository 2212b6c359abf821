// The `select` parser: the PostgREST syntax supabase-js sends, and clean 400s for everything else.
import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { parseSelect } from './parse-select.ts';

function parseFailure(raw: string): RestError {
  try {
    parseSelect(raw);
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error(`expected "${raw.slice(0, 40)}" to be refused`);
}

describe('parseSelect', () => {
  it('reads columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id, label:name, total::text, n:data->k->>n, data->items->0')).toEqual([
      { type: 'column', column: { name: 'id', path: [] }, alias: undefined, cast: undefined },
      { type: 'column', column: { name: 'name', path: [] }, alias: 'label', cast: undefined },
      { type: 'column', column: { name: 'total', path: [] }, alias: undefined, cast: 'text' },
      { type: 'column', column: { name: 'data', path: [{ key: 'k', asText: false }, { key: 'n', asText: true }] }, alias: 'n', cast: undefined },
      { type: 'column', column: { name: 'data', path: [{ key: 'items', asText: false }, { index: 0, asText: false }] }, alias: undefined, cast: undefined },
    ]);
  });

  it('reads embedded resources with alias, hint, !inner and nesting', () => {
    expect(parseSelect('*,customer:customers!invoices_customer_id_fkey!inner(name),items:invoice_lines(qty,product:products(*))')).toEqual([
      { type: 'star' },
      {
        type: 'embed',
        target: 'customers',
        alias: 'customer',
        hint: 'invoices_customer_id_fkey',
        inner: true,
        spread: false,
        items: [{ type: 'column', column: { name: 'name', path: [] }, alias: undefined, cast: undefined }],
      },
      {
        type: 'embed',
        target: 'invoice_lines',
        alias: 'items',
        hint: undefined,
        inner: false,
        spread: false,
        items: [
          { type: 'column', column: { name: 'qty', path: [] }, alias: undefined, cast: undefined },
          { type: 'embed', target: 'products', alias: 'product', hint: undefined, inner: false, spread: false, items: [{ type: 'star' }] },
        ],
      },
    ]);
  });

  it('reads a spread with its hint, !inner and aliased columns', () => {
    expect(parseSelect('id,...customers!invoices_customer_id_fkey!inner(customer_name:name)')).toEqual([
      { type: 'column', column: { name: 'id', path: [] }, alias: undefined, cast: undefined },
      {
        type: 'embed',
        target: 'customers',
        alias: undefined,
        hint: 'invoices_customer_id_fkey',
        inner: true,
        spread: true,
        items: [{ type: 'column', column: { name: 'name', path: [] }, alias: 'customer_name', cast: undefined }],
      },
    ]);
  });

  it('keeps quoted names whole, including reserved characters and quotes', () => {
    expect(parseSelect('"my col","a,b(c)":"x\\"y"')).toEqual([
      { type: 'column', column: { name: 'my col', path: [] }, alias: undefined, cast: undefined },
      { type: 'column', column: { name: 'x"y', path: [] }, alias: 'a,b(c)', cast: undefined },
    ]);
  });

  it('treats an empty select as *', () => {
    expect(parseSelect('')).toEqual([{ type: 'star' }]);
  });

  it.each([
    ['a cast outside the safe list', 'id::text;drop table invoices'],
    ['a cast to a made-up type', 'id::regclass'],
    ['an unclosed embed', 'customers(name'],
    ['a stray closing parenthesis', 'name)'],
    ['an empty item', 'id,,name'],
    ['an unclosed quote', '"name'],
    ['a spread of a plain column', '...name'],
    ['an alias on a spread', 'c:...customers(name)'],
    ['a NUL in a name', 'na\u0000me'],
    ['a very long name', 'x'.repeat(10_000)],
    ['an alias longer than an identifier', `${'a'.repeat(64)}:id`],
    ['embedding nested too deep', 'a(b(c(d(e(f(*))))))'],
    ['a select list over the size limit', 'a,'.repeat(20_000)],
  ])('refuses %s with PGRST100 (400)', (_label, raw) => {
    const error = parseFailure(raw);
    expect(error.status).toBe(400);
    expect(error.body.code).toBe('PGRST100');
  });

  it('treats SQL in a name as a name (it will fail the catalog check, never reach SQL)', () => {
    expect(parseSelect('"id; drop table invoices; --"')).toEqual([
      { type: 'column', column: { name: 'id; drop table invoices; --', path: [] }, alias: undefined, cast: undefined },
    ]);
  });
});

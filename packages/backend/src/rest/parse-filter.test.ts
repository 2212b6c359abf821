// Filter and logic-tree parsing: every operator, quoting rules, and hostile input (deep nesting,
// huge lists, NULs, comments, quotes) refused with a clear 400 instead of a crash.
import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { FilterBudget, parseFilterParam, parseLogicParam } from './parse-filter.ts';
import { QUERY_LIMITS } from './query-ast.ts';

function refused(run: () => unknown): RestError {
  try {
    run();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const filter = (key: string, value: string) => parseFilterParam(key, value, new FilterBudget());
const logic = (value: string, operator: 'and' | 'or' = 'or') => parseLogicParam(operator, false, value, new FilterBudget());

describe('parseFilterParam', () => {
  it.each(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'isdistinct', 'cs', 'cd', 'ov', 'fts'])('reads %s', (op) => {
    expect(filter('name', `${op}.some value`)).toMatchObject({ operator: op, value: 'some value', negated: false });
  });

  it('takes the value verbatim, dots, commas and quotes included', () => {
    expect(filter('email', 'eq.a.b,c"d@example.org').value).toBe('a.b,c"d@example.org');
  });

  it('reads not., is, in lists with quoted items, quantifiers and text search configs', () => {
    expect(filter('status', 'not.is.null')).toMatchObject({ operator: 'is', negated: true, value: 'null' });
    expect(filter('status', 'is.TRUE').value).toBe('true');
    expect(filter('id', 'in.(1,2,3)').value).toEqual(['1', '2', '3']);
    expect(filter('name', 'in.("a,b","c\\"d",e)').value).toEqual(['a,b', 'c"d', 'e']);
    expect(filter('name', 'in.()').value).toEqual([]);
    expect(filter('name', 'like(any).{a*,*b}')).toMatchObject({ quantifier: 'any', value: ['a*', '*b'] });
    expect(filter('body', 'fts(english).cat & dog')).toMatchObject({ operator: 'fts', config: 'english', value: 'cat & dog' });
    expect(filter('data->k->>n', 'eq.1').column).toEqual({ name: 'data', path: [{ key: 'k', asText: false }, { key: 'n', asText: true }] });
  });

  it('keeps unicode as it is', () => {
    expect(filter('naïve', 'eq.日本語 — ✓')).toMatchObject({ column: { name: 'naïve', path: [] }, value: '日本語 — ✓' });
  });

  it.each([
    ['an unknown operator', 'name', 'equals.x'],
    ['a missing operator', 'name', 'x'],
    ['an operator without a dot', 'name', 'eq'],
    ['SQL as an operator', 'name', 'eq;drop table x.1'],
    ['is with a non-keyword', 'name', 'is.null; drop table x'],
    ['an unclosed in list', 'id', 'in.(1,2'],
    ['text after an in list', 'id', 'in.(1)or 1=1'],
    ['a quantifier on is', 'name', 'is(any).{null}'],
    ['a NUL in a value', 'name', 'eq.a\u0000b'],
    ['a value over the size limit', 'name', `eq.${'x'.repeat(QUERY_LIMITS.maxParamLength + 1)}`],
    ['an in list with too many items', 'id', `in.(${Array.from({ length: QUERY_LIMITS.maxListItems + 1 }, (_, i) => i).join(',')})`],
  ])('refuses %s with PGRST100 (400)', (_label, key, value) => {
    const error = refused(() => filter(key, value));
    expect(error.status).toBe(400);
    expect(error.body.code).toBe('PGRST100');
  });
});

describe('parseLogicParam', () => {
  it('reads nested and/or/not trees with quoted and list values', () => {
    const tree = logic('(status.eq.paid,and(total.gt.25,status.is.null),not.or(name.eq."a,b)",id.in.(1,2)), tags.cs.{a,b})');
    expect(tree).toEqual({
      type: 'logic',
      operator: 'or',
      negated: false,
      children: [
        expect.objectContaining({ column: { name: 'status', path: [] }, operator: 'eq', value: 'paid' }),
        {
          type: 'logic',
          operator: 'and',
          negated: false,
          children: [expect.objectContaining({ operator: 'gt', value: '25' }), expect.objectContaining({ operator: 'is', value: 'null' })],
        },
        {
          type: 'logic',
          operator: 'or',
          negated: true,
          children: [expect.objectContaining({ operator: 'eq', value: 'a,b)' }), expect.objectContaining({ operator: 'in', value: ['1', '2'] })],
        },
        expect.objectContaining({ column: { name: 'tags', path: [] }, operator: 'cs', value: '{a,b}' }),
      ],
    });
  });

  it('refuses nesting deeper than the limit quickly, without exhausting the stack', () => {
    const depth = 2_000;
    const raw = `(${'and('.repeat(depth)}a.eq.1${')'.repeat(depth + 1)}`;
    const error = refused(() => logic(raw));
    expect(error.status).toBe(400);
    expect(error.body.code).toBe('PGRST100');
    expect(String(error.body.details)).toContain('nested at most');
  });

  it('accepts nesting up to the limit', () => {
    let raw = 'a.eq.1';
    for (let i = 1; i < QUERY_LIMITS.maxLogicDepth; i++) raw = `and(${raw},b.eq.${i})`;
    expect(() => logic(`(${raw})`)).not.toThrow();
  });

  it('refuses a megabyte of nesting by its length before parsing it', () => {
    const depth = 250_000;
    const error = refused(() => logic(`(${'and('.repeat(depth)}a.eq.1${')'.repeat(depth + 1)}`));
    expect(error.status).toBe(400);
  });

  it('keeps SQL in a value as data: it is a single value, later a bound parameter', () => {
    const tree = logic("(name.eq.x';drop table invoices;--,name.eq./* c */)");
    expect(tree.children).toEqual([
      expect.objectContaining({ operator: 'eq', value: "x';drop table invoices;--" }),
      expect.objectContaining({ operator: 'eq', value: '/* c */' }),
    ]);
  });

  it('refuses more conditions than the per-request budget', () => {
    const raw = `(${Array.from({ length: QUERY_LIMITS.maxConditions + 1 }, (_, i) => `id.eq.${i}`).join(',')})`;
    expect(refused(() => logic(raw)).status).toBe(400);
  });

  it.each([
    ['an empty tree', '()'],
    ['a tree without parentheses', 'a.eq.1'],
    ['an unclosed tree', '(a.eq.1,b.eq.2'],
    ['an unclosed quoted value', '(a.eq."x)'],
    ['trailing text', '(a.eq.1)) or (1=1'],
    ['a condition without operator', '(a)'],
    ['SQL comments where an operator belongs', '(a./*x*/eq.1)'],
    ['a statement separator after an operator', '(a.eq;drop table x)'],
  ])('refuses %s with PGRST100 (400)', (_label, raw) => {
    const error = refused(() => logic(raw));
    expect(error.status).toBe(400);
    expect(error.body.code).toBe('PGRST100');
  });
});

// Unit tests of postgres_changes filter parsing and matching (SQL semantics on to_jsonb rows).
import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, matchesFilter, parseFilter } from './filter.ts';

const row = {
  id: 7,
  organization_id: '5f0c6f8e-4a2b-4c1d-9e3f-0123456789ab',
  status: 'open',
  amount: 12.5,
  archived: false,
  note: null,
  title: 'Hello, (world)',
};

function matches(filter: string): boolean {
  return matchesFilter(parseFilter(filter), row);
}

describe('parseFilter', () => {
  it('parses column=op.value', () => {
    expect(parseFilter('organization_id=eq.abc')).toEqual([{ column: 'organization_id', operator: 'eq', negate: false, values: ['abc'] }]);
  });

  it('treats a missing or blank filter as no condition', () => {
    expect(parseFilter(undefined)).toEqual([]);
    expect(parseFilter('  ')).toEqual([]);
  });

  it('parses lists, quoted values, negation and several conditions', () => {
    expect(parseFilter('status=in.(open,"a,b",closed),id=not.eq.3')).toEqual([
      { column: 'status', operator: 'in', negate: false, values: ['open', 'a,b', 'closed'] },
      { column: 'id', operator: 'eq', negate: true, values: ['3'] },
    ]);
    expect(parseFilter('title=eq."Hello, (world)"')[0]?.values).toEqual(['Hello, (world)']);
    expect(parseFilter('title=eq."say \\"hi\\""')[0]?.values).toEqual(['say "hi"']);
  });

  it('rejects malformed filters with a clear error', () => {
    for (const bad of ['organization_id', 'id=eq', 'id=regex.x', '1id=eq.1', 'id;drop=eq.1', 'id=in.1,2', 'id=in.()', 'title=eq."open', 'id=in.((1)', 'x=is.maybe']) {
      expect(() => parseFilter(bad), bad).toThrow(FilterSyntaxError);
    }
    expect(() => parseFilter(`id=eq.${'x'.repeat(5000)}`)).toThrow(FilterSyntaxError);
  });
});

describe('matchesFilter', () => {
  it('eq and neq compare numbers numerically and uuids case-insensitively', () => {
    expect(matches('id=eq.7')).toBe(true);
    expect(matches('id=eq.7.0')).toBe(true);
    expect(matches('id=eq.8')).toBe(false);
    expect(matches('organization_id=eq.5F0C6F8E-4A2B-4C1D-9E3F-0123456789AB')).toBe(true);
    expect(matches('organization_id=neq.5f0c6f8e-4a2b-4c1d-9e3f-0123456789ab')).toBe(false);
    expect(matches('status=neq.closed')).toBe(true);
  });

  it('orders with lt, lte, gt, gte', () => {
    expect(matches('amount=gt.12')).toBe(true);
    expect(matches('amount=gte.12.5')).toBe(true);
    expect(matches('amount=lt.12.5')).toBe(false);
    expect(matches('amount=lte.12.5')).toBe(true);
    expect(matches('id=lt.10')).toBe(true); // numeric, not text ('7' > '10' as text)
  });

  it('in, is, booleans, like and ilike', () => {
    expect(matches('status=in.(closed,open)')).toBe(true);
    expect(matches('status=in.(closed)')).toBe(false);
    expect(matches('note=is.null')).toBe(true);
    expect(matches('status=is.null')).toBe(false);
    expect(matches('archived=eq.false')).toBe(true);
    expect(matches('archived=is.true')).toBe(false);
    expect(matches('title=like.Hello*')).toBe(true);
    expect(matches('title=like.hello%')).toBe(false);
    expect(matches('title=ilike.hello%')).toBe(true);
    expect(matches('title=like."Hell_, (world)"')).toBe(true);
  });

  it('follows SQL null semantics: a comparison with NULL matches nothing, negated or not', () => {
    expect(matches('note=eq.x')).toBe(false);
    expect(matches('note=neq.x')).toBe(false);
    expect(matches('note=not.eq.x')).toBe(false);
    expect(matches('note=isdistinct.x')).toBe(true);
  });

  it('requires every condition', () => {
    expect(matches('status=eq.open,id=eq.7')).toBe(true);
    expect(matches('status=eq.open,id=eq.8')).toBe(false);
    expect(matchesFilter([], row)).toBe(true);
  });

  it('treats regular-expression characters in like patterns literally', () => {
    expect(matchesFilter(parseFilter('status=like.o.*'), { status: 'open' })).toBe(false);
    expect(matchesFilter(parseFilter('status=like.(a|b)'), { status: '(a|b)' })).toBe(true);
  });
});

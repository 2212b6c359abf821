import { describe, expect, it } from 'vitest';
import { pageRange, parseSort, parseTableUrlState, writeTableUrlState, type TableUrlStateOptions } from './table-url-state';

const options: TableUrlStateOptions<'from' | 'to' | 'type' | 'q'> = {
  defaultSort: { key: 'date', direction: 'desc' },
  pageSize: 50,
  filterKeys: ['from', 'to', 'type', 'q'],
  sortKeys: ['date', 'amount', 'description'],
};

function read(query: string, custom = options) {
  return parseTableUrlState(new URLSearchParams(query), custom);
}

describe('table URL state', () => {
  it('an empty URL gives the defaults', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 50, sort: { key: 'date', direction: 'desc' }, filters: {} });
  });

  it('reads page, size, sort and filters from the URL', () => {
    expect(read('page=3&size=100&sort=amount&type=Expense&q=rent')).toEqual({
      page: 3,
      pageSize: 100,
      sort: { key: 'amount', direction: 'asc' },
      filters: { type: 'Expense', q: 'rent' },
    });
    expect(parseSort('-amount')).toEqual({ key: 'amount', direction: 'desc' });
  });

  it('ignores a malformed page, a page size not offered and a column that cannot be sorted', () => {
    expect(read('page=abc&size=7&sort=password')).toMatchObject({ page: 1, pageSize: 50, sort: { key: 'date', direction: 'desc' } });
    expect(read('page=0').page).toBe(1);
    expect(read('sort=-x;drop').sort).toEqual({ key: 'date', direction: 'desc' });
  });

  it('writes nothing for the defaults, so a plain link stays plain', () => {
    const written = writeTableUrlState(new URLSearchParams(), read(''), options);
    expect(written.toString()).toBe('');
  });

  it('writes what differs from the defaults and keeps parameters of others', () => {
    const written = writeTableUrlState(
      new URLSearchParams('tab=open'),
      { page: 2, pageSize: 100, sort: { key: 'amount', direction: 'desc' }, filters: { q: 'rent & food' } },
      options,
    );
    expect(written.get('tab')).toBe('open');
    expect(written.get('page')).toBe('2');
    expect(written.get('size')).toBe('100');
    expect(written.get('sort')).toBe('-amount');
    expect(written.get('q')).toBe('rent & food');
    expect(read(written.toString())).toEqual({ page: 2, pageSize: 100, sort: { key: 'amount', direction: 'desc' }, filters: { q: 'rent & food' } });
  });

  it('removes a filter that was cleared', () => {
    const written = writeTableUrlState(new URLSearchParams('type=Income&page=4'), { ...read('type=Income&page=4'), page: 1, filters: {} }, options);
    expect(written.toString()).toBe('');
  });

  it('a default filter is not written, and clearing it survives a reload', () => {
    const withDefault = { ...options, defaultFilters: { type: 'Expense' } };
    expect(read('', withDefault).filters).toEqual({ type: 'Expense' });
    expect(writeTableUrlState(new URLSearchParams(), read('', withDefault), withDefault).toString()).toBe('');
    const cleared = writeTableUrlState(new URLSearchParams(), { ...read('', withDefault), filters: {} }, withDefault);
    expect(cleared.toString()).toBe('type=');
    expect(read(cleared.toString(), withDefault).filters).toEqual({});
  });

  it('two tables on one page keep apart by prefix', () => {
    const prefixed = { ...options, prefix: 'je.' };
    const written = writeTableUrlState(new URLSearchParams('page=5'), { ...read('', prefixed), page: 2 }, prefixed);
    expect(written.get('page')).toBe('5');
    expect(written.get('je.page')).toBe('2');
    expect(read(written.toString(), prefixed).page).toBe(2);
  });

  it('page ranges are the database row offsets', () => {
    expect(pageRange(1, 50)).toEqual({ from: 0, to: 49 });
    expect(pageRange(3, 25)).toEqual({ from: 50, to: 74 });
  });
});

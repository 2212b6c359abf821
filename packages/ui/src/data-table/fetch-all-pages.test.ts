import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';

describe('fetchAllPages', () => {
  it('reads page after page until a short page', async () => {
    const all = Array.from({ length: 25 }, (_, index) => index);
    const ranges: string[] = [];
    const rows = await fetchAllPages(async ({ from, to }) => {
      ranges.push(`${from}-${to}`);
      return all.slice(from, to + 1);
    }, 10);
    expect(rows).toEqual(all);
    expect(ranges).toEqual(['0-9', '10-19', '20-29']);
  });

  it('stops with words past the row limit', async () => {
    await expect(fetchAllPages(async () => Array.from({ length: 10 }, () => 1), 10, 30)).rejects.toThrow('Narrow the filters');
  });
});

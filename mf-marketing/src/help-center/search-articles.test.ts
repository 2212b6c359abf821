// Unit tests for the Help Center search.
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from './help-articles';
import { searchArticles } from './search-articles';

describe('searchArticles', () => {
  it('returns every article for an empty query', () => {
    expect(searchArticles(HELP_ARTICLES, '   ')).toHaveLength(HELP_ARTICLES.length);
  });

  it('needs every word, ignores case and accents, and ranks title matches first', () => {
    const results = searchArticles(HELP_ARTICLES, 'RESTRICTED Grant');
    expect(results[0]?.id).toBe('restricted-funds');
    expect(results.every((article) => /restrict/i.test(article.title + article.body + article.keywords.join(' ')))).toBe(true);
    expect(searchArticles(HELP_ARTICLES, 'bânk STATEMENT').map((article) => article.id)).toContain('import-bank-statement');
  });

  it('finds articles by keyword and returns nothing for unknown words', () => {
    expect(searchArticles(HELP_ARTICLES, '990').map((article) => article.id)).toContain('form-990');
    expect(searchArticles(HELP_ARTICLES, 'cryptocurrency staking')).toEqual([]);
  });
});

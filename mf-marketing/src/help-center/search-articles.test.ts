// Unit tests for the Help Center search.
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLE_INDEX } from './help-article-index';
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

  it('finds the articles of the newly built areas by the words people use', () => {
    const first = (query: string) => searchArticles(HELP_ARTICLES, query)[0]?.id;
    expect(first('reconcile OFX')).toBe('reconcile-bank-account');
    expect(first('pledge')).toBe('track-pledge');
    expect(first('donation receipt')).toBe('record-donation-receipt');
    expect(first('payroll')).toBe('run-payroll');
    expect(first('gantt')).toBe('plan-project-gantt');
    expect(first('budget actuals')).toBe('budget-from-actuals');
    expect(first('program expense')).toBe('program-expense-analysis');
    expect(first('receive purchase order')).toBe('receive-purchase-order');
    expect(searchArticles(HELP_ARTICLES, 'lybunt').map((article) => article.id)).toEqual(['donor-analysis']);
    expect(searchArticles(HELP_ARTICLES, 'pay bills batch').map((article) => article.id)).toContain('pay-bills-batch');
  });

  it('searches titles and categories alone while the texts have not loaded', () => {
    expect(searchArticles(HELP_ARTICLE_INDEX, 'ofx').map((article) => article.id)).toEqual(['reconcile-bank-account']);
    expect(searchArticles(HELP_ARTICLE_INDEX, 'purchasing').length).toBeGreaterThan(1);
    expect(searchArticles(HELP_ARTICLE_INDEX, 'lybunt').map((article) => article.id)).toEqual(['donor-analysis']);
  });
});

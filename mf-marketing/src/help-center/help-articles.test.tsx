// The Help Center's articles are split for the page's cold load: the index (titles and
// categories) ships with the page, the texts (answers and keywords) load on use. Every article has
// both halves, and the page never imports the texts statically (that would put every answer back into
// the cold load and over the public pages' JavaScript budget).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@missionbase/router/testing';
import { describe, expect, it } from 'vitest';
import { HelpCenterPage } from './HelpCenterPage';
import { HELP_ARTICLE_INDEX } from './help-article-index';
import { HELP_ARTICLE_TEXTS } from './help-article-texts';
import { HELP_ARTICLES } from './help-articles';

describe('Help Center articles', () => {
  it('gives every article of the index a unique id, an answer and keywords, and no text lacks its article', () => {
    const ids = HELP_ARTICLE_INDEX.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(HELP_ARTICLE_TEXTS).sort()).toEqual([...ids].sort());
    for (const article of HELP_ARTICLES) {
      expect(article.body.length, article.id).toBeGreaterThan(80);
      expect(article.keywords.length, article.id).toBeGreaterThan(0);
    }
  });

  it('the page imports the texts only on use (a dynamic import), never with the page', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'HelpCenterPage.tsx'), 'utf8');
    expect(source).toMatch(/import\('\.\/help-article-texts'\)/);
    const staticImports = [...source.matchAll(/^import (?!type ).*from '([^']+)';$/gm)].map((match) => match[1]);
    expect(staticImports).not.toContain('./help-article-texts');
    expect(staticImports).not.toContain('./help-articles');
  });

  it('the first render lists every title by category, each a button that opens its answer, and no answer yet', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <HelpCenterPage />
      </MemoryRouter>,
    );
    for (const entry of HELP_ARTICLE_INDEX) {
      expect(html).toContain(`aria-controls="help-answer-${entry.id}"`);
      expect(html).toContain(`>${entry.category}</h2>`);
    }
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(HELP_ARTICLE_INDEX.length);
    expect(html).not.toContain(HELP_ARTICLES[0]?.body.slice(0, 40) ?? 'missing');
  });
});

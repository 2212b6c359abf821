// Help Center articles, whole: each entry of the index with its answer and keywords. The page loads
// the texts on demand (HelpCenterPage); the tests and the claims check (product-areas.test.ts) read
// the whole articles here.
import { HELP_ARTICLE_INDEX, type HelpArticleEntry } from './help-article-index';
import { HELP_ARTICLE_TEXTS, type HelpArticleText } from './help-article-texts';

export interface HelpArticle extends HelpArticleEntry, HelpArticleText {}

/** The index entries with their texts (an entry without one has an empty body and no keywords). */
export function withTexts(entries: readonly HelpArticleEntry[], texts: Readonly<Record<string, HelpArticleText>>): HelpArticle[] {
  return entries.map((entry) => ({ ...entry, body: texts[entry.id]?.body ?? '', keywords: texts[entry.id]?.keywords ?? [] }));
}

export const HELP_ARTICLES: readonly HelpArticle[] = withTexts(HELP_ARTICLE_INDEX, HELP_ARTICLE_TEXTS);

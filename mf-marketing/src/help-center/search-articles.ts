// Help Center search: every word of the query must appear in an article's title, body, category or
// keywords (case and accents ignored); title matches rank first.
import type { HelpArticle } from './help-articles';

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function words(query: string): string[] {
  return normalize(query)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const terms = words(query);
  if (terms.length === 0) return [...articles];
  const scored: { article: HelpArticle; score: number; order: number }[] = [];
  articles.forEach((article, order) => {
    const title = normalize(article.title);
    const haystack = normalize([article.title, article.body, article.category, ...article.keywords].join(' '));
    if (!terms.every((term) => haystack.includes(term))) return;
    const score = terms.filter((term) => title.includes(term)).length;
    scored.push({ article, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((entry) => entry.article);
}

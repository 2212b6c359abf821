// Help Center search: every word of the query must appear in an article's title, body, category or
// keywords (case and accents ignored); title matches rank first. Before the texts have loaded the
// articles have no body or keywords, and the title and category are searched.

/** What search reads of an article. */
export interface SearchableArticle {
  title: string;
  category: string;
  keywords?: readonly string[];
  body?: string;
}

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

export function searchArticles<Article extends SearchableArticle>(articles: readonly Article[], query: string): Article[] {
  const terms = words(query);
  if (terms.length === 0) return [...articles];
  const scored: { article: Article; score: number; order: number }[] = [];
  articles.forEach((article, order) => {
    const title = normalize(article.title);
    const haystack = normalize([article.title, article.body ?? '', article.category, ...(article.keywords ?? [])].join(' '));
    if (!terms.every((term) => haystack.includes(term))) return;
    const score = terms.filter((term) => title.includes(term)).length;
    scored.push({ article, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((entry) => entry.article);
}

// /help-center: searchable answers, grouped by category when no search is typed.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { HELP_ARTICLES, type HelpArticle } from './help-articles';
import { searchArticles } from './search-articles';

function ArticleItem({ article }: { article: HelpArticle }) {
  return (
    <li style={{ borderBottom: '1px solid #e5e7eb', padding: '16px 0' }}>
      <h3 style={{ margin: '0 0 4px', fontSize: 18 }}>{article.title}</h3>
      <p style={{ margin: 0, color: '#4b5563', maxWidth: 800 }}>{article.body}</p>
    </li>
  );
}

export function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const results = searchArticles(HELP_ARTICLES, query);
  const searching = query.trim().length > 0;
  const categories = [...new Set(HELP_ARTICLES.map((article) => article.category))];

  return (
    <MarketingPage {...routeFor('/help-center')} lead="Step-by-step answers for the things finance teams do every week. Search, or browse by category.">
      <search style={{ display: 'block', maxWidth: 560 }}>
        {/* type="search": the browser's own clear button and Escape-to-clear. */}
        <input
          type="search"
          className="mb-input mb-input--large"
          aria-label="Search help articles"
          placeholder="Search, e.g. restricted grant, pledge, reconcile, payroll"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </search>
      {searching ? (
        <Section title={`${results.length} ${results.length === 1 ? 'article' : 'articles'} found`}>
          {results.length > 0 ? (
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Search results">
              {results.map((article) => (
                <ArticleItem key={article.id} article={article} />
              ))}
            </ul>
          ) : (
            <p>
              No article matches “{query.trim()}”. Try fewer words, browse the <Link to="/documentation">documentation</Link>, or <Link to="/contact">ask us</Link>.
            </p>
          )}
        </Section>
      ) : (
        categories.map((category) => (
          <Section key={category} title={category}>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {HELP_ARTICLES.filter((article) => article.category === category).map((article) => (
                <ArticleItem key={article.id} article={article} />
              ))}
            </ul>
          </Section>
        ))
      )}
    </MarketingPage>
  );
}

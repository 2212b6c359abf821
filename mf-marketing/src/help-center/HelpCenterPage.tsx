// /help-center: searchable answers, grouped by category when no search is typed. The first load
// carries only the index (titles and categories); the answers and keywords are one chunk loaded when
// the visitor focuses the search or opens an article, so the page's cold load stays within the public
// pages' JavaScript budget however many articles there are (docs/performance.md, "Public pages").
import { useCallback, useRef, useState } from 'react';
import { Link } from '@missionbase/router';
import { MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { HELP_ARTICLE_INDEX, type HelpArticleEntry } from './help-article-index';
import type { HelpArticleText } from './help-article-texts';
import { searchArticles } from './search-articles';

type Texts = Readonly<Record<string, HelpArticleText>>;
type TextsState = { status: 'idle' | 'loading' } | { status: 'loaded'; texts: Texts } | { status: 'failed' };

/** Loads the texts once, on the first search or opened article (again after a failure). */
function useArticleTexts(): [TextsState, () => void] {
  const [state, setState] = useState<TextsState>({ status: 'idle' });
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    import('./help-article-texts').then(
      (module) => setState({ status: 'loaded', texts: module.HELP_ARTICLE_TEXTS }),
      () => {
        started.current = false;
        setState({ status: 'failed' });
      },
    );
  }, []);
  return [state, load];
}

function ArticleItem({ article, texts, expanded, onExpand }: { article: HelpArticleEntry; texts: TextsState; expanded: boolean; onExpand?: () => void }) {
  const body = texts.status === 'loaded' ? texts.texts[article.id]?.body : undefined;
  const panelId = `help-answer-${article.id}`;
  const answer = body ?? (texts.status === 'failed' ? 'The answer could not be loaded. Check your connection and try again.' : 'Loading the answer…');
  return (
    <li style={{ borderBottom: '1px solid #e5e7eb', padding: '16px 0' }}>
      <h3 style={{ margin: '0 0 4px', fontSize: 18 }}>
        {onExpand ? (
          // The accordion pattern: a button inside the heading opens the answer below it.
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={onExpand}
            style={{ background: 'none', border: 0, padding: 0, font: 'inherit', color: 'inherit', textAlign: 'left', cursor: 'pointer' }}
          >
            {article.title}
          </button>
        ) : (
          article.title
        )}
      </h3>
      {expanded ? (
        <p id={panelId} style={{ margin: 0, color: '#4b5563', maxWidth: 800 }}>
          {answer}
        </p>
      ) : null}
    </li>
  );
}

export function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const [texts, loadTexts] = useArticleTexts();
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => {
    loadTexts();
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const articles = texts.status === 'loaded' ? HELP_ARTICLE_INDEX.map((entry) => ({ ...entry, ...texts.texts[entry.id] })) : HELP_ARTICLE_INDEX;
  // Until the keywords arrive an empty result may only mean "not searched yet".
  const waiting = texts.status === 'idle' || texts.status === 'loading';
  const results = searchArticles(articles, query);
  const searching = query.trim().length > 0;
  const categories = [...new Set(HELP_ARTICLE_INDEX.map((article) => article.category))];

  return (
    <MarketingPage {...routeFor('/help-center')} lead="Step-by-step answers for the things finance teams do every week. Search, or browse by category and open an article.">
      <search style={{ display: 'block', maxWidth: 560 }}>
        {/* type="search": the browser's own clear button and Escape-to-clear. */}
        <input
          type="search"
          className="mb-input mb-input--large"
          aria-label="Search help articles"
          placeholder="Search, e.g. restricted grant, pledge, reconcile, payroll"
          value={query}
          onFocus={loadTexts}
          onChange={(event) => {
            loadTexts();
            setQuery(event.target.value);
          }}
        />
      </search>
      {searching ? (
        <Section title={results.length === 0 && waiting ? 'Searching' : `${results.length} ${results.length === 1 ? 'article' : 'articles'} found`}>
          {results.length === 0 && waiting ? (
            <p role="status">Searching…</p>
          ) : results.length > 0 ? (
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Search results">
              {results.map((article) => (
                <ArticleItem key={article.id} article={article} texts={texts} expanded />
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
              {HELP_ARTICLE_INDEX.filter((article) => article.category === category).map((article) => (
                <ArticleItem key={article.id} article={article} texts={texts} expanded={opened.has(article.id)} onExpand={() => toggle(article.id)} />
              ))}
            </ul>
          </Section>
        ))
      )}
    </MarketingPage>
  );
}

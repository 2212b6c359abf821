// /blog: every post, newest first.
import { Link } from '@missionbase/router';
import { MarketingPage } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { BLOG_POSTS } from './blog-posts';
import { readingMinutes } from './markdown';
import { postDate } from './post-date';

export function BlogIndexPage() {
  return (
    <MarketingPage {...routeFor('/blog')} lead="Practical writing on fund accounting, grants, audits and running a nonprofit’s operations, from our accountants and customers.">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 28 }} aria-label="Posts">
        {BLOG_POSTS.map((post) => (
          <li key={post.slug} style={{ borderBottom: '1px solid #e5e7eb', paddingBottom: 24, maxWidth: 800 }}>
            <h2 style={{ fontSize: 22, margin: '0 0 6px' }}>
              <Link to={`/blog/${post.slug}`}>{post.title}</Link>
            </h2>
            <p style={{ color: '#6b7280', margin: '0 0 8px' }}>
              <time dateTime={post.date}>{postDate(post.date)}</time> · {post.author} · {readingMinutes(post.body)} min read
            </p>
            <p style={{ margin: 0, color: '#374151' }}>{post.summary}</p>
          </li>
        ))}
      </ul>
    </MarketingPage>
  );
}

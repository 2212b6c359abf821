// /blog/{slug}: one post rendered from its Markdown file; an unknown slug is a real 404 page. The
// post's text loads with the page (post-by-slug.ts); the public layout's spinner shows meanwhile.
import { use } from 'react';
import { Link, useParams } from '@missionbase/router';
import { SOCIAL_CARD_URL } from '../assets/social-card';
import { MarketingPage } from '../components/MarketingPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { MarkdownContent } from './components/MarkdownContent';
import { readingMinutes } from './markdown';
import { postBySlug } from './post-by-slug';
import { postDate } from './post-date';
import type { BlogPost } from './front-matter';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = postBySlug(slug);
  if (!post) return <NotFoundPage path={`/blog/${slug}`} what="blog post" back={{ to: '/blog', label: 'Back to the blog' }} />;
  return <LoadedPost post={post} />;
}

function LoadedPost({ post: loading }: { post: Promise<BlogPost> }) {
  const post = use(loading);
  return (
    <MarketingPage
      title={post.title}
      description={post.summary}
      path={`/blog/${post.slug}`}
      image={SOCIAL_CARD_URL}
      type="article"
      lead={
        <span>
          <time dateTime={post.date}>{postDate(post.date)}</time> · {post.author} · {readingMinutes(post.body)} min read
        </span>
      }
    >
      <MarkdownContent source={post.body} />
      {post.tags.length > 0 ? <p style={{ color: '#6b7280' }}>Filed under {post.tags.join(', ')}</p> : null}
      <p>
        <Link to="/blog">Back to the blog</Link>
      </p>
    </MarketingPage>
  );
}

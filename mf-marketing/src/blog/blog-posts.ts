// The blog's posts: every `content/blog/*.md` file, bundled as text at build time (rspack's
// `asset/source` rule) and parsed once. Adding a post is adding a file.
import { parseBlogPost, slugFromFileName, sortPostsNewestFirst, type BlogPost } from './front-matter';

function sourceOf(loaded: unknown): string {
  if (typeof loaded === 'string') return loaded;
  if (typeof loaded === 'object' && loaded !== null && 'default' in loaded && typeof loaded.default === 'string') return loaded.default;
  throw new Error('BLOG_SOURCE_UNREADABLE: a blog file did not load as text');
}

const context = import.meta.webpackContext('../../content/blog', { recursive: false, regExp: /\.md$/ });

function loadPosts(): BlogPost[] {
  // A context may list one file under more than one key: keep one post per slug.
  const bySlug = new Map<string, BlogPost>();
  for (const key of context.keys()) {
    const slug = slugFromFileName(key);
    if (!bySlug.has(slug)) bySlug.set(slug, parseBlogPost(slug, sourceOf(context(key))));
  }
  return sortPostsNewestFirst([...bySlug.values()]);
}

export const BLOG_POSTS: readonly BlogPost[] = loadPosts();

export function findPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

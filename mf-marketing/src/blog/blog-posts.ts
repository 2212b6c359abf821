// The blog's posts for the index: every `content/blog/*.md` file, bundled as text at build time
// (rspack's `asset/source` rule) and parsed once. Adding a post is adding a file. A post's own page
// reads only its file (post-by-slug.ts).
import { markdownSourceOf, parseBlogPost, slugFromFileName, sortPostsNewestFirst, type BlogPost } from './front-matter';

const context = import.meta.webpackContext('../../content/blog', { recursive: false, regExp: /\.md$/ });

function loadPosts(): BlogPost[] {
  // A context may list one file under more than one key: keep one post per slug.
  const bySlug = new Map<string, BlogPost>();
  for (const key of context.keys()) {
    const slug = slugFromFileName(key);
    if (!bySlug.has(slug)) bySlug.set(slug, parseBlogPost(slug, markdownSourceOf(context(key))));
  }
  return sortPostsNewestFirst([...bySlug.values()]);
}

export const BLOG_POSTS: readonly BlogPost[] = loadPosts();

// One blog post by its slug for the post's own page: every `content/blog/*.md` file is its own
// chunk (a lazy context), so /blog/<slug> downloads that post's text and not the whole blog, which
// keeps the page within the public pages' JavaScript budget (docs/performance.md).
import { markdownSourceOf, parseBlogPost, slugFromFileName, type BlogPost } from './front-matter';

const context = import.meta.webpackContext('../../content/blog', { recursive: false, regExp: /\.md$/, mode: 'lazy' });

const posts = new Map<string, Promise<BlogPost>>();

/** The post with this slug, loading once per slug (the same promise each time); undefined when no file has that slug. */
export function postBySlug(slug: string): Promise<BlogPost> | undefined {
  const cached = posts.get(slug);
  if (cached) return cached;
  // A context may list one file under more than one key: any of them gives the post.
  const key = context.keys().find((candidate) => slugFromFileName(candidate) === slug);
  if (key === undefined) return undefined;
  const loading: unknown = context(key);
  const post = Promise.resolve(loading).then((loaded) => parseBlogPost(slug, markdownSourceOf(loaded)));
  posts.set(slug, post);
  return post;
}

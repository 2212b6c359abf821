// Reads a blog post file: a front matter block of `key: value` lines between `---` fences, then
// the Markdown body. Only the keys a post needs are accepted, so a typo fails the build's test.

export interface BlogPost {
  slug: string;
  title: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  author: string;
  summary: string;
  tags: string[];
  /** Markdown body. */
  body: string;
}

const REQUIRED = ['title', 'date', 'author', 'summary'] as const;
const ALLOWED = new Set<string>([...REQUIRED, 'tags']);

export class BlogPostError extends Error {
  constructor(slug: string, problem: string) {
    super(`BLOG_POST_INVALID: ${slug}: ${problem}`);
  }
}

/** 'content/blog/our-first-grant.md' or './our-first-grant.md' -> 'our-first-grant'. */
/** The text of a `.md` file as the bundler hands it over (`asset/source`: the string, or a module with it as default). */
export function markdownSourceOf(loaded: unknown): string {
  if (typeof loaded === 'string') return loaded;
  if (typeof loaded === 'object' && loaded !== null && 'default' in loaded && typeof loaded.default === 'string') return loaded.default;
  throw new Error('BLOG_SOURCE_UNREADABLE: a blog file did not load as text');
}

export function slugFromFileName(fileName: string): string {
  const base = fileName.split('/').at(-1) ?? fileName;
  return base.replace(/\.md$/, '');
}

export function parseBlogPost(slug: string, source: string): BlogPost {
  const text = source.replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new BlogPostError(slug, 'front matter between --- lines is missing');
  const fields = new Map<string, string>();
  for (const line of match[1]!.split('\n')) {
    if (line.trim() === '') continue;
    const separator = line.indexOf(':');
    if (separator <= 0) throw new BlogPostError(slug, `front matter line "${line}" is not "key: value"`);
    const key = line.slice(0, separator).trim();
    if (!ALLOWED.has(key)) throw new BlogPostError(slug, `unknown front matter key "${key}"`);
    fields.set(key, line.slice(separator + 1).trim());
  }
  for (const key of REQUIRED) {
    if (!fields.get(key)) throw new BlogPostError(slug, `front matter needs "${key}"`);
  }
  const date = fields.get('date')!;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new BlogPostError(slug, `date "${date}" is not yyyy-mm-dd`);
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw new BlogPostError(slug, 'the file name must be a lowercase-hyphenated slug');
  return {
    slug,
    title: fields.get('title')!,
    date,
    author: fields.get('author')!,
    summary: fields.get('summary')!,
    tags: (fields.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag.length > 0),
    body: match[2]!.trim(),
  };
}

/** Newest first; equal dates by title so the order is stable. */
export function sortPostsNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

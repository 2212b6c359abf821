// The head tags of a page (title, description, canonical link, Open Graph and Twitter tags),
// computed from a few facts about the page so every page states them the same way (SPEC section 1).
import { PRODUCT_NAME, documentTitle } from './page-title';

export interface PageHeadInput {
  /** The page's own title ('Pricing'); null or absent gives the tagline alone. */
  title?: string | null;
  /** A full document title that replaces '{title} | tagline' (the home page has its own). */
  documentTitle?: string;
  description: string;
  /** Origin of the site, e.g. 'https://missionbase.org' (no trailing slash needed). */
  origin: string;
  /** Optional path appended to the origin for the canonical link, e.g. '/pricing'. */
  path?: string;
  /** Absolute or root-relative URL of a sharing image; its presence picks the large card. */
  image?: string;
  /** Open Graph type: 'article' for blog posts, 'website' otherwise. */
  type?: 'website' | 'article';
}

/** One <meta>: Open Graph uses the `property` attribute, everything else `name`. */
export interface HeadMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface HeadTags {
  title: string;
  canonical: string;
  meta: HeadMeta[];
}

export type TwitterCard = 'summary' | 'summary_large_image';

/** The large-image card only makes sense when there is an image to show. */
export function twitterCardFor(image: string | undefined): TwitterCard {
  return image && image.trim().length > 0 ? 'summary_large_image' : 'summary';
}

/** Canonical link: the origin plus an optional path; a bare origin has no trailing slash. */
export function canonicalUrl(origin: string, path?: string): string {
  const base = origin.replace(/\/+$/, '');
  if (!path || path === '/') return base;
  const clean = path.split('#')[0]!.split('?')[0]!.replace(/\/+$/, '');
  if (clean === '') return base;
  return `${base}${clean.startsWith('/') ? clean : `/${clean}`}`;
}

/** An image given as a root-relative path is made absolute: social networks ignore relative ones. */
function absoluteImage(origin: string, image: string): string {
  return /^https?:\/\//i.test(image) ? image : canonicalUrl(origin, image);
}

export function computePageHead(input: PageHeadInput): HeadTags {
  const title = input.documentTitle ?? documentTitle(input.title);
  const canonical = canonicalUrl(input.origin, input.path);
  const image = input.image && input.image.trim().length > 0 ? absoluteImage(input.origin, input.image.trim()) : undefined;
  const meta: HeadMeta[] = [
    { attribute: 'name', key: 'description', content: input.description },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: input.description },
    { attribute: 'property', key: 'og:url', content: canonical },
    { attribute: 'property', key: 'og:type', content: input.type ?? 'website' },
    { attribute: 'property', key: 'og:site_name', content: PRODUCT_NAME },
    { attribute: 'name', key: 'twitter:card', content: twitterCardFor(image) },
    { attribute: 'name', key: 'twitter:title', content: title },
    { attribute: 'name', key: 'twitter:description', content: input.description },
  ];
  if (image) {
    meta.push({ attribute: 'property', key: 'og:image', content: image }, { attribute: 'name', key: 'twitter:image', content: image });
  }
  return { title, canonical, meta };
}

/** Keys a page may set; a page without an image must remove the previous page's image tags. */
export const MANAGED_META_KEYS: readonly string[] = [
  'description',
  'og:title',
  'og:description',
  'og:url',
  'og:type',
  'og:site_name',
  'og:image',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
];


// Unit tests for the head tags every page sets (HEAD-1, HEAD-3..6).
import { describe, expect, it } from 'vitest';
import { canonicalUrl, computePageHead, twitterCardFor, type HeadTags } from './page-head';

function metaOf(tags: HeadTags, key: string): string | undefined {
  return tags.meta.find((entry) => entry.key === key)?.content;
}

describe('computePageHead', () => {
  it('[HEAD-1] titles a page "{page} | Missionbase - Nonprofit Management" and defaults to the tagline', () => {
    expect(computePageHead({ title: 'Pricing', description: 'd', origin: 'https://x.org' }).title).toBe('Pricing | Missionbase - Nonprofit Management');
    expect(computePageHead({ description: 'd', origin: 'https://x.org' }).title).toBe('Missionbase - Nonprofit Management');
    expect(computePageHead({ title: null, description: 'd', origin: 'https://x.org' }).title).toBe('Missionbase - Nonprofit Management');
  });

  it('[HEAD-2] lets the home page state its own document title', () => {
    const tags = computePageHead({ title: 'ignored', documentTitle: 'Missionbase - Home', description: 'd', origin: 'https://x.org' });
    expect(tags.title).toBe('Missionbase - Home');
    expect(metaOf(tags, 'og:title')).toBe('Missionbase - Home');
  });

  it('[HEAD-3] sets the description meta', () => {
    const tags = computePageHead({ title: 'About', description: 'Who we are.', origin: 'https://x.org' });
    const description = tags.meta.find((entry) => entry.key === 'description');
    expect(description).toEqual({ attribute: 'name', key: 'description', content: 'Who we are.' });
  });

  it('[HEAD-4] links the canonical URL as origin plus optional path', () => {
    expect(computePageHead({ title: 'A', description: 'd', origin: 'https://x.org/', path: '/about' }).canonical).toBe('https://x.org/about');
    expect(computePageHead({ title: 'A', description: 'd', origin: 'https://x.org' }).canonical).toBe('https://x.org');
  });

  it('[HEAD-5] sets Open Graph tags as properties and Twitter tags as names', () => {
    const tags = computePageHead({ title: 'Blog', description: 'News.', origin: 'https://x.org', path: '/blog', type: 'article' });
    expect(tags.meta.find((entry) => entry.key === 'og:title')).toEqual({ attribute: 'property', key: 'og:title', content: 'Blog | Missionbase - Nonprofit Management' });
    expect(metaOf(tags, 'og:description')).toBe('News.');
    expect(metaOf(tags, 'og:url')).toBe('https://x.org/blog');
    expect(metaOf(tags, 'og:type')).toBe('article');
    expect(metaOf(tags, 'og:site_name')).toBe('Missionbase');
    expect(tags.meta.find((entry) => entry.key === 'twitter:title')?.attribute).toBe('name');
    expect(metaOf(tags, 'twitter:description')).toBe('News.');
  });

  it('[HEAD-6] uses the large-image card only when an image is given', () => {
    const plain = computePageHead({ title: 'A', description: 'd', origin: 'https://x.org' });
    expect(metaOf(plain, 'twitter:card')).toBe('summary');
    expect(metaOf(plain, 'og:image')).toBeUndefined();
    expect(metaOf(plain, 'twitter:image')).toBeUndefined();
    const withImage = computePageHead({ title: 'A', description: 'd', origin: 'https://x.org', image: '/social/blog.png' });
    expect(metaOf(withImage, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(withImage, 'og:image')).toBe('https://x.org/social/blog.png');
    expect(metaOf(withImage, 'twitter:image')).toBe('https://x.org/social/blog.png');
    expect(twitterCardFor('   ')).toBe('summary');
  });
});

describe('canonicalUrl', () => {
  it('drops query, fragment and trailing slashes and adds a missing leading slash', () => {
    expect(canonicalUrl('https://x.org', 'pricing/?cycle=yearly#faq')).toBe('https://x.org/pricing');
    expect(canonicalUrl('https://x.org/', '/')).toBe('https://x.org');
  });
});

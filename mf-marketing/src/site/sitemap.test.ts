// Unit tests for the list of public pages the routes, the head tags and the site root's
// sitemap.xml read (the sitemap's format itself is tested in scripts/lib/site-files.test.ts).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '@missionbase/app-config/app-routes';
import { SITE_PAGES } from './public-routes';
import { blogSlugs, sitePaths } from './sitemap-plugin';

const BLOG_DIR = path.join(import.meta.dirname, '..', '..', 'content', 'blog');

describe('public routes', () => {
  it('[PUB-4] lists every public path the shell sends to this remote, each with a title and a description', () => {
    const listed = SITE_PAGES.map((page) => page.path);
    for (const publicPath of PUBLIC_PATHS) {
      if (publicPath === '/blog/:slug') continue;
      expect(listed).toContain(publicPath);
    }
    expect(listed).toHaveLength(PUBLIC_PATHS.length - 1);
    for (const page of SITE_PAGES) {
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.description.length).toBeGreaterThan(40);
    }
    expect(new Set(SITE_PAGES.map((page) => page.description)).size).toBe(SITE_PAGES.length);
  });
});

describe('site paths (site-paths.json)', () => {
  it('lists the home page first, every public page, then one path per blog post, and nothing of the app', () => {
    const paths = sitePaths(BLOG_DIR);
    expect(paths[0]).toBe('/');
    expect(paths).toContain('/community/success-stories');
    expect(paths).toContain('/blog/our-first-grant');
    expect(paths.filter((entry) => entry.startsWith('/blog/'))).toHaveLength(blogSlugs(BLOG_DIR).length);
    expect(paths.length).toBe(SITE_PAGES.length + blogSlugs(BLOG_DIR).length);
    expect(paths.filter((entry) => entry.startsWith('/app'))).toEqual([]);
  });
});

// Unit tests for sitemap.xml and robots.txt, and the route list they are built from.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '@missionbase/domain/app-routes';
import { SITE_PAGES } from './public-routes';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';
import { sitePaths } from './sitemap-plugin';

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

describe('sitemap.xml', () => {
  it('lists every public page and every blog post at the site origin', () => {
    const xml = buildSitemapXml('https://missionbase.org/', sitePaths(BLOG_DIR));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<loc>https://missionbase.org/</loc>');
    expect(xml).toContain('<loc>https://missionbase.org/community/success-stories</loc>');
    expect(xml).toContain('<loc>https://missionbase.org/blog/our-first-grant</loc>');
    expect(xml).not.toContain('/app');
    expect(xml.match(/<url>/g)).toHaveLength(SITE_PAGES.length + sitePaths(BLOG_DIR).filter((p) => p.startsWith('/blog/')).length);
  });

  it('escapes XML special characters', () => {
    expect(buildSitemapXml('https://x.org', ['/a&b'])).toContain('<loc>https://x.org/a&amp;b</loc>');
  });
});

describe('robots.txt', () => {
  it('allows the public site, keeps crawlers out of the app and names the sitemap', () => {
    const robots = buildRobotsTxt('https://missionbase.org');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /app');
    expect(robots).toContain('Sitemap: https://missionbase.org/sitemap.xml');
  });
});

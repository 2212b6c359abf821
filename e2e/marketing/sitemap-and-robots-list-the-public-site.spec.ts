// The site root (the shell's origin, where the public pages are served) answers sitemap.xml and
// robots.txt, built from the marketing build's list of public routes and blog posts, with absolute
// URLs on that origin.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { SHELL_URL } from '../support/env.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

/** Every post in the blog's folder, read here (not from the app) so a new post must appear too. */
function blogPostPaths(): string[] {
  const blogDir = path.join(import.meta.dirname, '..', '..', 'mf-marketing', 'content', 'blog');
  return readdirSync(blogDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `/blog/${name.slice(0, -3)}`);
}

test('[PUB-4] the site root serves sitemap.xml listing every public page and blog post on its own origin, and nothing of the app', async ({ request }) => {
  const sitemap = await request.get(`${SHELL_URL}/sitemap.xml`);
  expect(sitemap.ok()).toBe(true);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locations.length).toBeGreaterThan(0);
  for (const location of locations) expect(new URL(location).origin, location).toBe(SHELL_URL);
  const paths = locations.map((location) => new URL(location).pathname);
  for (const expected of PUBLIC_PAGES) expect(paths).toContain(expected.path);
  for (const post of blogPostPaths()) expect(paths).toContain(post);
  expect(paths.filter((entry) => entry === '/app' || entry.startsWith('/app/') || entry === '/login' || entry === '/subscribe')).toEqual([]);
});

test('the site root serves robots.txt that keeps crawlers out of the app and names its sitemap', async ({ request }) => {
  const robots = await request.get(`${SHELL_URL}/robots.txt`);
  expect(robots.ok()).toBe(true);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toMatch(/^Disallow: \/app$/m);
  expect(text).toContain(`Sitemap: ${SHELL_URL}/sitemap.xml`);
});

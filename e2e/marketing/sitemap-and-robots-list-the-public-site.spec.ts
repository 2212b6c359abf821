// The marketing build ships sitemap.xml and robots.txt listing the public routes and blog posts.
import { expect, test } from '@playwright/test';
import { remoteUrl } from '../support/env.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

test('sitemap.xml lists every public page and blog post; robots.txt points at it', async ({ request }) => {
  const sitemap = await request.get(`${remoteUrl(6)}/sitemap.xml`);
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const expected of PUBLIC_PAGES) expect(locations).toContain(expected.path);
  expect(locations.filter((path) => path.startsWith('/app'))).toEqual([]);

  const robots = await request.get(`${remoteUrl(6)}/robots.txt`);
  expect(robots.ok()).toBe(true);
  const text = await robots.text();
  expect(text).toContain('Disallow: /app');
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

// Every public page renders its own heading, title, description, canonical link and social tags.
import { expect } from '@playwright/test';
import { readerTest as test } from '../support/reader-context.ts';
import { SHELL_URL } from '../support/env.ts';
import { TAGLINE, documentTitleFor } from '../support/routes.ts';
import { readHead } from './head-tags.ts';
import { HOME_PAGE, PUBLIC_PAGES } from './public-pages.ts';

for (const expected of PUBLIC_PAGES) {
  const isHome = expected.path === '/';
  test(`[PUB-4] [HEAD-1] [HEAD-3] [HEAD-4] [HEAD-5] [HEAD-6]${isHome ? ' [HEAD-2]' : ''} ${expected.path} shows "${expected.heading}" with its own head tags`, async ({ page }) => {
    await page.goto(expected.path);
    await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1, name: expected.heading, exact: true })).toBeVisible();
    const canonical = isHome ? SHELL_URL : `${SHELL_URL}${expected.path}`;
    // Head tags are written in an effect: wait for this page's canonical before reading the rest.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    const head = await readHead(page);
    // Real content, not a placeholder.
    // Some pages (the templates store) read their content from the database after the heading shows.
    const main = page.getByTestId('public-layout').locator('main');
    await expect.poll(async () => (await main.innerText()).split(/\s+/).length).toBeGreaterThan(60);
    expect(await main.innerText()).not.toMatch(/lorem ipsum|coming soon|TODO/i);

    if (isHome) {
      expect(head.title).toContain('Missionbase');
      expect(head.title).not.toBe(TAGLINE);
      expect(head.title.endsWith(`| ${TAGLINE}`)).toBe(false);
    } else {
      expect(head.title).toBe(documentTitleFor(expected.heading));
    }
    expect(head.description?.length ?? 0).toBeGreaterThan(40);
    expect(head.og['og:title']).toBe(head.title);
    expect(head.og['og:description']).toBe(head.description);
    expect(head.og['og:url']).toBe(canonical);
    expect(head.og['og:site_name']).toBe('Missionbase');
    expect(head.twitter['twitter:title']).toBe(head.title);
    expect(head.twitter['twitter:description']).toBe(head.description);
    if (expected.image) {
      expect(head.twitter['twitter:card']).toBe('summary_large_image');
      expect(head.og['og:image']).toMatch(/^http:\/\/localhost:\d+\/.+\.png$/);
      expect(head.twitter['twitter:image']).toBe(head.og['og:image']);
    } else {
      expect(head.twitter['twitter:card']).toBe('summary');
      expect(head.og['og:image']).toBeUndefined();
      expect(head.twitter['twitter:image']).toBeUndefined();
    }
  });
}

test('[HEAD-3] [HEAD-6] navigating from a page with an image to one without replaces every tag', async ({ page }) => {
  await page.goto(HOME_PAGE.path);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const homeDescription = await page.locator('meta[name="description"]').getAttribute('content');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Features', exact: true })).toBeVisible();
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', homeDescription ?? '');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page).toHaveTitle(documentTitleFor('Features'));
});

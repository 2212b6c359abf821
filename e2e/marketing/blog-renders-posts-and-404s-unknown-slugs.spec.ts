// The blog lists its Markdown posts, renders one, and answers an unknown slug with a real 404 page.
import { expect } from '@playwright/test';
import { readerTest as test } from '../support/reader-context.ts';
import { documentTitleFor } from '../support/routes.ts';

test('the blog lists posts newest first and opens one rendered from Markdown', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 2 });
  await expect(posts.first()).toHaveText('Our First Grant');
  expect(await posts.count()).toBeGreaterThanOrEqual(3);
  await posts.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/our-first-grant$/);
  const main = page.getByTestId('public-layout').locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Our First Grant', exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Step 1: give the grant its own fund' })).toBeVisible();
  await expect(main.locator('strong', { hasText: '$60,000 from a community foundation' })).toBeVisible();
  await expect(main.locator('blockquote')).toContainText('A pledge you will receive next year');
  await main.getByRole('link', { name: 'Help Center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center', exact: true })).toBeVisible();
});

test('an unknown blog slug shows a real 404 page with a link back to the blog', async ({ page }) => {
  await page.goto('/blog/no-such-post-here');
  const notFound = page.getByTestId('not-found');
  await expect(notFound.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(notFound).toContainText('/blog/no-such-post-here');
  await expect(page).toHaveTitle(documentTitleFor('Page Not Found'));
  await expect(page).toHaveURL(/\/blog\/no-such-post-here$/);
  await notFound.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog', exact: true })).toBeVisible();
});

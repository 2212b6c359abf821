// On a phone the public links fold into a menu that opens, closes, and closes itself on navigation.
import { expect } from '@playwright/test';
import { readerTest as test } from '../support/reader-context.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('[PUB-3] the mobile menu expands, collapses and closes when a link is followed', async ({ page }) => {
  await page.goto('/');
  const header = page.getByTestId('public-layout').getByRole('banner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = header.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Collapsed: the header's links are not shown.
  await expect(header.getByRole('link', { name: 'Pricing', exact: true })).toHaveCount(0);

  await toggle.click();
  const close = header.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menu = header.getByRole('navigation', { name: 'Main' });
  for (const name of ['Features', 'Pricing', 'About', 'Contact', 'Log In', 'Get Started Free']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await close.click();
  await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toHaveCount(0);

  await header.getByRole('button', { name: 'Open menu' }).click();
  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing', exact: true })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('[PUB-3] on a wide screen the links show in the header without a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const header = page.getByTestId('public-layout').getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: /menu/ })).toHaveCount(0);
});

// The public header and footer carry the spec's links, and every one of them opens a real page.
import { expect } from '@playwright/test';
import { readerTest as test } from '../support/reader-context.ts';

const HEADER = [
  { name: 'Features', href: '/features', heading: 'Features' },
  { name: 'Pricing', href: '/pricing', heading: 'Pricing' },
  { name: 'About', href: '/about', heading: 'About' },
  { name: 'Contact', href: '/contact', heading: 'Contact' },
];

test('[PUB-1] the header links to Features, Pricing, About, Contact, Log In and Get Started Free', async ({ page }) => {
  await page.goto('/');
  const header = page.getByTestId('public-layout').getByRole('banner');
  const main = header.getByRole('navigation', { name: 'Main' });
  for (const link of HEADER) await expect(main.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href);
  await expect(header.getByRole('link', { name: 'Log In', exact: true })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Get Started Free', exact: true })).toHaveAttribute('href', '/signup');

  for (const link of HEADER) {
    await main.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
    await expect(page.getByRole('heading', { level: 1, name: link.heading, exact: true })).toBeVisible();
  }
  await header.getByRole('link', { name: 'Get Started Free', exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Organization name')).toBeVisible();
  await page.goBack();
  await page.getByTestId('public-layout').getByRole('banner').getByRole('link', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('[PUB-2] the footer groups Product, Company, Resources and Legal link to real pages, plus social links', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const footer = page.getByTestId('public-layout').getByRole('contentinfo');
  const groups = ['Product', 'Company', 'Resources', 'Legal'];
  const targets: { group: string; name: string; href: string }[] = [];
  for (const group of groups) {
    const nav = footer.getByRole('navigation', { name: group, exact: true });
    await expect(nav.getByRole('heading', { name: group })).toBeVisible();
    const links = nav.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    for (const link of await links.all()) targets.push({ group, name: (await link.innerText()).trim(), href: (await link.getAttribute('href')) ?? '' });
  }
  expect(targets.map((target) => target.href)).toEqual(expect.arrayContaining(['/pricing', '/careers', '/help-center', '/privacy-policy', '/gdpr']));

  // Each footer link opens a page with its own heading (client-side, through the footer itself).
  for (const target of targets) {
    await footer.getByRole('navigation', { name: target.group, exact: true }).getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect(page.getByTestId('public-layout').locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
  }

  const social = footer.getByRole('navigation', { name: 'Social' }).getByRole('link');
  expect(await social.count()).toBeGreaterThanOrEqual(3);
  for (const link of await social.all()) await expect(link).toHaveAttribute('href', /^https:\/\//);
});

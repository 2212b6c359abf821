// At 375 x 812 (a small phone) the sign-in pages, the dashboard and a remote's page have no
// horizontal scroll, the top bar's controls are on screen and reachable (the menu button opens the
// drawer), and nothing covers the page's <h1>.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, signInAs, startSessionAs } from '../support/accounts.ts';

// Each test signs up its own user, signs in through the form and walks several steps: slow marks
// triple the time budget (two shared cores); nothing here asserts a duration.
test.beforeEach(() => {
  test.slow();
});

const PHONE = { width: 375, height: 812 };

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && element.getClientRects().length > 0)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().split(' ')[0]} -> ${Math.round(element.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  });
  expect(widths.scrollWidth, `wider than the screen: ${widths.wide.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
}

/**
 * The element drawn at the centre and at the start of the h1 is the h1 itself (or inside it), once
 * the layout has settled: the top bar grows when the trial banner arrives with the subscription.
 */
async function expectHeadingUncovered(page: Page, name: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeInViewport();
  await expect.poll(() => elementsOver(heading), { message: `what covers the h1 "${name}"` }).toEqual([]);
}

function elementsOver(heading: Locator): Promise<string[]> {
  return heading.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + 4, box.top + box.height / 2],
      [box.left + Math.min(box.width, 60) / 2, box.top + box.height / 2],
      [box.left + box.width / 2, box.top + 2],
    ];
    return points
      .map(([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0))
      .filter((hit) => hit !== null && !element.contains(hit))
      .map((hit) => `${hit?.tagName.toLowerCase()}.${hit?.className.toString().split(' ')[0]}`);
  });
}

test.use({ viewport: PHONE });

test('/login and /signup fit 375 px with nothing over their heading', async ({ page }) => {
  await page.goto('/login');
  await expectHeadingUncovered(page, 'Log In');
  await expectNoHorizontalScroll(page);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeInViewport();
  await page.goto('/signup');
  await expectHeadingUncovered(page, 'Sign Up');
  await expectNoHorizontalScroll(page);
});

test('[TOP-6] the dashboard fits 375 px; every top bar control is on screen and the menu button opens the drawer', async ({ page }) => {
  await signInAs(page, await createAccount('a11y-phone-dashboard'));
  await expect(page.getByTestId('trial-banner')).toBeVisible();
  await expectHeadingUncovered(page, 'Dashboard');
  await expectNoHorizontalScroll(page);
  const topbar = page.getByTestId('topbar');
  for (const control of [
    topbar.getByRole('button', { name: 'Open menu' }),
    topbar.getByRole('combobox', { name: 'Organization' }),
    topbar.getByRole('button', { name: 'Search...' }),
    topbar.getByRole('button', { name: 'New Transaction' }),
    topbar.getByRole('button', { name: /^Notifications/ }),
    topbar.getByRole('button', { name: 'My Account' }),
  ]) {
    await expect(control).toBeInViewport();
  }
  await topbar.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByTestId('sidebar-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
  await expectNoHorizontalScroll(page);
  // The drawer fits the phone: its Settings link is on screen.
  await expect(drawer.getByRole('link', { name: 'Settings' })).toBeInViewport();
});

test('a remote page fits 375 px with nothing over its heading, also when scrolled', async ({ page }) => {
  await startSessionAs(page, await createAccount('a11y-phone-remote'));
  await page.goto('/app/settings/profile');
  await expectHeadingUncovered(page, 'Profile');
  await expectNoHorizontalScroll(page);
  await page.goto('/app/transactions');
  await expectHeadingUncovered(page, 'Transactions');
  await expectNoHorizontalScroll(page);
});

// The dashboard fits the screen at 375 px (a phone) and 1280 px: with the notifications
// panel open and with the drawer open, the page never scrolls sideways, every visible control is
// inside the viewport, the top bar keeps one row, the sidebar's panel fills the height and a long
// organization name is cut with an ellipsis. A screenshot of each state is attached to the report.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';

const LONG_NAME = 'Greater Harbor Community Food Bank and Nutrition Education Collaborative';

/** Controls (and the panel's texts) that are visible but not fully inside the viewport. */
async function controlsOutsideViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const outside: string[] = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    for (const element of document.querySelectorAll<HTMLElement>('button, a[href], input, [role="tab"], [role="combobox"], [data-testid="notification-item"]')) {
      const box = element.getBoundingClientRect();
      const style = window.getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // 'Skip to content' waits above the viewport until it is focused, by design.
      if (element.classList.contains('mb-skip-link')) continue;
      // Only what is meant to be seen now: inside a hidden drawer or a scrolled-away list does not count.
      if (element.closest('[data-open="false"]') || element.closest('.ant-popover-hidden')) continue;
      const scroller = element.closest<HTMLElement>('[data-testid="notification-list"], [data-testid="sidebar"]');
      if (scroller && (box.top >= scroller.getBoundingClientRect().bottom || box.bottom <= scroller.getBoundingClientRect().top)) continue;
      if (box.left < -0.5 || box.right > width + 0.5 || box.top < -0.5 || (box.bottom > height + 0.5 && !scroller && !element.closest('main'))) {
        outside.push(`${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return outside;
  });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
}

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

async function openDashboard(page: Page, width: number): Promise<void> {
  const account = await createAccount(`fits-${width}`, LONG_NAME);
  const { error } = await serviceClient().from('notifications').insert({
    organization_id: account.organizationId, title: 'Invoice overdue', message: 'An invoice to County Health Department is past its due date.', link: '/app/dashboard',
  });
  expect(error).toBeNull();
  await page.setViewportSize({ width, height: width < 640 ? 740 : 800 });
  await startSessionAs(page, account);
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('topbar')).toBeVisible();
  await expect(page.getByTestId('organization-picker')).toContainText('Greater Harbor');
}

for (const width of [375, 1280]) {
  test(`at ${width} px the notifications panel fits with Mark all as read, View and Mark as read reachable`, async ({ page }, testInfo) => {
    await openDashboard(page, width);
    const topbar = page.getByTestId('topbar');
    const bar = await topbar.boundingBox();
    // One row: the bar is as tall as one control row (36 px buttons plus padding), not two or three.
    expect(bar?.height ?? 999).toBeLessThan(64);

    const name = page.getByTestId('organization-picker').locator('.mb-org-label-name').first();
    const overflow = await name.evaluate((element) => ({ cut: element.scrollWidth > element.clientWidth, ellipsis: getComputedStyle(element).textOverflow }));
    expect(overflow).toEqual({ cut: true, ellipsis: 'ellipsis' });

    await topbar.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByTestId('notifications-panel');
    await expect(panel).toBeVisible();
    for (const control of [panel.getByRole('button', { name: 'Mark all as read' }), panel.getByRole('button', { name: 'View' }).first(), panel.getByRole('button', { name: 'Mark as read' }).first()]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await expectNoSidewaysScroll(page);
    expect(await controlsOutsideViewport(page)).toEqual([]);
    await snapshot(page, testInfo, `dashboard-${width}-notifications.png`);
  });

  test(`at ${width} px the organization list cuts long names and the sidebar fills the height`, async ({ page }, testInfo) => {
    await openDashboard(page, width);
    if (width < 1024) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByTestId('sidebar-drawer');
      await expect(drawer).toHaveAttribute('data-open', 'true');
      // The drawer springs in (a little past its rest and back): measure once it has settled.
      await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? -1)).toBe(0);
      await page.waitForTimeout(100);
      await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? -1)).toBe(0);
    }
    const sidebar = page.getByTestId('sidebar').last();
    const box = await sidebar.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
    await expectNoSidewaysScroll(page);
    expect(await controlsOutsideViewport(page)).toEqual([]);
    await snapshot(page, testInfo, `dashboard-${width}-drawer.png`);
    if (width < 1024) await page.getByRole('button', { name: 'Close menu' }).click();

    await page.getByTestId('organization-picker').click();
    const option = page.locator('.mb-org-picker-list .mb-org-label-name').first();
    await expect(option).toBeVisible();
    const cut = await option.evaluate((element) => element.scrollWidth > element.clientWidth && getComputedStyle(element).textOverflow === 'ellipsis');
    expect(cut).toBe(true);
    await expectNoSidewaysScroll(page);
    await snapshot(page, testInfo, `dashboard-${width}-organizations.png`);
  });
}

// At 1280 px the money columns of every list and report are in view without sideways scrolling
// (long text truncates instead): on each page, over the demo organization's rows, every money cell
// ends inside the window and inside its table's box, and no table scrolls sideways.
import { expect } from '@playwright/test';
import { demoTest as test } from '../support/demo-session.ts';

const PAGES = [
  '/app/transactions',
  '/app/funds',
  '/app/finance/donations',
  '/app/finance/journal-entries',
  '/app/supply-chain/inventory',
  '/app/reports/fund-balance',
  '/app/reports/program-expenses',
  '/app/projects/overview',
];

test.use({ viewport: { width: 1280, height: 800 } });

test('every list and report shows its money columns at 1280 px without sideways scrolling', async ({ page }) => {
  test.slow();
  for (const path of PAGES) {
    await page.goto(path);
    const money = page.locator('main table .mb-money');
    await expect(money.first(), path).toBeVisible();
    // Let the table settle on its layout (antd measures once the rows are in).
    await expect.poll(() => money.count(), { message: path }).toBeGreaterThan(1);
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      for (const cell of document.querySelectorAll<HTMLElement>('main table .mb-money')) {
        const box = cell.getBoundingClientRect();
        if (box.width === 0) continue;
        const frame = cell.closest('table')?.parentElement;
        const limit = Math.min(window.innerWidth, frame ? frame.getBoundingClientRect().right : window.innerWidth);
        if (box.right > limit + 1) found.push(`"${cell.textContent?.trim() ?? ''}" ends at ${Math.round(box.right)} px, past ${Math.round(limit)} px`);
      }
      for (const table of document.querySelectorAll<HTMLElement>('main table')) {
        const frame = table.parentElement;
        if (frame && frame.scrollWidth > frame.clientWidth + 1) found.push(`a table scrolls sideways (${frame.scrollWidth} px in ${frame.clientWidth} px)`);
      }
      if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push('the page scrolls sideways');
      return [...new Set(found)].slice(0, 5);
    });
    expect(problems, path).toEqual([]);
  }
});

// The Gantt's first view, over the demo's two years of tasks: today's line is in view without
// scrolling, beside the tasks, and each month's header sits over its own weeks (every month
// boundary is a week boundary, and the weeks under a month start in it). The page loads nothing
// from another origin (the reader fixture fails the test on any such request).
import { expect } from '@playwright/test';
import { demoTest as test } from '../support/demo-session.ts';

test('the Gantt opens on today, with its tasks, under month headers that sit over their weeks', async ({ page }) => {
  await page.goto('/app/projects/gantt');
  const frame = page.locator('.mb-gantt-frame[data-today-x]');
  await expect(frame).toHaveCount(1);
  await expect(page.locator('.wx-bar').first()).toBeVisible();
  const chart = page.locator('.mb-gantt .wx-chart');
  // Today's line is inside the visible part of the timeline, at once.
  await expect.poll(async () => chart.evaluate((element) => {
    const root = element.closest('.mb-gantt-frame') as HTMLElement;
    const area = element.querySelector('.wx-area') as HTMLElement;
    const x = area.getBoundingClientRect().left + Number(root.dataset.todayX);
    const box = element.getBoundingClientRect();
    return x > box.left && x < box.right;
  })).toBe(true);
  // Bars are drawn in view beside it.
  const barsInView = await chart.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('.wx-bar')].filter((bar) => {
      const b = bar.getBoundingClientRect();
      return b.right > box.left && b.left < box.right && b.bottom > box.top && b.top < box.bottom;
    }).length;
  });
  expect(barsInView).toBeGreaterThan(0);
  // The week zoom's header: months over their weeks.
  const header = await page.locator('.mb-gantt .wx-scale').first().evaluate((scale) => {
    const rows = [...scale.querySelectorAll(':scope > .wx-row')].map((row) =>
      [...row.querySelectorAll(':scope > .wx-cell')].map((cell) => ({ left: Math.round(cell.getBoundingClientRect().left), right: Math.round(cell.getBoundingClientRect().right), text: cell.textContent?.trim() ?? '' })));
    return { months: rows[0] ?? [], weeks: rows[1] ?? [] };
  });
  expect(header.months.length).toBeGreaterThan(1);
  const weekEdges = new Set(header.weeks.flatMap((week) => [week.left, week.right]));
  for (const month of header.months.slice(0, -1)) {
    expect([month.right - 1, month.right, month.right + 1].some((edge) => weekEdges.has(edge)), `${month.text} ends on a week boundary`).toBe(true);
  }
  for (const week of header.weeks) {
    const over = header.months.find((month) => week.left >= month.left - 1 && week.right <= month.right + 1);
    if (over) expect(over.text.slice(0, 3), `${week.text} sits under ${over.text}`).toBe(week.text.slice(0, 3));
  }
});

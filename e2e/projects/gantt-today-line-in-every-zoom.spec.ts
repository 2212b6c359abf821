// Today's line on the Gantt in day, week and month zoom: drawn inside the bar of a task that
// runs from yesterday to tomorrow, wherever the zoom puts that bar.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { createProject, createTask, dayFromToday } from './support/projects.ts';

test('today\'s line crosses the bar of a task running from yesterday to tomorrow in every zoom', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'proj-today');
  const projectId = await createProject(owner, { name: 'Today Line' });
  const taskId = await createTask(owner, projectId, { name: 'Around today', start_date: dayFromToday(-1), due_date: dayFromToday(1) });
  for (const zoom of ['day', 'week', 'month'] as const) {
    await page.goto(`/app/projects/gantt?project=${projectId}&zoom=${zoom}`);
    const bar = page.locator(`.wx-bar[data-id=':${taskId}']`);
    await expect(bar).toBeVisible();
    const frame = page.locator('.mb-gantt-frame[data-today-x]');
    await expect(frame).toHaveCount(1);
    const area = page.locator('.mb-gantt .wx-chart .wx-area');
    // The line is the area's ::after, 2 px wide at --mb-today-x.
    const drawn = await area.evaluate((element) => {
      const style = getComputedStyle(element, '::after');
      return { width: style.width, left: Number.parseFloat(style.left), display: style.display };
    });
    expect(drawn.width, `${zoom} zoom`).toBe('2px');
    await bar.scrollIntoViewIfNeeded();
    const barBox = await bar.boundingBox();
    const areaBox = await area.boundingBox();
    if (!barBox || !areaBox) throw new Error('the chart has no box');
    const lineX = areaBox.x + drawn.left;
    expect(lineX, `${zoom} zoom: the line is inside the bar`).toBeGreaterThan(barBox.x);
    expect(lineX, `${zoom} zoom: the line is inside the bar`).toBeLessThan(barBox.x + barBox.width);
  }
});

// The plan from end to end: a project created on the overview, two tasks with a
// finish-to-start dependency added in the task drawer, a bar dragged on the Gantt keeps its new
// dates after a reload, and a drag that would start a task before its predecessor ends is refused
// with the database's sentence while the bar snaps back.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { createTask, dayFromToday, taskOf } from './support/projects.ts';

/** Drags a task's bar by dx pixels (the library writes a string id as data-id=":<id>"). */
async function dragBar(page: Page, taskId: string, dx: number): Promise<void> {
  const bar = page.locator(`.wx-bar[data-id=':${taskId}']`);
  await expect(bar).toBeVisible();
  await bar.scrollIntoViewIfNeeded();
  const box = await bar.boundingBox();
  if (!box) throw new Error('the bar has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

test('create a project, link two tasks, drag on the Gantt: it persists; a violation is refused', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'proj-plan');
  await page.goto('/app/projects/overview');
  await page.getByRole('button', { name: 'New project' }).click();
  const drawer = page.getByRole('dialog', { name: 'New project' });
  await drawer.getByLabel('Name', { exact: true }).fill('Cold Room Build');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const link = page.getByRole('link', { name: 'Cold Room Build' });
  await expect(link).toBeVisible();
  const projectId = (await link.getAttribute('href'))?.split('/').pop() ?? '';
  expect(projectId).toMatch(/^[0-9a-f-]{36}$/);

  const first = await createTask(owner, projectId, { name: 'Pour the slab', start_date: dayFromToday(0), due_date: dayFromToday(5) });
  const second = await createTask(owner, projectId, { name: 'Fit the panels', start_date: dayFromToday(6), due_date: dayFromToday(10) });

  // The dependency, from the task drawer.
  await page.goto(`/app/projects/tasks?open=${second}`);
  const taskDrawer = page.getByRole('dialog', { name: 'Fit the panels' });
  await taskDrawer.getByLabel('Add a predecessor').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Pour the slab' }).click();
  await taskDrawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(taskDrawer.getByRole('listitem').filter({ hasText: 'Pour the slab' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Drag the second task three days later on the day zoom (36 px a day).
  await page.goto(`/app/projects/gantt?project=${projectId}&zoom=day`);
  await expect(page.locator('.wx-link, [data-link-id]').first()).toBeAttached();
  await dragBar(page, second, 36 * 3);
  await expect.poll(async () => (await taskOf(owner, second)).start_date, { timeout: 10_000 }).toBe(dayFromToday(9));
  expect((await taskOf(owner, second)).due_date).toBe(dayFromToday(13));
  await page.reload();
  const moved = await page.locator(`.wx-bar[data-id=':${second}']`).boundingBox();
  const anchor = await page.locator(`.wx-bar[data-id=':${first}']`).boundingBox();
  expect(moved && anchor ? Math.round((moved.x - anchor.x) / 36) : null).toBe(9);

  // Dragging it to start before the slab is finished is refused, and the bar returns.
  await dragBar(page, second, -36 * 8);
  await expect(page.getByRole('alert')).toContainText('A task cannot start before the task it depends on ends: "Pour the slab"');
  expect((await taskOf(owner, second)).start_date).toBe(dayFromToday(9));
  await expect.poll(async () => {
    const bar = await page.locator(`.wx-bar[data-id=':${second}']`).boundingBox();
    const base = await page.locator(`.wx-bar[data-id=':${first}']`).boundingBox();
    return bar && base ? Math.round((bar.x - base.x) / 36) : null;
  }).toBe(9);
});

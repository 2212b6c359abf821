// The Gantt without a mouse drag: a selected task moves a day with Alt+ArrowRight, saved.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { createProject, createTask, dayFromToday, taskOf } from './support/projects.ts';

test('Alt+ArrowRight on a selected Gantt task moves it a day and saves it', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'proj-gantt-keys');
  const projectId = await createProject(owner, { name: 'Keyboard Plan' });
  const taskId = await createTask(owner, projectId, { name: 'Move by keys', start_date: dayFromToday(1), due_date: dayFromToday(3) });
  await page.goto(`/app/projects/gantt?project=${projectId}&zoom=day`);
  const bar = page.locator(`.wx-bar[data-id=':${taskId}']`);
  await expect(bar).toBeVisible();
  await bar.click();
  await page.keyboard.press('Alt+ArrowRight');
  await expect.poll(async () => (await taskOf(owner, taskId)).start_date, { timeout: 10_000 }).toBe(dayFromToday(2));
  expect((await taskOf(owner, taskId)).due_date).toBe(dayFromToday(4));
});

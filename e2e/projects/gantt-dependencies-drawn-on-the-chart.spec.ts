// Dependencies made and removed on the Gantt itself: with the mouse through the link dots at
// the bars' ends, and with the keyboard through the task's menu (Shift+F10); each change is saved,
// survives a reload, and the database still refuses a task that would start before the one it
// waits for ends.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import type { Page } from '@playwright/test';
import { signedInOwner } from '../finance/support/transactions.ts';
import type { TestAccount } from '../support/accounts.ts';
import { createProject, createTask, dayFromToday } from './support/projects.ts';

/** The library writes a string id as ":<id>" in data-id and data-link-id. */
const bar = (page: Page, taskId: string) => page.locator(`.wx-bar[data-id=':${taskId}']`);
const line = (page: Page, dependencyId: string) => page.locator(`.wx-links [data-link-id=':${dependencyId}']`);

async function dependenciesOf(owner: TestAccount, successorId: string): Promise<Array<{ id: string; predecessor_id: string }>> {
  const { data, error } = await owner.client.from('task_dependencies').select('id, predecessor_id').eq('successor_id', successorId);
  if (error) throw error;
  return data as Array<{ id: string; predecessor_id: string }>;
}

test('a dependency drawn with the mouse between two bars is saved and still drawn after a reload', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'proj-link-mouse');
  const projectId = await createProject(owner, { name: 'Mouse Links' });
  const first = await createTask(owner, projectId, { name: 'Clear the site', start_date: dayFromToday(1), due_date: dayFromToday(3) });
  const second = await createTask(owner, projectId, { name: 'Lay the floor', start_date: dayFromToday(5), due_date: dayFromToday(8) });
  await page.goto(`/app/projects/gantt?project=${projectId}&zoom=day`);
  await expect(bar(page, first)).toBeVisible();

  // The dot at the end of the first bar, then the dot at the start of the second: finish-to-start.
  await bar(page, first).hover();
  await bar(page, first).locator('.wx-link.wx-right').click();
  await bar(page, second).locator('.wx-link.wx-left').click();
  await expect.poll(async () => (await dependenciesOf(owner, second)).map((d) => d.predecessor_id), { timeout: 10_000 }).toEqual([first]);
  const [saved] = await dependenciesOf(owner, second);

  await page.reload();
  await expect(bar(page, second)).toBeVisible();
  await expect(line(page, saved!.id)).toHaveCount(1);
});

test('the task menu adds and removes a dependency from the keyboard; a violation is refused in words', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'proj-link-keys');
  const projectId = await createProject(owner, { name: 'Keyboard Links' });
  const permits = await createTask(owner, projectId, { name: 'Get permits', start_date: dayFromToday(1), due_date: dayFromToday(4) });
  const build = await createTask(owner, projectId, { name: 'Build the ramp', start_date: dayFromToday(6), due_date: dayFromToday(9) });
  const early = await createTask(owner, projectId, { name: 'Order concrete', start_date: dayFromToday(2), due_date: dayFromToday(3) });
  await page.goto(`/app/projects/gantt?project=${projectId}&zoom=day`);
  await expect(bar(page, build)).toBeVisible();

  await bar(page, build).click();
  await page.keyboard.press('Shift+F10');
  // The task menu opens with the keyboard's focus in it (arrows and Enter choose).
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  const menu = open.getByRole('menu');
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden):focus, .ant-dropdown:not(.ant-dropdown-hidden) :focus')).toHaveCount(1);
  await menu.getByRole('menuitem', { name: 'Wait for Get permits' }).press('Enter');
  await expect.poll(async () => (await dependenciesOf(owner, build)).map((d) => d.predecessor_id), { timeout: 10_000 }).toEqual([permits]);

  // "Order concrete" starts before "Build the ramp"... ends: it cannot wait for the ramp.
  await bar(page, early).click();
  await page.keyboard.press('Shift+F10');
  await menu.getByRole('menuitem', { name: 'Wait for Build the ramp' }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'A task cannot start before the task it depends on ends' })).toBeVisible();
  expect(await dependenciesOf(owner, early)).toEqual([]);

  await page.reload();
  await expect(bar(page, build)).toBeVisible();
  const [saved] = await dependenciesOf(owner, build);
  await expect(line(page, saved!.id)).toHaveCount(1);
  await bar(page, build).click();
  await page.keyboard.press('Shift+F10');
  await menu.getByRole('menuitem', { name: 'Stop waiting for Get permits' }).press('Enter');
  await expect.poll(async () => (await dependenciesOf(owner, build)).length, { timeout: 10_000 }).toBe(0);
  await page.reload();
  await expect(bar(page, build)).toBeVisible();
  await expect(page.locator('.wx-links [data-link-id]')).toHaveCount(0);
});

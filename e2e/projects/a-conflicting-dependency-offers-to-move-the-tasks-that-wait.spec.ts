// A dependency added from the task drawer that the dates break is not just refused: the drawer
// offers to move the task and what waits for it, and accepting moves the chain (same shape) and
// adds the dependency, as the database then holds.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { animationsSettled } from '../support/animations-settled.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { createProject, createTask, dayFromToday, taskOf } from './support/projects.ts';

test('a dependency that conflicts offers to move the successors, and moving them adds it', async ({ page }) => {
  const owner = await signedInOwner(page, 'proj-shift');
  const projectId = await createProject(owner, { name: 'Shift Plan' });
  const slab = await createTask(owner, projectId, { name: 'Pour the slab', start_date: dayFromToday(0), due_date: dayFromToday(6) });
  const panels = await createTask(owner, projectId, { name: 'Fit the panels', start_date: dayFromToday(2), due_date: dayFromToday(4) });
  const paint = await createTask(owner, projectId, { name: 'Paint', start_date: dayFromToday(4), due_date: dayFromToday(5) });
  const linked = await owner.client.from('task_dependencies').insert({ organization_id: owner.organizationId, predecessor_id: panels, successor_id: paint });
  expect(linked.error).toBeNull();

  await page.goto(`/app/projects/gantt?project=${projectId}`);
  await page.locator(`.wx-bar[data-id=':${panels}']`).dblclick();
  const drawer = page.getByRole('dialog', { name: 'Fit the panels' });
  await drawer.getByLabel('Add a predecessor').click();
  // The options slide open; a click taken mid-slide is swallowed, so it waits until they stand still.
  await animationsSettled(page);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Pour the slab' }).click();
  await expect(drawer.getByRole('button', { name: 'Add', exact: true })).toBeEnabled();
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText('Move "Fit the panels" and 1 task that waits for it 4 days later');
  await drawer.getByRole('button', { name: 'Move and add' }).click();
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Pour the slab' })).toBeVisible();

  expect(await taskOf(owner, panels)).toMatchObject({ start_date: dayFromToday(6), due_date: dayFromToday(8) });
  expect(await taskOf(owner, paint)).toMatchObject({ start_date: dayFromToday(8), due_date: dayFromToday(9) });
  expect(await taskOf(owner, slab)).toMatchObject({ start_date: dayFromToday(0), due_date: dayFromToday(6) });
  const { data } = await owner.client.from('task_dependencies').select('id').eq('predecessor_id', slab).eq('successor_id', panels);
  expect(data).toHaveLength(1);
});

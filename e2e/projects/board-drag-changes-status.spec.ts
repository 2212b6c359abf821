// The tasks board: dragging a card to another column saves its status, and so does the
// keyboard (Alt+ArrowRight on a focused card).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from '../finance/support/transactions.ts';
import { createProject, createTask, taskOf } from './support/projects.ts';

test('dragging a card to Done saves its status; Alt+ArrowRight moves one column', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'proj-board');
  const projectId = await createProject(owner, { name: 'Board Project' });
  const dragged = await createTask(owner, projectId, { name: 'Drag me', status: 'todo' });
  const keyed = await createTask(owner, projectId, { name: 'Key me', status: 'todo' });
  await page.goto('/app/projects/tasks?view=board');
  const card = page.locator('[data-task="Drag me"]');
  await expect(card).toBeVisible();
  await card.dragTo(page.locator('section[data-status="done"]'));
  await expect(page.locator('section[data-status="done"] [data-task="Drag me"]')).toBeVisible();
  await expect.poll(async () => (await taskOf(owner, dragged)).status).toBe('done');

  const keyCard = page.locator('[data-task="Key me"]');
  await keyCard.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.locator('section[data-status="in_progress"] [data-task="Key me"]')).toBeVisible();
  await expect.poll(async () => (await taskOf(owner, keyed)).status).toBe('in_progress');
  await page.reload();
  await expect(page.locator('section[data-status="done"] [data-task="Drag me"]')).toBeVisible();
});

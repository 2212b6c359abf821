// Live plan: a colleague moving a task to another status shows on the board within seconds,
// without a reload.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient } from '../support/accounts.ts';
import { expectSameDocument, markDocument } from '../support/no-reload.ts';
import { organizationOf, signedInOwner } from '../finance/support/transactions.ts';
import { createProject, createTask } from './support/projects.ts';

test('a colleague\'s status change appears on the board within seconds', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'proj-live');
  const colleague = await createAccount('proj-colleague', null);
  const joined = await serviceClient().from('organization_members').insert({ organization_id: organizationOf(owner), user_id: colleague.userId, role: 'member' });
  expect(joined.error).toBeNull();
  const projectId = await createProject(owner, { name: 'Live Project' });
  const taskId = await createTask(owner, projectId, { name: 'Moved by a colleague', status: 'todo' });
  await page.goto('/app/projects/tasks?view=board');
  await expect(page.locator('section[data-status="todo"] [data-task="Moved by a colleague"]')).toBeVisible();
  const marker = await markDocument(page);
  const moved = await colleague.client.from('project_tasks').update({ status: 'blocked' }).eq('id', taskId).select('id');
  expect(moved.error).toBeNull();
  expect(moved.data).toHaveLength(1);
  await expect(page.locator('section[data-status="blocked"] [data-task="Moved by a colleague"]')).toBeVisible({ timeout: 10_000 });
  await expectSameDocument(page, marker);
});

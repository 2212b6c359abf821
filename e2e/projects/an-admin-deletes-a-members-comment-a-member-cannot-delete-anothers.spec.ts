// Moderation of task comments: an admin deletes a member's comment from the task drawer; a
// member is offered Delete on their own comment only, and the database refuses the member's
// delete of another's comment (the screen hides the action; the policy is what enforces it).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import type { Page } from '@playwright/test';
import { createAccount, serviceClient, signInAs } from '../support/accounts.ts';
import type { TestAccount } from '../support/accounts.ts';
import { createProject, createTask, organizationOf } from './support/projects.ts';

/** An owner's organization with an admin and a member, a task, and one comment by each of those two. */
async function taskWithComments(label: string) {
  const owner = await createAccount(`${label}-owner`);
  const admin = await createAccount(`${label}-admin`, null);
  const member = await createAccount(`${label}-member`, null);
  const organizationId = organizationOf(owner);
  const joined = await serviceClient().from('organization_members').insert([
    { organization_id: organizationId, user_id: admin.userId, role: 'admin' },
    { organization_id: organizationId, user_id: member.userId, role: 'member' },
  ]);
  expect(joined.error).toBeNull();
  const projectId = await createProject(owner, { name: 'Food Drive' });
  const taskId = await createTask(owner, projectId, { name: 'Book the hall' });
  const comment = async (author: TestAccount, body: string): Promise<string> => {
    const { data, error } = await author.client.from('task_comments').insert({ organization_id: organizationId, task_id: taskId, author_id: author.userId, body }).select('id').single();
    if (error) throw error;
    return String(data.id);
  };
  const adminComment = await comment(admin, 'The hall is free on Saturday.');
  const memberComment = await comment(member, 'Use my discount code HALL10.');
  return { admin, member, taskId, adminComment, memberComment };
}

async function commentsOf(page: Page, taskId: string) {
  await page.goto(`/app/projects/tasks?open=${taskId}`);
  const drawer = page.getByRole('dialog', { name: 'Book the hall' });
  const comments = drawer.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('Use my discount code HALL10.')).toBeVisible();
  return comments;
}

async function stillThere(commentId: string): Promise<boolean> {
  const { data, error } = await serviceClient().from('task_comments').select('id').eq('id', commentId);
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

test('an admin deletes a member\'s task comment from the task drawer', async ({ page }) => {
  test.slow();
  const { admin, taskId, memberComment } = await taskWithComments('cm-mod');
  await signInAs(page, admin);
  const comments = await commentsOf(page, taskId);

  await comments.getByRole('button', { name: 'Delete comment by cm-mod-member' }).click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await expect(confirm).toContainText('It was written by cm-mod-member');
  await confirm.getByRole('button', { name: 'Delete' }).click();

  await expect(comments.getByText('Use my discount code HALL10.')).toHaveCount(0);
  await expect(comments.getByText('The hall is free on Saturday.')).toBeVisible();
  expect(await stillThere(memberComment)).toBe(false);
});

test('a member may delete their own task comment but not another\'s', async ({ page }) => {
  test.slow();
  const { member, taskId, adminComment, memberComment } = await taskWithComments('cm-own');
  await signInAs(page, member);
  const comments = await commentsOf(page, taskId);

  // The screen offers Delete on the member's own comment and hides it on the admin's.
  await expect(comments.getByText('The hall is free on Saturday.')).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Delete comment by cm-own-member' })).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Delete comment by cm-own-admin' })).toHaveCount(0);

  // Asked directly, the database deletes nothing of the admin's comment.
  const refused = await member.client.from('task_comments').delete().eq('id', adminComment).select('id');
  expect(refused.error).toBeNull();
  expect(refused.data).toEqual([]);
  expect(await stillThere(adminComment)).toBe(true);
  expect(await stillThere(memberComment)).toBe(true);
});

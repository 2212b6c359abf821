// Notifications of the plan: a task assigned to a member reaches that member's notification
// panel and its link opens the task; an overdue task is announced once however often the backend's
// overdue job runs (driven here through its service-role RPC, never a timer).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import type { Page } from '@playwright/test';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';
import type { TestAccount } from '../support/accounts.ts';
import { organizationOf } from '../finance/support/transactions.ts';
import { createProject, createTask, dayFromToday } from './support/projects.ts';

/** An owner's organization with a second user who is a member of it (only the API, no page yet). */
async function ownerAndMember(label: string): Promise<{ owner: TestAccount; member: TestAccount }> {
  const owner = await createAccount(`${label}-owner`);
  const member = await createAccount(`${label}-member`, null);
  const joined = await serviceClient().from('organization_members').insert({ organization_id: organizationOf(owner), user_id: member.userId, role: 'member' });
  expect(joined.error).toBeNull();
  return { owner, member };
}

async function openPanel(page: Page) {
  await page.getByTestId('topbar').getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test('a task assigned to a member shows in that member\'s notifications and its link opens the task', async ({ page }) => {
  test.slow();
  const { owner, member } = await ownerAndMember('proj-assign');
  const projectId = await createProject(owner, { name: 'Pantry Refit' });
  const taskId = await createTask(owner, projectId, { name: 'Order shelving', assignee_user_id: member.userId, due_date: dayFromToday(14) });

  await startSessionAs(page, member);
  await page.goto('/app/dashboard');
  const panel = await openPanel(page);
  const item = panel.getByTestId('notification-item').filter({ hasText: 'Task assigned to you: Order shelving' });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/tasks\\?open=${taskId}$`));
  await expect(page.getByRole('dialog', { name: 'Order shelving' })).toBeVisible();
});

test('an overdue task is announced to its assignee once, however often the overdue job runs', async ({ page }) => {
  test.slow();
  const { owner, member } = await ownerAndMember('proj-overdue');
  const projectId = await createProject(owner, { name: 'Grant Reporting' });
  await createTask(owner, projectId, { name: 'Send the quarterly report', assignee_user_id: member.userId, status: 'in_progress', start_date: dayFromToday(-10), due_date: dayFromToday(-2) });

  // The backend's job calls this every few minutes; the test runs it twice in a row (a run that
  // meets the job's own tick under way answers ran: false and leaves the notice to it).
  for (let run = 0; run < 2; run += 1) {
    const tick = await serviceClient().rpc('run_overdue_notifications');
    expect(tick.error).toBeNull();
    expect(tick.data).toHaveProperty('ran');
  }
  const notices = await member.client.from('notifications').select('id, link').eq('title', 'Task overdue: Send the quarterly report');
  expect(notices.error).toBeNull();
  expect(notices.data).toHaveLength(1);
  // Members cannot run the job themselves.
  expect((await member.client.rpc('run_overdue_notifications')).error?.code).toBe('42501');

  await startSessionAs(page, member);
  await page.goto('/app/dashboard');
  const panel = await openPanel(page);
  await expect(panel.getByTestId('notification-item').filter({ hasText: 'Task overdue: Send the quarterly report' })).toHaveCount(1);
});

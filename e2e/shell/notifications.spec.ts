// The notifications panel of SPEC section 2 against the real database: tabs, order, times, View,
// Mark as read and Mark all as read, empty states and error toasts.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { addOrganization, createAccount, serviceClient, signInAs, type TestAccount } from '../support/accounts.ts';

async function addNotification(organizationId: string | null, fields: { title: string; message?: string; link?: string; created_at?: string; is_read?: boolean }): Promise<void> {
  const { error } = await serviceClient().from('notifications').insert({ organization_id: organizationId, ...fields });
  expect(error).toBeNull();
}

async function openPanel(page: Page) {
  await page.getByTestId('topbar').getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function accountWithNotifications(label: string): Promise<TestAccount> {
  // 'Alpha' sorts first, so it is the active organization after sign-in.
  const account = await createAccount(label, 'Alpha Notifications Org');
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  // The welcome notification is the newest; these are older, in a known order.
  await addNotification(account.organizationId, { title: 'Bill due', message: 'Rent is due.', link: '/app/finance/bills', created_at: minutesAgo(5) });
  await addNotification(account.organizationId, { title: 'Old news', message: 'Read already.', created_at: minutesAgo(3 * 60), is_read: true });
  return account;
}

test('[NOTIF-1][NOTIF-2][NOTIF-3][NOTIF-4][NOTIF-5] the panel lists the active organization\'s notifications newest first with times, View and Mark as read', async ({ page }) => {
  const account = await accountWithNotifications('notif-panel');
  const other = await addOrganization(account, 'Zeta Other Org');
  await addNotification(other, { title: 'Elsewhere', message: 'Not this organization.' });
  await signInAs(page, account);
  const panel = await openPanel(page);
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Unread (2)' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Read', exact: true })).toBeVisible();
  const list = panel.getByTestId('notification-list').first();
  await expect(list).toHaveCSS('height', '400px');
  await expect(list).toHaveCSS('overflow-y', 'auto');
  const items = list.getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Welcome to Missionbase!');
  await expect(items.nth(1)).toContainText('Bill due');
  await expect(items.nth(1)).toContainText('Rent is due.');
  await expect(items.nth(1)).toContainText('5 minutes ago');
  await expect(panel).not.toContainText('Elsewhere');

  await panel.getByRole('tab', { name: 'Read', exact: true }).click();
  const readItem = panel.getByTestId('notification-item').filter({ hasText: 'Old news' });
  await expect(readItem).toContainText('3 hours ago');
  await expect(readItem.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(readItem.getByRole('button', { name: 'View' })).toHaveCount(0);

  await panel.getByRole('tab', { name: /Unread/ }).click();
  const bill = panel.getByTestId('notification-item').filter({ hasText: 'Bill due' });
  await bill.getByRole('button', { name: 'Mark as read' }).click();
  await expect(panel.getByRole('tab', { name: 'Unread (1)' })).toBeVisible();
  const stored = await serviceClient().from('notifications').select('is_read').eq('title', 'Bill due').eq('organization_id', account.organizationId);
  expect(stored.data).toEqual([{ is_read: true }]);

  await panel.getByRole('tab', { name: 'Read', exact: true }).click();
  await panel.getByTestId('notification-item').filter({ hasText: 'Bill due' }).getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/app\/finance\/bills$/);
  await expect(page.getByTestId('notifications-panel')).toBeHidden();
});

test('[NOTIF-6][NOTIF-7][NOTIF-8] Mark all as read empties the unread tab and then hides itself', async ({ page }) => {
  const account = await createAccount('notif-all');
  await addNotification(account.organizationId, { title: 'Second', message: 'Another one.' });
  await signInAs(page, account);
  const panel = await openPanel(page);
  await expect(panel.getByRole('tab', { name: 'Unread (2)' })).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications marked as read.')).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Unread (0)' })).toBeVisible();
  await expect(panel.getByText("You're all caught up!")).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(page.getByTestId('topbar').getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  const stored = await serviceClient().from('notifications').select('is_read').eq('organization_id', account.organizationId);
  expect(stored.data?.every((row) => row.is_read)).toBe(true);
});

test('[NOTIF-7] a new organization has no read notifications yet', async ({ page }) => {
  const account = await createAccount('notif-empty');
  await signInAs(page, account);
  const panel = await openPanel(page);
  await panel.getByRole('tab', { name: 'Read', exact: true }).click();
  await expect(panel.getByText('No read notifications yet.')).toBeVisible();
});

test('[NOTIF-9] a failed mark as read toasts the spec error', async ({ page }) => {
  const account = await createAccount('notif-error');
  await signInAs(page, account);
  const panel = await openPanel(page);
  await page.route('**/rest/v1/notifications**', (route) => (route.request().method() === 'PATCH' ? route.abort('connectionfailed') : route.continue()));
  await panel.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('Could not mark notification as read.')).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('Could not mark all notifications as read.')).toBeVisible();
});

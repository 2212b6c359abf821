// An owner changes a member's role, then removes them.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';
import { addMember } from './support/settings.ts';

test('an owner changes a member to admin, then removes them', async ({ page }) => {
  const owner = await createAccount('roles-owner', 'Roles Org');
  const member = await addMember(owner, 'roles-member', 'member');
  await startSessionAs(page, owner);
  await page.goto('/app/settings/users');
  await page.getByLabel('Role of roles-member').click();
  await page.locator('.ant-select-item-option', { hasText: 'Admin' }).click();
  await expect(page.getByText('Role changed to Admin')).toBeVisible();
  const changed = await serviceClient().from('organization_members').select('role').eq('user_id', member.userId).single();
  expect(changed.data?.role).toBe('admin');

  await page.getByRole('button', { name: 'Remove roles-member' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Member removed')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByText(member.email)).toHaveCount(0);
});

test('an admin cannot grant ownership: the database refuses in words', async ({ page }) => {
  const owner = await createAccount('grant-owner', 'Grant Org');
  const admin = await addMember(owner, 'grant-admin', 'admin');
  await addMember(owner, 'grant-member', 'member');
  await startSessionAs(page, admin);
  await page.goto('/app/settings/users');
  await page.getByLabel('Role of grant-member').click();
  await page.locator('.ant-select-item-option', { hasText: 'Owner' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Only an owner can grant, change or remove the owner role' })).toBeVisible();
});

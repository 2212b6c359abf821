// The last owner of an organization cannot leave it; the refusal is in words.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';

test('the last owner cannot leave their organization', async ({ page }) => {
  const owner = await createAccount('last-owner', 'Lonely Org');
  await startSessionAs(page, owner);
  await page.goto('/app/settings/profile');
  const organizations = page.getByRole('table', { name: 'Your organizations' });
  await expect(organizations.getByRole('row').filter({ hasText: 'Lonely Org' })).toContainText('Owner');
  await page.getByRole('button', { name: 'Leave Lonely Org' }).click();
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Lonely Org: An organization must keep at least one owner' })).toBeVisible();
  const still = await serviceClient().from('organization_members').select('role').eq('user_id', owner.userId);
  expect(still.data).toEqual([{ role: 'owner' }]);
});

test('a password change with a wrong current password is refused', async ({ page }) => {
  const account = await createAccount('password', 'Password Org');
  await startSessionAs(page, account);
  await page.goto('/app/settings/profile');
  const form = page.getByRole('form', { name: 'Password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('a-new-Password-456');
  await form.getByLabel('Repeat the new password').fill('a-new-Password-456');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Current password required when setting new password.' })).toBeVisible();
});

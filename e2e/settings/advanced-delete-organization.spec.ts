// An owner deletes the organization after typing its name; the picker moves on.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { addOrganization, createAccount, serviceClient, signInAs } from '../support/accounts.ts';

test('an owner deletes the organization after typing its name, and the picker moves to another', async ({ page }) => {
  const owner = await createAccount('deleter', 'Aardvark Closing');
  await addOrganization(owner, 'Zebra Continues');
  await signInAs(page, owner);
  await expect(page.getByTestId('topbar').locator('.mb-org-picker')).toContainText('Aardvark Closing');
  await page.goto('/app/settings/advanced');
  await page.getByRole('button', { name: 'Delete organization…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Aardvark Closing?' });
  await expect(dialog.getByRole('button', { name: 'Delete for ever' })).toBeDisabled();
  await dialog.getByLabel('Organization name to confirm').fill('Aardvark Closing');
  await dialog.getByRole('button', { name: 'Delete for ever' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByTestId('topbar').locator('.mb-org-picker')).toContainText('Zebra Continues');
  const gone = await serviceClient().from('organizations').select('id').eq('id', String(owner.organizationId));
  expect(gone.data).toEqual([]);
});

// An owner saves the address, EIN and time zone; a viewer sees them read only.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { addMember } from './support/settings.ts';

test('an owner saves the address and EIN; a malformed EIN is refused on its field', async ({ page }) => {
  const owner = await createAccount('details-owner', 'Details Org');
  await startSessionAs(page, owner);
  await page.goto('/app/settings/organization');
  const details = page.getByRole('form', { name: 'Address, tax ID and fiscal year' });
  await details.getByLabel('City').fill('Dayton');
  await details.getByLabel('EIN (employer identification number)').fill('123');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Write the EIN as 12-3456789.')).toBeVisible();
  await details.getByLabel('EIN (employer identification number)').fill('12-3456789');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address, tax ID and fiscal year saved')).toBeVisible();
  const { data } = await owner.client.from('organization_settings').select('city, ein').eq('organization_id', String(owner.organizationId)).single();
  expect(data).toEqual({ city: 'Dayton', ein: '12-3456789' });
});

test('a viewer sees the organization settings read only', async ({ page }) => {
  const owner = await createAccount('details-owner2', 'Viewer Org');
  const viewer = await addMember(owner, 'details-viewer', 'viewer');
  await startSessionAs(page, viewer);
  await page.goto('/app/settings/organization');
  await expect(page.getByText("Only owners and admins can change the organization's settings.")).toBeVisible();
  await expect(page.getByLabel('Organization name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.locator('#organization-logo-file')).toHaveCount(0);
});

// An uploaded logo goes to storage and shows in the organization picker at once.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';

// A 1 x 1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a logo uploaded on the Organization page shows in the organization picker without a reload', async ({ page }) => {
  const owner = await createAccount('logo-owner', 'Logo Relief');
  await startSessionAs(page, owner);
  await page.goto('/app/settings/organization');
  await expect(page.getByRole('heading', { name: 'Logo' })).toBeVisible();
  await expect(page.getByTestId('topbar').getByTestId('organization-logo')).toHaveCount(0);
  await page.locator('#organization-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Logo updated')).toBeVisible();
  const logo = page.getByTestId('topbar').getByTestId('organization-logo');
  await expect(logo).toHaveAttribute('src', new RegExp(`/storage/v1/object/public/logos/${owner.organizationId}/logo-\\d+\\.png$`));
  const { data } = await owner.client.from('organization_settings').select('logo_url').eq('organization_id', String(owner.organizationId)).single();
  expect(data?.logo_url).toBe(await logo.getAttribute('src'));
});

test('a file that is not an image is refused before upload, in words', async ({ page }) => {
  const owner = await createAccount('logo-type', 'Logo Type Org');
  await startSessionAs(page, owner);
  await page.goto('/app/settings/organization');
  await page.locator('#organization-logo-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'The logo must be a PNG, JPEG, SVG, WebP or GIF image.' })).toBeVisible();
});

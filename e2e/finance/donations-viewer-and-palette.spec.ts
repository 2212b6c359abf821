// A viewer reads donations and donors but gets no New donation or New donor and a read-only
// drawer; the palette's Donations item opens that donation's drawer.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';
import { organizationOf, signedInOwner } from './support/transactions.ts';

test('a viewer sees the donations without New donation and opens them read only', async ({ page }) => {
  test.slow();
  const owner = await createAccount('don-owner-of-viewer');
  const gift = await owner.client.from('donations').insert({ organization_id: organizationOf(owner), donor_name: 'Read Only Gift', amount: '42.00', method: 'cash' });
  expect(gift.error).toBeNull();
  const viewer = await createAccount('don-viewer', null);
  const joined = await serviceClient().from('organization_members').insert({ organization_id: organizationOf(owner), user_id: viewer.userId, role: 'viewer' });
  expect(joined.error).toBeNull();
  await startSessionAs(page, viewer);
  await page.goto('/app/finance/donations');
  const row = page.getByRole('row').filter({ hasText: 'Read Only Gift' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'New donation' })).toHaveCount(0);
  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.goto('/app/finance/donations?tab=donors');
  await expect(page.getByRole('button', { name: 'New donor' })).toHaveCount(0);
});

test('the palette\'s Donations item opens that donation', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'don-palette');
  const gift = await owner.client.from('donations').insert({ organization_id: organizationOf(owner), donor_name: 'Palette Patron', amount: '77.00', method: 'card' });
  expect(gift.error).toBeNull();
  // The palette lists the bundle's donations: load the page after the insert.
  await page.goto('/app/finance/donations');
  await expect(page.getByRole('row').filter({ hasText: 'Palette Patron' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByTestId('command-palette');
  await palette.getByPlaceholder('Type a command or search...').fill('Palette Patron');
  await palette.getByRole('option', { name: /Palette Patron/ }).click();
  await expect(page).toHaveURL(/\/app\/finance\/donations\?open=/);
  const dialog = page.getByRole('dialog', { name: /Donation from Palette Patron/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('77.00');
});

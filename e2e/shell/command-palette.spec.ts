// The command palette (SPEC section 2, global search) over the active organization's real data.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, signInAs, type TestAccount } from '../support/accounts.ts';

function palette(page: Page) {
  return page.getByTestId('command-palette');
}

function searchBox(page: Page) {
  return palette(page).getByPlaceholder('Type a command or search...');
}

async function accountWithProject(label: string): Promise<{ account: TestAccount; projectId: string }> {
  const account = await createAccount(label);
  const { data, error } = await account.client
    .from('projects')
    .insert({ organization_id: account.organizationId, name: 'Winter Coat Drive' })
    .select('id')
    .single();
  expect(error).toBeNull();
  return { account, projectId: String(data?.id) };
}

test('[PAL-1][PAL-2][TOP-2] Ctrl+K and the Search... button toggle the palette', async ({ page }) => {
  const account = await createAccount('palette-toggle');
  await signInAs(page, account);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeHidden();
  await page.getByTestId('topbar').getByRole('button', { name: 'Search...' }).click();
  await expect(searchBox(page)).toBeVisible();
  await searchBox(page).fill('nothing matches this');
  await expect(palette(page).getByText('No results found.')).toBeVisible();
});

test('[PAL-3][PAL-7][PAL-9] groups in order with the organization\'s records', async ({ page }) => {
  const { account } = await accountWithProject('palette-groups');
  await signInAs(page, account);
  await page.getByTestId('topbar').getByRole('button', { name: 'Search...' }).click();
  // Groups without records (no bills, invoices, ... yet) are left out; the order is the spec's.
  await expect(palette(page).getByRole('group')).toHaveText([
    /^Navigation/, /^Reports/, /^Accounts/, /^Projects/, /^Funds/,
  ]);
  const navigation = palette(page).getByRole('group', { name: 'Navigation' }).getByRole('option');
  await expect(navigation).toHaveText([
    'Dashboard', 'Chart of Accounts', 'Transactions', 'Funds', 'Projects', 'Budgeting', 'Bills', 'Invoices', 'Donations', 'Reports', 'Employees', 'Inventory',
  ]);
  await expect(palette(page).getByRole('group', { name: 'Funds' }).getByRole('option')).toHaveText(['General Operating']);
  await expect(palette(page).getByRole('group', { name: 'Projects' }).getByRole('option')).toHaveText(['Winter Coat Drive']);
});

test('[PAL-4][PAL-5] typing filters case-insensitively with the match highlighted; choosing navigates, closes and clears', async ({ page }) => {
  const { account, projectId } = await accountWithProject('palette-filter');
  await signInAs(page, account);
  await page.keyboard.press('Control+k');
  await searchBox(page).fill('COAT');
  const options = palette(page).getByRole('option');
  await expect(options).toHaveText(['Winter Coat Drive']);
  await expect(options.first().locator('mark')).toHaveText('Coat');
  // Keyboard only: the first result is active, Enter chooses it.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}$`));
  await expect(palette(page)).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toHaveValue('');
});

test('[PAL-6] closing the palette clears the search', async ({ page }) => {
  const account = await createAccount('palette-close');
  await signInAs(page, account);
  await page.keyboard.press('Control+k');
  await searchBox(page).fill('rep');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toHaveValue('');
});

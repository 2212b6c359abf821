// The account picker (SPEC section 5): only the category the type maps to, as a tree, placeholder
// (parent) accounts listed but not selectable, searchable; changing type clears the account.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, signInAs } from '../support/accounts.ts';
import { animationsSettled } from '../support/animations-settled.ts';
import { accountField, accountId, accountOptions, accountsOf, choose, noOpenPopup, openNewTransaction, type AccountRow } from './transaction-dialog.ts';

const CATEGORY = { Income: 'Revenue', Expense: 'Expenses', Asset: 'Assets', Liability: 'Liabilities' } as const;
type TransactionType = keyof typeof CATEGORY;

/** What the picker should list for a category: active accounts, depth first, siblings by code. */
function expectedOptions(accounts: AccountRow[], category: string): { label: string; disabled: boolean }[] {
  const shown = accounts.filter((row) => row.category === category && row.is_active);
  const ids = new Set(shown.map((row) => row.id));
  const byCode = (a: AccountRow, b: AccountRow) => a.code.localeCompare(b.code, 'en', { numeric: true });
  const walk = (parent: string | null): { label: string; disabled: boolean }[] =>
    shown
      .filter((row) => (row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null) === parent)
      .sort(byCode)
      .flatMap((row) => [{ label: `${row.code} ${row.name}`, disabled: row.is_placeholder }, ...walk(row.id)]);
  return walk(null);
}


async function openAccountPicker(page: Page, dialog: Locator) {
  await dialog.getByLabel('Account', { exact: true }).click();
  return accountOptions(page);
}

async function closePicker(page: Page) {
  await page.keyboard.press('Escape');
  await noOpenPopup(page);
}

test('[TXN-5][TXN-6] each type lists only its category as a tree; placeholder accounts cannot be chosen', async ({ page }) => {
  // Four pickers opened and read one after another: more steps than one behaviour usually takes.
  test.slow();
  const account = await createAccount('txn-picker');
  const organizationId = String(account.organizationId);
  // A second level of placeholders and an inactive account, beside the default chart.
  const service = serviceClient();
  const expenses = await accountId(organizationId, '5000');
  const program = await service.from('accounts')
    .insert({ organization_id: organizationId, code: '6900', name: 'Program Costs', parent_id: expenses, category: 'Expenses', is_placeholder: true })
    .select('id').single();
  expect(program.error).toBeNull();
  const children = await service.from('accounts').insert([
    { organization_id: organizationId, code: '6910', name: 'Workshops', parent_id: program.data?.id, category: 'Expenses', is_active: true },
    { organization_id: organizationId, code: '6950', name: 'Old Printing', parent_id: expenses, category: 'Expenses', is_active: false },
  ]);
  expect(children.error).toBeNull();
  const chart = await accountsOf(organizationId);

  await signInAs(page, account);
  const dialog = await openNewTransaction(page);
  for (const type of ['Expense', 'Income', 'Asset', 'Liability'] as const satisfies readonly TransactionType[]) {
    if (type !== 'Expense') await choose(page, dialog, 'Type', type);
    const listed = await openAccountPicker(page, dialog);
    const expected = expectedOptions(chart, CATEGORY[type]);
    expect(expected.length).toBeGreaterThan(2);
    expect(listed, `the ${type} picker`).toEqual(expected);
    await closePicker(page);
  }

  // Placeholders are greyed out and choosing one does nothing; a leaf under them can be chosen.
  await choose(page, dialog, 'Type', 'Expense');
  const listed = await openAccountPicker(page, dialog);
  expect(listed.filter((option) => option.disabled).map((option) => option.label)).toEqual(['5000 Expenses', '6900 Program Costs']);
  expect(listed.map((option) => option.label)).not.toContain('6950 Old Printing');
  // Narrowed to it first: a long list may place it below the window, where no click lands.
  await page.keyboard.type('6900');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['6900 Program Costs']);
  await animationsSettled(page);
  await page.getByRole('option', { name: '6900 Program Costs' }).click({ force: true });
  await expect(page.getByRole('listbox')).toBeVisible();
  await closePicker(page);
  await expect(accountField(dialog)).toContainText('Select an account');

  // Searchable by code or name, case-insensitively.
  await dialog.getByLabel('Account', { exact: true }).click();
  await page.keyboard.type('WORK');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['6910 Workshops']);
  await animationsSettled(page);
  await page.getByRole('option', { name: '6910 Workshops' }).click();
  await expect(accountField(dialog)).toContainText('6910 Workshops');
});

test('[TXN-7] changing the type clears the chosen account', async ({ page }) => {
  test.slow();
  const account = await createAccount('txn-type-clears');
  await signInAs(page, account);
  const dialog = await openNewTransaction(page);
  await choose(page, dialog, 'Account', '6100 Rent');
  await expect(accountField(dialog)).toContainText('6100 Rent');
  await choose(page, dialog, 'Type', 'Income');
  await expect(accountField(dialog)).not.toContainText('6100 Rent');
  await expect(accountField(dialog)).toContainText('Select an account');
  await choose(page, dialog, 'Account', '4100 Grants');
  await expect(accountField(dialog)).toContainText('4100 Grants');
  await choose(page, dialog, 'Type', 'Asset');
  await expect(accountField(dialog)).toContainText('Select an account');
});

// Helpers of the transaction dialog specs: opening it, choosing in its pickers, and reading what
// the database holds for a test organization (through the service role, never through the page).
// Each spec signs up its own user (its own organization), signs in through the form and walks
// several steps, so each marks itself slow: that triples the time budget, it asserts no duration.
import { expect, type Locator, type Page } from '@playwright/test';
import { serviceClient } from '../support/accounts.ts';
import { animationsSettled } from '../support/animations-settled.ts';

export function dialog(page: Page, title: 'New Transaction' | 'Edit Transaction' = 'New Transaction'): Locator {
  return page.getByRole('dialog', { name: title });
}

/**
 * Opens the dialog the way a user does: the top bar's green New Transaction button, once the top
 * bar shows the active organization (a transaction saved before the organizations have loaded is
 * refused with "No organization is selected.", as it would be for a user that quick).
 */
export async function openNewTransaction(page: Page): Promise<Locator> {
  const picker = page.getByTestId('organization-picker');
  await expect(picker).toBeAttached();
  await expect(picker.locator('.mb-org-picker-placeholder')).toHaveCount(0);
  await page.getByTestId('topbar').getByRole('button', { name: 'New Transaction' }).click();
  const opened = dialog(page);
  await expect(opened).toBeVisible();
  return opened;
}

/** The form item of one field (label, control, message), by the field's name in the form. */
export function formField(dialog: Locator, name: string): Locator {
  return dialog.locator(`.ant-form-item:has(label[for="transaction_${name}"])`);
}

export function accountField(dialog: Locator): Locator {
  return formField(dialog, 'accountId');
}

/** Waits until no picker popup is on screen (antd hides one only after its closing animation). */
export async function noOpenPopup(page: Page): Promise<void> {
  await expect(page.locator('.ant-select-dropdown:visible, .ant-picker-dropdown:visible')).toHaveCount(0);
}

/** Chooses an option of one of the dialog's antd Selects, by its label and the option's text. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await noOpenPopup(page);
  await scope.getByLabel(label, { exact: true }).click();
  // The dropdown slides open; under load a click taken mid-slide is swallowed (the option stays
  // unchosen and the dropdown open), so the click waits until the user would see it still.
  await animationsSettled(page);
  await page.getByRole('option', { name: option, exact: true }).click();
  await noOpenPopup(page);
}

/** The options of the open account picker, top to bottom: their text and whether they can be chosen. */
export async function accountOptions(page: Page): Promise<{ label: string; disabled: boolean }[]> {
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeVisible();
  return list.getByRole('option').evaluateAll((nodes) =>
    nodes.map((node) => ({ label: (node.textContent ?? '').trim(), disabled: node.getAttribute('aria-disabled') === 'true' })),
  );
}

export interface AccountRow {
  id: string;
  code: string;
  name: string;
  parent_id: string | null;
  category: string;
  is_placeholder: boolean;
  is_active: boolean;
}

export async function accountsOf(organizationId: string): Promise<AccountRow[]> {
  const { data, error } = await serviceClient()
    .from('accounts')
    .select('id, code, name, parent_id, category, is_placeholder, is_active')
    .eq('organization_id', organizationId);
  expect(error).toBeNull();
  return (data ?? []) as AccountRow[];
}

export async function accountId(organizationId: string, code: string): Promise<string> {
  const account = (await accountsOf(organizationId)).find((row) => row.code === code);
  if (!account) throw new Error(`no account ${code} in organization ${organizationId}`);
  return account.id;
}

export async function transactionsOf(organizationId: string) {
  const { data, error } = await serviceClient()
    .from('transactions')
    .select('id, organization_id, date, description, account_id, type, amount, notes, project_id, journal_entry_id')
    .eq('organization_id', organizationId);
  expect(error).toBeNull();
  return data ?? [];
}

export async function journalEntriesOf(organizationId: string) {
  const { data, error } = await serviceClient()
    .from('journal_entries')
    .select('id, status, source_type, source_id, entry_date, reverses_entry_id, journal_entry_lines(account_id, debit, credit)')
    .eq('organization_id', organizationId);
  expect(error).toBeNull();
  return data ?? [];
}

/** The browser's own calendar date (what "today" means to the person at the keyboard). */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
}

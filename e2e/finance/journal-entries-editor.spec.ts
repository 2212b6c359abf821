// Journal Entries: the editor cannot post until every fund balances, then posts; a posted
// entry is reversed on a chosen date; an entry a document created opens read-only with a link to
// the document. Data is set up through the API as the signed-in user.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { organizationOf, seedTransactions, signedInOwner } from './support/transactions.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';

/** The page is no wider than a 375 px phone (tables scroll inside themselves). */
async function expectFitsPhone(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // The outermost elements reaching past the screen (in document order): the culprit comes first.
    wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && element.getClientRects().length > 0)
      // Content of a box that scrolls sideways by itself does not widen the page.
      .filter((element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().split(' ')[0]} -> ${Math.round(element.getBoundingClientRect().right)}`),
  }));
  expect(widths.scrollWidth, `wider than the screen: ${widths.wide.join(', ')}`).toBeLessThanOrEqual(375);
}

/** Types into the account picker (a tree select) and picks the account whose label starts with the code. */
async function chooseAccount(page: Page, label: string, code: string): Promise<void> {
  await page.getByLabel(label).click();
  await page.keyboard.type(code);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper').filter({ hasText: new RegExp(`^${code} `) }).click();
}

test('an entry cannot be posted until each fund balances, then posts and is reversed on a date', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'je-post');
  await page.goto('/app/finance/journal-entries/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New journal entry' })).toBeVisible();
  await page.getByLabel('Description', { exact: true }).fill('Accrue March rent');
  await chooseAccount(page, 'Line 1 account', '6100');
  await page.getByLabel('Line 1 debit').fill('500');
  await chooseAccount(page, 'Line 2 account', '1010');
  await page.getByLabel('Line 2 credit').fill('450');
  const post = page.getByRole('button', { name: 'Post', exact: true });
  await expect(page.getByTestId('fund-out-of-balance')).toHaveText('Off by $50.00');
  await expect(post).toBeDisabled();
  await page.getByLabel('Line 2 credit').fill('500');
  await expect(page.getByText('Balanced')).toBeVisible();
  await expect(post).toBeEnabled();
  await post.click();
  await expect(page.getByText('Journal entry posted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Journal entry \d{4}-\d{2}-\d{2} - Accrue March rent$/ })).toBeVisible();
  const { data: posted } = await account.client.from('journal_entries').select('id, status').eq('organization_id', organizationOf(account)).eq('description', 'Accrue March rent').single();
  expect(posted?.status).toBe('posted');

  await page.getByRole('button', { name: 'Reverse…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reverse this entry' });
  await dialog.getByLabel('Reversal date').fill('2026-03-31');
  await dialog.getByLabel('Reversal date').press('Enter');
  await dialog.getByRole('button', { name: 'Post reversal' }).click();
  await expect(page.getByText('Journal entry reversed')).toBeVisible();
  await expect(page.getByText(/^Reverses /)).toBeVisible();
  const { data: reversal } = await account.client.from('journal_entries').select('entry_date, source_type').eq('reverses_entry_id', String(posted?.id)).single();
  expect(reversal).toEqual({ entry_date: '2026-03-31', source_type: 'reversal' });
});

test('an entry a transaction created opens read-only with a link to the transaction', async ({ page }) => {
  test.slow();
  const account = await signedInOwner(page, 'je-document');
  const [transactionId] = await seedTransactions(account, [{ date: '2026-03-05', description: 'Printer paper', type: 'Expense', amount: '42.00' }]);
  const { data } = await account.client.from('transactions').select('journal_entry_id').eq('id', String(transactionId)).single();
  await page.goto(`/app/finance/journal-entries?q=${encodeURIComponent('Printer paper')}`);
  await page.getByRole('table', { name: 'Journal entries' }).locator('tbody tr.ant-table-row').filter({ hasText: 'Printer paper' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/finance/journal-entries/${String(data?.journal_entry_id)}$`));
  await expect(page.getByText('Created by Transaction: Printer paper')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reverse…' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the transaction' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Transaction' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Edit Transaction' }).getByLabel('Description', { exact: true })).toHaveValue('Printer paper');
});

test('the journal entry editor fits a 375 px phone and axe finds nothing serious', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInOwner(page, 'je-a11y');
  await page.goto('/app/finance/journal-entries/new');
  await expect(page.getByLabel('Line 1 account')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the journal entry editor');
});

// The period lock set on the Advanced page refuses a back-dated transaction, and the audit log
// shows a change with its author.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { animationsSettled } from '../support/animations-settled.ts';

test('the period lock refuses a back-dated transaction', async ({ page }) => {
  const owner = await createAccount('locker', 'Lock Org');
  await startSessionAs(page, owner);
  await page.goto('/app/settings/advanced');
  const lock = page.getByRole('form', { name: 'Period lock' });
  // Month, quarter and year ends first; "Custom date" shows the calendar field (loaded then).
  await lock.getByRole('combobox', { name: 'Books locked through', exact: true }).click();
  await animationsSettled(page);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Custom date"]').click();
  const day = lock.getByRole('textbox', { name: 'Books locked through: date' });
  await day.fill('2026-06-30');
  // Enter commits the typed date and submits the form, as in any form.
  await day.press('Enter');
  await expect(page.getByText('Period lock saved')).toBeVisible();

  const refused = await owner.client.from('transactions').insert({ organization_id: owner.organizationId, date: '2026-06-15', type: 'Expense', amount: 10, description: 'Back-dated' });
  expect(refused.error?.message).toBe('Period locked: nothing can be posted on or before 2026-06-30');
  const allowed = await owner.client.from('transactions').insert({ organization_id: owner.organizationId, date: '2026-07-01', type: 'Expense', amount: 10, description: 'After the lock' });
  expect(allowed.error).toBeNull();
});

test('the audit log shows a change with its author', async ({ page }) => {
  const owner = await createAccount('auditor', 'Audit Org');
  const { error } = await owner.client.from('organization_settings').update({ city: 'Akron' }).eq('organization_id', String(owner.organizationId));
  expect(error).toBeNull();
  await startSessionAs(page, owner);
  await page.goto('/app/settings/advanced?audit.table=organization_settings');
  const row = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'city: — → Akron' });
  await expect(row).toContainText('auditor');
  await expect(row).toContainText('Changed');
});

test('the audit log filters by a custom range chosen straight from All dates', async ({ page }) => {
  const owner = await createAccount('ranger', 'Range Org');
  await startSessionAs(page, owner);
  await page.goto('/app/settings/advanced');
  const period = page.getByRole('combobox', { name: 'Dates: period', exact: true });
  await expect(period).toBeVisible();
  await period.click();
  await animationsSettled(page);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Custom range"]').click();
  // The range picker (loaded now) shows at once, though no range was set before.
  await page.getByPlaceholder('Start date').fill('2026-01-05');
  await page.getByPlaceholder('Start date').press('Enter');
  await page.getByPlaceholder('End date').fill('2026-01-20');
  await page.getByPlaceholder('End date').press('Enter');
  await expect(page).toHaveURL(/audit\.from=2026-01-05/);
  await expect(page).toHaveURL(/audit\.to=2026-01-20/);
});

// Issue 19 point 6: the period lock set on the Advanced page refuses a back-dated transaction, and
// the audit log shows a change with its author.
import { expect, test } from '@playwright/test';
import { createAccount, signInAs } from '../support/accounts.ts';

test('[19.6] the period lock refuses a back-dated transaction', async ({ page }) => {
  const owner = await createAccount('locker', 'Lock Org');
  await signInAs(page, owner);
  await page.goto('/app/settings/advanced');
  const lock = page.getByRole('form', { name: 'Period lock' });
  await lock.getByLabel('Books locked through').fill('2026-06-30');
  // Enter commits the typed date and submits the form, as in any form.
  await lock.getByLabel('Books locked through').press('Enter');
  await expect(page.getByText('Period lock saved')).toBeVisible();

  const refused = await owner.client.from('transactions').insert({ organization_id: owner.organizationId, date: '2026-06-15', type: 'Expense', amount: 10, description: 'Back-dated' });
  expect(refused.error?.message).toBe('Period locked: nothing can be posted on or before 2026-06-30');
  const allowed = await owner.client.from('transactions').insert({ organization_id: owner.organizationId, date: '2026-07-01', type: 'Expense', amount: 10, description: 'After the lock' });
  expect(allowed.error).toBeNull();
});

test('[19.6] the audit log shows a change with its author', async ({ page }) => {
  const owner = await createAccount('auditor', 'Audit Org');
  const { error } = await owner.client.from('organization_settings').update({ city: 'Akron' }).eq('organization_id', String(owner.organizationId));
  expect(error).toBeNull();
  await signInAs(page, owner);
  await page.goto('/app/settings/advanced?audit.table=organization_settings');
  const row = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'city: — → Akron' });
  await expect(row).toContainText('auditor');
  await expect(row).toContainText('Changed');
});

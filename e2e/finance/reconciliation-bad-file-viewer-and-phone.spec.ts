// Bank reconciliation: a file that is not a statement is refused in plain words and
// nothing is imported; the list and the workspace fit a 375 px phone and axe finds nothing serious;
// a viewer reads a reconciliation without any button that changes it.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';
import { organizationOf, signedInOwner } from './support/transactions.ts';
import { seedOctoberBooks, startOctober } from './support/reconciliation.ts';

async function expectFitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

test('a file that is not a bank statement is refused and nothing is imported', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'recon-bad-file');
  await seedOctoberBooks(owner);
  const id = await startOctober(owner);
  await page.goto(`/app/finance/reconciliation/${id}`);
  await page.getByRole('button', { name: 'Import statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import the bank statement' });
  await dialog.getByLabel('Statement file').setInputFiles({ name: 'october.ofx', mimeType: 'application/x-ofx', buffer: Buffer.from('Dear customer, your statement is attached.') });
  await expect(dialog.getByText('The statement was not imported')).toBeVisible();
  await expect(dialog).toContainText('This .ofx file is not a bank statement we can read (OFX, QFX or CAMT.053). Nothing was imported.');
  const lines = await owner.client.from('bank_statement_lines').select('id').eq('reconciliation_id', id);
  expect(lines.data ?? []).toHaveLength(0);
});

test('the reconciliation list and workspace fit a 375 px phone and axe finds nothing serious', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await signedInOwner(page, 'recon-a11y');
  await seedOctoberBooks(owner);
  const id = await startOctober(owner);
  await page.goto('/app/finance/reconciliation');
  await expect(page.getByRole('table', { name: 'Cash accounts' })).toContainText('Cash - Operating');
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the reconciliation list');
  await page.goto(`/app/finance/reconciliation/${id}`);
  await expect(page.getByRole('table', { name: 'Ledger lines' })).toContainText('Harbor Properties rent');
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the reconciliation workspace');
  await page.getByRole('button', { name: 'Import statement' }).click();
  await expect(page.getByRole('dialog', { name: 'Import the bank statement' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the import dialog');
});

test('a viewer reads a reconciliation without buttons that change it; an unknown id is not found', async ({ page }) => {
  test.slow();
  const owner = await createAccount('recon-owner-of-viewer');
  await seedOctoberBooks(owner);
  const id = await startOctober(owner);
  const viewer = await createAccount('recon-viewer', null);
  const joined = await serviceClient().from('organization_members').insert({ organization_id: organizationOf(owner), user_id: viewer.userId, role: 'viewer' });
  expect(joined.error).toBeNull();
  await startSessionAs(page, viewer);
  await page.goto('/app/finance/reconciliation');
  await expect(page.getByRole('table', { name: 'Cash accounts' })).toContainText('Cash - Operating');
  await expect(page.getByRole('button', { name: /^Start reconciling/ })).toHaveCount(0);
  await page.goto(`/app/finance/reconciliation/${id}`);
  await expect(page.getByText('You can view this reconciliation; only owners, admins and members change it.')).toBeVisible();
  for (const name of ['Import statement', 'Finish', 'Delete']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await page.goto('/app/finance/reconciliation/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Reconciliation not found')).toBeVisible();
});

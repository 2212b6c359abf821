// An overdrawn account: the statement's ending balance is negative. It is typed in the
// start dialog's money field and turned negative with the keyboard-usable ± toggle (announced as
// "Negative amount", pressed); the reconciliation starts with that balance.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { organizationOf, signedInOwner } from './support/transactions.ts';

test('a negative ending balance starts a reconciliation of an overdrawn account', async ({ page }) => {
  const owner = await signedInOwner(page, 'recon-overdrawn');
  await page.goto('/app/finance/reconciliation');
  await page.getByRole('button', { name: 'Start reconciling Cash - Operating' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reconcile Cash - Operating' });
  await dialog.getByLabel('Ending balance on the statement').fill('250.75');
  const toggle = dialog.getByRole('button', { name: 'Negative amount' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Ending balance on the statement')).toHaveValue('-250.75');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reconcile Cash - Operating' })).toBeVisible();
  const { data } = await owner.client.from('bank_reconciliations').select('ending_balance, status').eq('organization_id', organizationOf(owner)).single();
  expect(data?.status).toBe('in_progress');
  expect(Number(data?.ending_balance)).toBe(-250.75);
  await expect(page.getByTestId('reconciliation-difference')).toContainText('-$250.75');
});

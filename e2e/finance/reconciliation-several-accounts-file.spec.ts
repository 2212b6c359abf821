// Bank reconciliation: a statement file holding several accounts asks which one is this
// reconciliation's (each shown by its masked number, currency and line count), and imports only
// the chosen account's lines.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { signedInOwner } from './support/transactions.ts';
import { OFX_FIXTURE, seedOctoberBooks, startOctober } from './support/reconciliation.ts';

/** The sample October statement with a savings account's statement after the checking account's. */
function twoAccountFile(): string {
  const ofx = readFileSync(OFX_FIXTURE, 'utf8');
  const checking = /<STMTTRNRS>[\s\S]*<\/STMTTRNRS>/.exec(ofx)?.[0] ?? '';
  const savings = checking
    .replace('<ACCTID>4400123456', '<ACCTID>7700987654')
    .replace('<ACCTTYPE>CHECKING', '<ACCTTYPE>SAVINGS')
    .replace(/<STMTTRN>[\s\S]*<\/STMTTRN>/, '<STMTTRN>\n<TRNTYPE>INT\n<DTPOSTED>20261031\n<TRNAMT>2.05\n<FITID>SAV-INT-10\n<NAME>INTEREST\n</STMTTRN>');
  return ofx.replace(checking, `${checking}\n${savings}`);
}

test('a file with several accounts asks which one and imports only its lines', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'recon-two-accounts');
  await seedOctoberBooks(owner);
  const id = await startOctober(owner);
  await page.goto(`/app/finance/reconciliation/${id}`);
  await page.getByRole('button', { name: 'Import statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import the bank statement' });
  await dialog.getByLabel('Statement file').setInputFiles({ name: 'accounts.ofx', mimeType: 'application/x-ofx', buffer: Buffer.from(twoAccountFile()) });
  const accounts = dialog.getByRole('radiogroup', { name: 'Account in the file' });
  await expect(accounts.getByRole('radio')).toHaveCount(2);
  await expect(accounts).toContainText('•••• 3456 · USD · 4 transactions');
  await accounts.getByText('•••• 7654 · USD · 1 transaction').click();
  await accounts.getByText('•••• 3456 · USD · 4 transactions').click();
  await dialog.getByRole('button', { name: 'Use this account' }).click();
  await dialog.getByRole('button', { name: 'Import 4 lines' }).click();
  await expect(dialog).toBeHidden();
  const lines = await owner.client.from('bank_statement_lines').select('bank_transaction_id').eq('reconciliation_id', id);
  expect((lines.data ?? []).map((l) => String(l.bank_transaction_id)).sort()).toEqual(['id:202610030001', 'id:202610060002', 'id:202610140003', 'id:202610310004']);
});

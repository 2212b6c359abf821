// Issue 19 point 6: the whole-organization export is a zip with every table as CSV and the posted
// ledger as a journal whose trial balance (postings summed per account) is the ledger's own.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EXPORT_TABLES } from '../../mf-settings/src/advanced/export/export-tables.ts';
import { createAccount, serviceClient, signInAs } from '../support/accounts.ts';

/** Cents per account code from the journal's postings (`    Category:code name  amount  ; fund:...`). */
function journalTrialBalance(journal: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const match of journal.matchAll(/^ {4}[^:\n]+:(\S+) .*? {2}(-?\d+\.\d{2}) {2}; fund:/gm)) {
    const [, code = '', amount = '0'] = match;
    totals.set(code, (totals.get(code) ?? 0) + Math.round(Number(amount) * 100));
  }
  return totals;
}

test('[19.6] the export zip holds every table and a journal with the ledger\'s trial balance', async ({ page }) => {
  test.slow();
  const owner = await createAccount('exporter', 'Export Org');
  const organizationId = String(owner.organizationId);
  for (const [amount, type] of [['1250.00', 'Income'], ['310.45', 'Expense']] as const) {
    const { error } = await owner.client.from('transactions').insert({ organization_id: organizationId, date: '2026-02-10', type, amount, description: `${type} for export` });
    expect(error).toBeNull();
  }
  await signInAs(page, owner);
  await page.goto('/app/settings/advanced');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download export (zip)' }).click();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mb-export-')), 'export.zip');
  await (await download).saveAs(file);

  const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
  expect(listing.sort()).toEqual([...EXPORT_TABLES.map((table) => `tables/${table}.csv`), 'ledger.journal'].sort());
  const transactionsCsv = execFileSync('unzip', ['-p', file, 'tables/transactions.csv'], { encoding: 'utf8' });
  expect(transactionsCsv).toContain('Income for export');

  const journal = execFileSync('unzip', ['-p', file, 'ledger.journal'], { encoding: 'utf8' });
  const lines = await serviceClient().from('journal_entry_lines').select('debit, credit, accounts!inner(code)').eq('organization_id', organizationId);
  expect(lines.error).toBeNull();
  const ledger = new Map<string, number>();
  for (const line of lines.data ?? []) {
    const account: unknown = line.accounts;
    const code = typeof account === 'object' && account !== null ? String(Reflect.get(account, 'code')) : '';
    ledger.set(code, (ledger.get(code) ?? 0) + Math.round(Number(line.debit) * 100) - Math.round(Number(line.credit) * 100));
  }
  expect(ledger.size).toBeGreaterThan(1);
  expect(journalTrialBalance(journal)).toEqual(ledger);
});

// The whole-organization export is a zip with every table as CSV and the posted ledger as a journal
// that hledger reads with the ledger's own trial balance.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { EXPORT_TABLES } from '../../mf-settings/src/advanced/export/export-tables.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';

/**
 * Cents per account code from hledger's own trial balance of the journal (`hledger balance`,
 * Debian's hledger, installed by scripts/ensure-e2e-tools.mjs): the journal is read by the real
 * tool, not by a pattern of ours. Accounts are `<Category>:<code> <name>`.
 */
function hledgerTrialBalance(journalFile: string): Map<string, number> {
  const csv = execFileSync('hledger', ['-f', journalFile, 'balance', '--flat', '--no-total', '-O', 'csv'], { encoding: 'utf8' });
  const totals = new Map<string, number>();
  for (const [, account = '', amount = '0'] of csv.matchAll(/^"([^"]*)","([^"]*)"$/gm)) {
    if (account === 'account') continue;
    const code = account.split(':')[1]?.split(' ')[0] ?? account;
    totals.set(code, Math.round(Number(amount.replace(/,/g, '')) * 100));
  }
  return totals;
}

test('the export zip holds every table and a journal that hledger reads with the ledger\'s trial balance', async ({ page }) => {
  test.slow();
  const owner = await createAccount('exporter', 'Export Org');
  const organizationId = String(owner.organizationId);
  for (const [amount, type] of [['1250.00', 'Income'], ['310.45', 'Expense']] as const) {
    const { error } = await owner.client.from('transactions').insert({ organization_id: organizationId, date: '2026-02-10', type, amount, description: `${type} for export` });
    expect(error).toBeNull();
  }
  await startSessionAs(page, owner);
  await page.goto('/app/settings/advanced');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download export (zip)' }).click();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mb-export-')), 'export.zip');
  await (await download).saveAs(file);

  const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
  expect(listing.sort()).toEqual([...EXPORT_TABLES.map((table) => `tables/${table}.csv`), 'ledger.journal'].sort());
  const transactionsCsv = execFileSync('unzip', ['-p', file, 'tables/transactions.csv'], { encoding: 'utf8' });
  expect(transactionsCsv).toContain('Income for export');

  const journalFile = path.join(path.dirname(file), 'ledger.journal');
  writeFileSync(journalFile, execFileSync('unzip', ['-p', file, 'ledger.journal']));
  const lines = await serviceClient().from('journal_entry_lines').select('debit, credit, accounts!inner(code)').eq('organization_id', organizationId);
  expect(lines.error).toBeNull();
  const ledger = new Map<string, number>();
  for (const line of lines.data ?? []) {
    const account: unknown = line.accounts;
    const code = typeof account === 'object' && account !== null ? String(Reflect.get(account, 'code')) : '';
    ledger.set(code, (ledger.get(code) ?? 0) + Math.round(Number(line.debit) * 100) - Math.round(Number(line.credit) * 100));
  }
  for (const [code, balance] of ledger) if (balance === 0) ledger.delete(code);
  expect(ledger.size).toBeGreaterThan(1);
  expect(hledgerTrialBalance(journalFile)).toEqual(ledger);
});

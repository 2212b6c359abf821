// The reconciliation report: a finished October reconciliation downloads as PDF (the
// letterhead document) and XLSX, both with the opening balance, cleared deposits and payments,
// the ending balance, the outstanding check and who finished it. Set up through the API.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { pdfText, xlsxRows } from './support/read-exports.ts';
import { accountIdByCode, seedTransactions, signedInOwner } from './support/transactions.ts';
import { seedOctoberBooks, startOctober } from './support/reconciliation.ts';

test('a finished reconciliation downloads its report as PDF and XLSX with the outstanding check', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'recon-report');
  await seedOctoberBooks(owner);
  await seedTransactions(owner, [{ date: '2026-10-30', description: 'Check 1042 Fresh Farms', type: 'Expense', amount: '300.00', account_id: await accountIdByCode(owner, '6400') }]);
  const id = await startOctober(owner);
  const lines = [
    { date: '2026-10-03', amount: '-800.00', payee: 'HARBOR PROPERTIES LLC', bank_id: 'F1' },
    { date: '2026-10-06', amount: '2500.00', payee: 'GULF COAST FOUNDATION', bank_id: 'F2' },
    { date: '2026-10-14', amount: '-120.55', payee: 'CITY POWER & LIGHT', bank_id: 'F3' },
    { date: '2026-10-31', amount: '-12.00', payee: 'MONTHLY SERVICE FEE', bank_id: 'F4' },
  ];
  expect((await owner.client.rpc('import_bank_statement_lines', { p_reconciliation_id: id, p_format: 'ofx', p_lines: lines })).error).toBeNull();
  expect((await owner.client.rpc('accept_bank_match_suggestions', { p_reconciliation_id: id })).data).toBe(3);
  const fee = await owner.client.from('bank_statement_lines').select('id').eq('reconciliation_id', id).eq('bank_transaction_id', 'id:F4').single();
  expect((await owner.client.rpc('create_transaction_from_statement_line', { p_statement_line_id: fee.data?.id, p_account_id: await accountIdByCode(owner, '6600'), p_description: 'Bank service fee' })).error).toBeNull();
  expect((await owner.client.rpc('finish_bank_reconciliation', { p_reconciliation_id: id })).error).toBeNull();

  await page.goto(`/app/finance/reconciliation/${id}`);
  await expect(page.getByText(/^Finished by /)).toBeVisible();

  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Report (Excel)' }).click();
  // Array.from visits empty cells too (a sparse row from the sheet), as ''.
  const rows = (await xlsxRows(await sheet)).map((row) => Array.from(row, (cell) => (typeof cell === 'number' ? cell : String(cell ?? ''))));
  expect(rows).toContainEqual(['', 'Opening balance', '', 1000]);
  expect(rows).toContainEqual(['', 'Cleared payments', '', 932.55]);
  expect(rows).toContainEqual(['', 'Statement ending balance', '', 2567.45]);
  expect(rows).toContainEqual(['', 'Outstanding payments', '', 300]);
  expect(rows).toContainEqual(['2026-10-30', 'Check 1042 Fresh Farms', 'Outstanding', -300]);

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Report (PDF)' }).click();
  const text = (await pdfText(await pdf)).replace(/\s+/g, ' ');
  expect(text).toContain('Bank reconciliation report');
  expect(text).toContain('Cleared deposits $2,500.00');
  expect(text).toContain('Outstanding payments $300.00');
  expect(text).toContain('Check 1042 Fresh Farms');
  expect(text).toMatch(/Finished by .+, 20\d\d-\d\d-\d\d \d\d:\d\d UTC/);
});

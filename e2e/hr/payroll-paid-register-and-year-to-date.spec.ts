// A run marked paid on screen: the net pay leaves cash, the register downloads as CSV
// and Excel with the totals the database computed, and the year-to-date tab counts the run.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { csvRows, xlsxRows } from '../finance/support/read-exports.ts';
import { ledgerOfRun, organizationOf, setPay, setPayrollRates } from './support.ts';

test('mark paid posts the cash; the register exports with the SQL totals; year to date counts the run', async ({ page }) => {
  test.slow();
  const owner = await createAccount('hr-register');
  const org = organizationOf(owner);
  await setPayrollRates(owner);
  const employees = await owner.client.from('employees').insert([
    // A bulk insert sends a key one row leaves out as null: both rows name every column.
    { organization_id: org, name: 'Rita Register', department: 'Programs' },
    { organization_id: org, name: 'Hal Hourly', department: 'Operations' },
  ]).select('id, name');
  if (employees.error) throw employees.error;
  for (const e of employees.data) await setPay(owner, String(e.id), e.name === 'Hal Hourly' ? 'hourly' : 'salary', e.name === 'Hal Hourly' ? 20 : 48000);
  const year = new Date().getFullYear();
  const run = await owner.client.rpc('propose_payroll_run', { p_organization_id: org, p_period_start: `${year}-01-01`, p_period_end: `${year}-01-15`, p_pay_date: `${year}-01-16` });
  if (run.error) throw run.error;
  const runId = String(run.data);
  await startSessionAs(page, owner);

  await page.goto(`/app/hr/payroll/${runId}`);
  await page.getByLabel('Hours of Hal Hourly').fill('12.5');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByTestId('register-total-gross')).toHaveText('$2,250.00');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  // 2,250.00 gross less 17.65 % withheld (397.13) = 1,852.87 net, out of cash; nothing left payable.
  const ledger = await ledgerOfRun(owner, runId);
  expect(ledger.find((row) => row.code === '1010')?.net).toBe(-185287);
  expect(ledger.find((row) => row.code === '2110')?.net).toBe(0);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Register CSV' }).click();
  const csv = await csvRows(await csvDownload);
  const total = csv.find((row) => row[0] === 'Total');
  expect(total).toBeDefined();
  expect(total).toContain('2250.00');
  expect(total).toContain('1852.87');
  expect(csv.some((row) => row[0] === 'Rita Register' && row.includes('2000.00'))).toBe(true);

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Register Excel' }).click();
  const sheet = await xlsxRows(await xlsxDownload);
  expect(sheet.some((row) => row.includes('Hal Hourly') && row.includes(250))).toBe(true);

  await page.goto('/app/hr/payroll?tab=ytd');
  const ytd = page.getByRole('table', { name: `Payroll year to date ${year}` });
  await expect(ytd.getByRole('row').filter({ hasText: 'Rita Register' })).toContainText('$2,000.00');
  await expect(ytd.getByRole('row').filter({ hasText: 'Hal Hourly' })).toContainText('$250.00');
});

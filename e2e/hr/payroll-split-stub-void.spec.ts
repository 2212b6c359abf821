// The payroll flow end to end: an employee added on the screen with a 60/40 split between two
// programs, a run created and approved, the ledger holding the wages split 60/40 by program with the
// liabilities, the pay stub PDF showing the figures, and voiding reversing everything.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { pdfText } from '../finance/support/read-exports.ts';
import { createProject, ledgerOfRun, setPayrollRates } from './support.ts';

test('a 60/40 employee -> a run -> approve posts wages 60/40 by program and the liabilities -> the stub has the figures -> void reverses', async ({ page }) => {
  test.slow();
  const owner = await createAccount('hr-payroll');
  await setPayrollRates(owner);
  await createProject(owner, 'Pantry Program');
  await createProject(owner, 'Youth Meals');
  await startSessionAs(page, owner);

  // Add the employee on the screen.
  await page.goto('/app/hr/employees');
  await page.getByRole('button', { name: 'New employee' }).click();
  const drawer = page.getByRole('dialog', { name: 'New employee' });
  await drawer.getByLabel('Name', { exact: true }).fill('Ana Split');
  await drawer.getByLabel('Job title').fill('Program Coordinator');
  await drawer.getByLabel('Pay rate').fill('60000');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/hr\/employees\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Ana Split' })).toBeVisible();

  // The allocation: 60 % Pantry, 40 % Youth Meals; the running total refuses anything but 100.
  await page.getByRole('button', { name: 'Add share' }).click();
  const first = page.getByRole('group', { name: 'Share 1' });
  await first.getByRole('combobox').first().click();
  await page.keyboard.type('Pantry');
  await page.keyboard.press('Enter');
  await first.getByLabel('Percent of share 1').fill('60');
  await expect(page.getByTestId('allocation-total')).toHaveText('Total: 60%');
  await expect(page.getByText('The shares total 60%; they must total 100%.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save allocation' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add share' }).click();
  const second = page.getByRole('group', { name: 'Share 2' });
  await second.getByRole('combobox').first().click();
  await page.keyboard.type('Youth');
  await page.keyboard.press('Enter');
  await second.getByLabel('Percent of share 2').fill('40');
  await expect(page.getByTestId('allocation-total')).toHaveText('Total: 100%');
  await page.getByRole('button', { name: 'Save allocation' }).click();
  await expect(page.getByText('Allocation saved')).toBeVisible();

  // A run for the current half month.
  await page.goto('/app/hr/payroll');
  await page.getByRole('button', { name: 'New payroll run' }).click();
  await page.getByRole('dialog', { name: 'New payroll run' }).getByRole('button', { name: 'Create run' }).click();
  await expect(page).toHaveURL(/\/app\/hr\/payroll\/[0-9a-f-]{36}$/);
  const runId = page.url().split('/').pop() ?? '';
  const register = page.getByRole('table', { name: 'Payroll register' });
  const line = register.getByRole('row').filter({ hasText: 'Ana Split' });
  await expect(line).toContainText('$2,500.00');
  await expect(line).toContainText('$2,058.75');
  await expect(page.getByTestId('register-total-gross')).toHaveText('$2,500.00');

  // Approve: one balanced entry, wages and employer taxes split 60/40 by program.
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  const ledger = await ledgerOfRun(owner, runId);
  expect(ledger).toEqual([
    { code: '2100', project: null, fn: null, net: -(44125 + 19125) },
    { code: '2110', project: null, fn: null, net: -205875 },
    { code: '5100', project: 'Pantry Program', fn: 'program', net: 150000 },
    { code: '5100', project: 'Youth Meals', fn: 'program', net: 100000 },
    { code: '5200', project: 'Pantry Program', fn: 'program', net: 11475 },
    { code: '5200', project: 'Youth Meals', fn: 'program', net: 7650 },
  ]);

  // The stub PDF has the figures.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pay stub of Ana Split' }).click();
  // pdfjs reads words apart with runs of spaces: compare with single spaces.
  const text = (await pdfText(await downloading)).replace(/\s+/g, ' ');
  expect(text).toContain('Pay stub');
  expect(text).toContain('Ana Split');
  expect(text).toContain('$2,500.00');
  expect(text).toContain('Net pay $2,058.75');
  expect(text).toContain('Federal income tax (10%)');

  // Void: every posting is reversed.
  await page.getByRole('button', { name: 'Void' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Void' }).click();
  await expect(page.getByText('Void', { exact: true }).first()).toBeVisible();
  await expect.poll(async () => (await ledgerOfRun(owner, runId)).every((row) => row.net === 0)).toBe(true);
});

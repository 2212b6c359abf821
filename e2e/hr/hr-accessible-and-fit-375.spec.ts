// The HR screens at a 375 px phone: the employees list, an employee's page, the payroll
// runs and a run's page fit the screen (tables scroll inside themselves) and axe finds nothing serious.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { createProject, organizationOf, setPay, setPayrollRates } from './support.ts';

async function expectFitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

test('the employees and payroll screens fit a 375 px phone and axe finds nothing serious', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await createAccount('hr-a11y');
  const org = organizationOf(owner);
  await setPayrollRates(owner);
  const project = await createProject(owner, 'Phone Program');
  const employee = await owner.client.from('employees').insert({ organization_id: org, name: 'Phil Phone', department: 'Programs' }).select('id').single();
  if (employee.error) throw employee.error;
  await setPay(owner, String(employee.data.id), 'salary', 48000);
  const split = await owner.client.rpc('save_employee_allocations', { p_employee_id: employee.data.id, p_allocations: [{ project_id: project, function: 'program', percent: 100 }] });
  expect(split.error).toBeNull();
  const hourly = await owner.client.from('employees').insert({ organization_id: org, name: 'Hana Hourly' }).select('id').single();
  if (hourly.error) throw hourly.error;
  await setPay(owner, String(hourly.data.id), 'hourly', 20);
  const run = await owner.client.rpc('propose_payroll_run', { p_organization_id: org, p_period_start: '2026-01-01', p_period_end: '2026-01-15', p_pay_date: '2026-01-16' });
  expect(run.error).toBeNull();
  await startSessionAs(page, owner);

  await page.goto('/app/hr/employees');
  await expect(page.getByRole('row').filter({ hasText: 'Phil Phone' })).toContainText('Phone Program 100%');
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the employees list');

  await page.goto(`/app/hr/employees/${employee.data.id}`);
  await expect(page.getByTestId('allocation-total')).toHaveText('Total: 100%');
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the employee page');

  await page.goto('/app/hr/payroll');
  await expect(page.getByRole('row').filter({ hasText: '2026-01-16' })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the payroll runs');

  await page.goto(`/app/hr/payroll/${String(run.data)}`);
  // The hours grid: the database prices the hourly line.
  await page.getByLabel('Hours of Hana Hourly').fill('10');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByRole('table', { name: 'Payroll register' }).getByRole('row').filter({ hasText: 'Hana Hourly' })).toContainText('$200.00');
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the payroll run');
});

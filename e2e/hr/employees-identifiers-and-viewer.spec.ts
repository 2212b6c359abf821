// Personal identifiers and roles on the HR screens: a member cannot read another
// employee's tax id through the API (nor see it on screen); a viewer reads employees and payroll
// but gets no New, Edit or payroll actions.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';
import { organizationOf, setPay } from './support.ts';

test("a member cannot read another employee's tax id through the API, and the screen does not show it", async ({ page }) => {
  test.slow();
  const owner = await createAccount('hr-pii-owner');
  const org = organizationOf(owner);
  const employee = await owner.client.from('employees').insert({ organization_id: org, name: 'Dana Private' }).select('id').single();
  if (employee.error) throw employee.error;
  const saved = await owner.client.from('employee_private').insert({ organization_id: org, employee_id: employee.data.id, tax_id: '123-45-6789', bank_account: '000123456789' });
  expect(saved.error).toBeNull();
  // The owner reads it (the database gives the row to owners and admins).
  expect((await owner.client.from('employee_private').select('tax_id').eq('employee_id', employee.data.id)).data).toEqual([{ tax_id: '123-45-6789' }]);

  const member = await createAccount('hr-pii-member', null);
  const joined = await serviceClient().from('organization_members').insert({ organization_id: org, user_id: member.userId, role: 'member' });
  expect(joined.error).toBeNull();
  const direct = await member.client.from('employee_private').select('tax_id').eq('employee_id', employee.data.id);
  expect(direct.error).toBeNull();
  expect(direct.data).toEqual([]);
  const masked = await member.client.rpc('employee_identifiers_masked', { p_organization_id: org });
  expect(masked.data).toEqual([]);
  const list = await member.client.rpc('list_employees', { p_organization_id: org });
  // Not even the last four digits (the row's random id may hold the same digits, so the field is read).
  expect(list.data).toMatchObject({ total: 1, rows: [{ name: 'Dana Private', tax_id_last4: null }] });
  expect(JSON.stringify(list.data)).not.toContain('45-6789');

  await startSessionAs(page, member);
  await page.goto(`/app/hr/employees/${employee.data.id}`);
  await expect(page.getByRole('heading', { name: 'Dana Private' })).toBeVisible();
  await expect(page.getByText('Tax ID and bank details are visible to owners and admins only.')).toBeVisible();
  await expect(page.getByText('6789')).toHaveCount(0);
});

test('a viewer reads employees read only and without pay, and payroll tells them it is private', async ({ page }) => {
  test.slow();
  const owner = await createAccount('hr-viewer-owner');
  const org = organizationOf(owner);
  const employee = await owner.client.from('employees').insert({ organization_id: org, name: 'Vera Visible' }).select('id').single();
  if (employee.error) throw employee.error;
  await setPay(owner, String(employee.data.id), 'salary', 40000);
  const run = await owner.client.rpc('propose_payroll_run', { p_organization_id: org, p_period_start: '2026-01-01', p_period_end: '2026-01-15', p_pay_date: '2026-01-16' });
  expect(run.error).toBeNull();
  const viewer = await createAccount('hr-viewer', null);
  const joined = await serviceClient().from('organization_members').insert({ organization_id: org, user_id: viewer.userId, role: 'viewer' });
  expect(joined.error).toBeNull();
  // The database refuses the viewer whatever the screen shows.
  const refused = await viewer.client.rpc('propose_payroll_run', { p_organization_id: org, p_period_start: '2026-02-01', p_period_end: '2026-02-15', p_pay_date: '2026-02-16' });
  expect(refused.error?.message).toBe('Only owners and admins can run payroll');

  await startSessionAs(page, viewer);
  await page.goto('/app/hr/employees');
  const row = page.getByRole('row').filter({ hasText: 'Vera Visible' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'New employee' })).toHaveCount(0);
  await row.click();
  await expect(page.getByRole('heading', { name: 'Vera Visible' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit employee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Terminate' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add share' })).toHaveCount(0);

  await expect(page.getByText('$40,000.00')).toHaveCount(0);

  await page.goto('/app/hr/payroll');
  await expect(page.getByText('Payroll is private', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New payroll run' })).toHaveCount(0);
  await page.goto(`/app/hr/payroll/${String(run.data)}`);
  await expect(page.getByText('Payroll is private', { exact: true })).toBeVisible();
  await expect(page.getByText('Vera Visible')).toHaveCount(0);
});

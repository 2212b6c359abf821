// The employee form's manager picker searches the database: the organization bundle carries
// only the 1,000 newest employees (get_organization_data bounded), so the picker reads list_employees
// as the person types. An employee recorded before the 1,000 newest is found by name, saved as the
// manager, and the employee's page names them.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';
import { organizationOf } from './support.ts';

test('an employee gets a manager found by typing part of the name, beyond the bundle’s 1,000 newest', async ({ page }) => {
  test.slow();
  const owner = await createAccount('hr-manager-picker');
  const org = organizationOf(owner);
  const service = serviceClient();
  // The manager first (the oldest), then 1,000 newer employees: the bundle holds those 1,000 only.
  const manager = await service.from('employees')
    .insert({ organization_id: org, name: 'Quentin Longserving', created_at: '2020-01-01T00:00:00Z' })
    .select('id').single();
  if (manager.error) throw manager.error;
  const newer = Array.from({ length: 1000 }, (_, i) => ({ organization_id: org, name: `Staff ${String(i).padStart(4, '0')}` }));
  const inserted = await service.from('employees').insert(newer);
  if (inserted.error) throw inserted.error;
  const employee = await service.from('employees').select('id').eq('organization_id', org).eq('name', 'Staff 0000').single();
  if (employee.error) throw employee.error;
  const employeeId = String(employee.data.id);
  const bundle = await owner.client.rpc('get_organization_data', { p_organization_id: org });
  expect(JSON.stringify(bundle.data)).not.toContain('Quentin Longserving');

  await startSessionAs(page, owner);
  await page.goto(`/app/hr/employees/${employeeId}`);
  await page.getByRole('button', { name: 'Edit employee' }).click();
  const picker = page.getByLabel('Manager');
  await picker.click();
  await picker.fill('Longserv');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Quentin Longserving' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Quentin Longserving' })).toBeVisible();
  const saved = await owner.client.from('employees').select('manager_id').eq('id', employeeId).single();
  expect(saved.data?.manager_id).toBe(manager.data.id);
});

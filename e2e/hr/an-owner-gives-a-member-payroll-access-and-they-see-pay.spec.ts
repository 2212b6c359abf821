// Pay is private: a member sees the employees without pay until the owner turns on their payroll
// access on the Users page; then the member's employees list shows the pay (read from the database,
// which decides).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, serviceClient, startSessionAs } from '../support/accounts.ts';
import { organizationOf, setPay } from './support.ts';

test('an owner gives a member payroll access on the Users page, and the member then sees pay', async ({ browser }) => {
  test.slow();
  const owner = await createAccount('hr-pay-owner');
  const org = organizationOf(owner);
  const employee = await owner.client.from('employees').insert({ organization_id: org, name: 'Paula Private' }).select('id').single();
  if (employee.error) throw employee.error;
  await setPay(owner, String(employee.data.id), 'salary', 98765);
  const member = await createAccount('hr-pay-member', null);
  const joined = await serviceClient().from('organization_members').insert({ organization_id: org, user_id: member.userId, role: 'member' });
  expect(joined.error).toBeNull();

  const memberPage = await (await browser.newContext()).newPage();
  await startSessionAs(memberPage, member);
  await memberPage.goto('/app/hr/employees');
  await expect(memberPage.getByRole('row').filter({ hasText: 'Paula Private' })).toBeVisible();
  await expect(memberPage.getByText('$98,765.00 a year')).toHaveCount(0);

  const ownerPage = await (await browser.newContext()).newPage();
  await startSessionAs(ownerPage, owner);
  await ownerPage.goto('/app/settings/users');
  const access = ownerPage.getByRole('switch', { name: /^Payroll access of / });
  await expect(access).toHaveCount(1);
  await access.click();
  await expect(ownerPage.getByText(/now sees and changes pay$/)).toBeVisible();
  await expect(access).toBeChecked();

  await memberPage.reload();
  await expect(memberPage.getByRole('row').filter({ hasText: 'Paula Private' })).toContainText('$98,765.00 a year');
});

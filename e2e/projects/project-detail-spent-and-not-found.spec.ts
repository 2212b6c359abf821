// The project detail: titled with the project's name, its spent to date equals the ledger's
// expense lines tagged with the project; an unknown or other organization's id says "Project not
// found" with a link back.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount } from '../support/accounts.ts';
import { accountIdByCode, organizationOf, signedInOwner } from '../finance/support/transactions.ts';
import { createProject } from './support/projects.ts';

function money(value: string): string {
  const cents = Math.round(Number(value) * 100);
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

test('the detail shows the name and a spent to date equal to the ledger project total', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'proj-detail');
  const projectId = await createProject(owner, { name: 'Senior Boxes', budget: '10000.00' });
  const supplies = await accountIdByCode(owner, '6300');
  const inserted = await owner.client.from('transactions').insert([
    { organization_id: organizationOf(owner), date: '2026-02-03', description: 'Box liners', type: 'Expense', amount: '1234.56', account_id: supplies, project_id: projectId },
    { organization_id: organizationOf(owner), date: '2026-03-04', description: 'Tape', type: 'Expense', amount: '65.44', account_id: supplies, project_id: projectId },
  ]);
  expect(inserted.error).toBeNull();
  // The ledger's own lines tagged with the project, on its expense accounts.
  const { data: expenseAccounts, error: accountsError } = await owner.client.from('accounts').select('id').eq('organization_id', organizationOf(owner)).eq('category', 'Expenses');
  if (accountsError) throw accountsError;
  const { data: lines, error } = await owner.client
    .from('journal_entry_lines')
    .select('debit, credit')
    .eq('project_id', projectId)
    .in('account_id', (expenseAccounts ?? []).map((account) => String(account.id)));
  if (error) throw error;
  const ledgerCents = (lines ?? []).reduce((sum, line) => sum + Math.round(Number(line.debit) * 100) - Math.round(Number(line.credit) * 100), 0);
  expect(ledgerCents).toBe(130000);

  await page.goto(`/app/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Boxes');
  await expect(page.getByTestId('project-spent')).toHaveText(money(String(ledgerCents / 100)));
  await expect(page.getByTestId('project-remaining')).toHaveText('$8,700.00');
  await expect(page.getByTestId('project-ledger-expenses')).toHaveText('$1,300.00');
  await expect(page.getByRole('row').filter({ hasText: 'Box liners' }).first()).toBeVisible();
});

test('an unknown or another organization\'s project shows Project not found with a link back', async ({ page }) => {
  test.slow();
  await signedInOwner(page, 'proj-missing');
  const other = await createAccount('proj-other');
  const foreign = await createProject(other, { name: 'Not Yours' });
  for (const id of [foreign, '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/app/projects/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
    await expect(page.getByText('Not Yours')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to projects' }).click();
  await expect(page).toHaveURL(/\/app\/projects\/overview$/);
});

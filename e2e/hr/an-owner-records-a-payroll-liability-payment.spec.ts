// An owner pays the federal taxes an approved run accrued from Payroll > Liabilities: the payment
// posts one entry (Accrued Payroll Liabilities debited, cash credited) and the items leave the list.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { organizationOf, setPay } from './support.ts';

const IRS = 'Internal Revenue Service';
const RATES = [
  { name: 'Federal income tax', rate: '10', paid_by: 'employee', agency: IRS },
  { name: 'Social Security (employer)', rate: '6.2', paid_by: 'employer', agency: IRS },
  { name: 'Health insurance', rate: '10', paid_by: 'employer', kind: 'benefit', agency: 'Health plan carrier' },
];

test('an owner records a payment of payroll liabilities and it leaves the list', async ({ page }) => {
  const owner = await createAccount('hr-liabilities');
  const org = organizationOf(owner);
  const rates = await owner.client.from('organization_settings').update({ payroll_tax_rates: RATES }).eq('organization_id', org);
  if (rates.error) throw rates.error;
  const employee = await owner.client.from('employees').insert({ organization_id: org, name: 'Lia Liability', pay_schedule: 'monthly' }).select('id').single();
  if (employee.error) throw employee.error;
  await setPay(owner, String(employee.data.id), 'salary', 60000);
  const year = new Date().getFullYear();
  const run = await owner.client.rpc('propose_payroll_run', { p_organization_id: org, p_period_start: `${year}-01-01`, p_period_end: `${year}-01-31`, p_pay_date: `${year}-01-31` });
  if (run.error) throw run.error;
  for (const rpc of ['approve_payroll_run', 'pay_payroll_run'] as const) {
    const { error } = await owner.client.rpc(rpc, { p_run_id: String(run.data) });
    if (error) throw error;
  }
  await startSessionAs(page, owner);

  await page.goto('/app/hr/payroll?tab=liabilities');
  const table = page.getByRole('table', { name: 'Payroll liabilities owed' });
  // 5,000.00 of January gross: 10 % federal income tax, 6.2 % employer Social Security, 10 % health.
  await expect(table.getByRole('row').filter({ hasText: 'Federal income tax' })).toContainText('$500.00');
  await page.getByLabel(`Pay Federal income tax for January ${year}`).check();
  await page.getByLabel(`Pay Social Security (employer) for January ${year}`).check();
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('liability-payment-total')).toHaveText('2 selected · $810.00');
  await page.getByLabel('Reference').fill('EFTPS 7781');
  await page.getByRole('button', { name: 'Record payment' }).last().click();
  await expect(table.getByRole('row').filter({ hasText: 'Federal income tax' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Health insurance' })).toContainText('$500.00');

  const payment = await owner.client.from('payroll_liability_payments').select('total, reference, journal_entry_id').eq('organization_id', org).single();
  if (payment.error) throw payment.error;
  expect(payment.data).toMatchObject({ total: 810, reference: 'EFTPS 7781' });
  const lines = await owner.client.from('journal_entry_lines').select('debit, credit, accounts(code)').eq('journal_entry_id', String(payment.data.journal_entry_id));
  if (lines.error) throw lines.error;
  const net = new Map<string, number>();
  for (const line of lines.data) {
    const account: unknown = Array.isArray(line.accounts) ? line.accounts[0] : line.accounts;
    const code = typeof account === 'object' && account !== null && 'code' in account ? String(account.code) : '?';
    net.set(code, (net.get(code) ?? 0) + Math.round(Number(line.debit) * 100) - Math.round(Number(line.credit) * 100));
  }
  expect(Object.fromEntries(net)).toEqual({ '2100': 81000, '1010': -81000 });
});

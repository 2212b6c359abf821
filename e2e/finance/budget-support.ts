// Shared set-up of the budget specs (Budgeting, the dashboard's budget card, Budget vs. Actuals): a
// known ledger for last and this fiscal year (calendar years: a new organization's fiscal year
// starts in January) posted through transactions as the signed-in owner, and a budget made from
// last year's actuals through the API.
import type { TestAccount } from '../support/accounts.ts';
import { accountIdByCode, organizationOf, seedTransactions } from './support/transactions.ts';

export const THIS_YEAR = new Date().getFullYear();
export const LAST_YEAR = THIS_YEAR - 1;

/** Last year: 4100 grants 1,200.00 in March, 6100 rent 500.00 in March; this year 1,500.00 and 450.00 in February. */
export async function seedTwoYears(account: TestAccount): Promise<void> {
  const grants = await accountIdByCode(account, '4100');
  const rent = await accountIdByCode(account, '6100');
  await seedTransactions(account, [
    { date: `${LAST_YEAR}-03-10`, description: 'Grant last year', type: 'Income', amount: '1200.00', account_id: grants },
    { date: `${LAST_YEAR}-03-15`, description: 'Rent last year', type: 'Expense', amount: '500.00', account_id: rent },
    { date: `${THIS_YEAR}-02-10`, description: 'Grant this year', type: 'Income', amount: '1500.00', account_id: grants },
    { date: `${THIS_YEAR}-02-12`, description: 'Rent this year', type: 'Expense', amount: '450.00', account_id: rent },
  ]);
}

/** A draft for this year from last year's actuals (+10%), through the API; optionally approved. */
export async function budgetFromActuals(account: TestAccount, name: string, approve: boolean): Promise<string> {
  const created = await account.client.rpc('create_budget_from_actuals', { p_organization_id: organizationOf(account), p_name: name, p_fiscal_year: THIS_YEAR, p_percent: 10 });
  if (created.error) throw created.error;
  const id = created.data as string;
  if (approve) {
    const approved = await account.client.rpc('set_budget_status', { p_budget_id: id, p_status: 'approved' });
    if (approved.error) throw approved.error;
  }
  return id;
}

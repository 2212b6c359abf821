// A small, known ledger for the report specs, posted through the API as the signed-in owner:
// income, expenses (program, management and general, and a fundraising project's), equipment, a
// loan, a restricted grant and its release, and a donation. Expected figures (Jan 1 - Jun 30, 2026):
// expenses 1,070.00 = program 520.00 (400.00 without project + 120.00 Mobile Pantry) + management
// and general 300.00 + fundraising 250.00.
import { expect, type Page } from '@playwright/test';
import type { TestAccount } from '../../support/accounts.ts';
import { accountIdByCode, organizationOf, seedTransactions } from '../../finance/support/transactions.ts';

export const PERIOD = { from: '2026-01-01', to: '2026-06-30' };

export interface ReportLedger {
  youth: string;
  gala: string;
  pantry: string;
  donationId: string;
  cash: string;
}

export async function postReportLedger(account: TestAccount): Promise<ReportLedger> {
  const organizationId = organizationOf(account);
  const code = (value: string) => accountIdByCode(account, value);
  const cash = await code('1010');
  await seedTransactions(account, [
    { date: '2026-01-10', description: 'Program fees', type: 'Income', amount: '1500.00', account_id: await code('4200') },
    { date: '2026-01-12', description: 'Bridge loan', type: 'Liability', amount: '1000.00', account_id: await code('2300') },
    { date: '2026-02-05', description: 'Food', type: 'Expense', amount: '400.00', account_id: await code('6400') },
    { date: '2026-02-06', description: 'Laptop', type: 'Asset', amount: '200.00', account_id: await code('1500') },
    { date: '2026-03-01', description: 'Audit fee', type: 'Expense', amount: '300.00', account_id: await code('6600') },
  ]);
  const created = await account.client.rpc('create_fund', { p_organization_id: organizationId, p_name: 'Youth Meals', p_restriction: 'with_donor_restrictions' });
  if (created.error) throw created.error;
  const youth = String(created.data);
  const projects = await account.client.from('projects')
    .insert([{ organization_id: organizationId, name: 'Spring Gala', function: 'fundraising' }, { organization_id: organizationId, name: 'Mobile Pantry', function: 'program' }])
    .select('id, name');
  if (projects.error) throw projects.error;
  const gala = String(projects.data.find((row) => row.name === 'Spring Gala')?.id);
  const pantry = String(projects.data.find((row) => row.name === 'Mobile Pantry')?.id);
  const general = (await account.client.from('organization_settings').select('default_fund_id').eq('organization_id', organizationId).single()).data?.default_fund_id as string;
  const post = async (date: string, description: string, lines: Array<Record<string, unknown>>) => {
    const { error } = await account.client.rpc('post_journal_entry', { p_organization_id: organizationId, p_entry_date: date, p_description: description, p_lines: lines });
    if (error) throw error;
  };
  await post('2026-02-01', 'Youth meals grant', [{ account_id: cash, fund_id: youth, debit: '2000.00' }, { account_id: await code('4100'), fund_id: youth, credit: '2000.00' }]);
  await post('2026-03-10', 'Gala supplies', [{ account_id: await code('6300'), fund_id: general, project_id: gala, debit: '250.00' }, { account_id: cash, fund_id: general, credit: '250.00' }]);
  await post('2026-03-12', 'Pantry route food', [{ account_id: await code('6400'), fund_id: general, project_id: pantry, debit: '120.00' }, { account_id: cash, fund_id: general, credit: '120.00' }]);
  const release = await account.client.rpc('release_fund_restriction', { p_fund_id: youth, p_amount: 500, p_date: '2026-02-20', p_description: 'Meals served' });
  if (release.error) throw release.error;
  const donation = await account.client.from('donations')
    .insert({ organization_id: organizationId, donor_name: 'Dana Whitfield', amount: 350, donation_date: '2026-03-05' }).select('id').single();
  if (donation.error) throw donation.error;
  return { youth, gala, pantry, donationId: String(donation.data.id), cash };
}

/** A money cell's text ('$1,234.50', '-$5.00' or '($5.00)') in cents. */
export function cents(text: string): number {
  const negative = text.includes('-') || text.includes('(');
  const value = Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  return negative ? -value : value;
}

/** The cents of one statement cell, once it shows a figure. */
export async function cell(page: Page, rowKey: string, column: string): Promise<number> {
  const locator = page.locator(`tr[data-row-key="${rowKey}"] td[data-column="${column}"]`).first();
  await expect(locator).toHaveText(/\d/);
  return cents((await locator.textContent()) ?? '');
}

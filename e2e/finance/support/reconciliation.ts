// Helpers of the Bank Reconciliation specs: an owner's October 2026 books on Cash - Operating that
// the sample OFX statement (the parser's fixture) clears, and a reconciliation of that month
// started through the API (RLS applies).
import path from 'node:path';
import type { TestAccount } from '../../support/accounts.ts';
import { accountIdByCode, organizationOf, seedTransactions } from './transactions.ts';

export const OFX_FIXTURE = path.join(import.meta.dirname, '..', '..', '..', 'mf-finance', 'src', 'reconciliation', 'utils', 'fixtures', 'statement-ofx1-sgml.ofx');
export const LOCKED_MESSAGE = 'This transaction is part of a finished bank reconciliation; record a correcting entry instead.';

/** The books the statement agrees with: 1,000.00 before October, then rent, a grant and power. */
export async function seedOctoberBooks(account: TestAccount): Promise<Record<string, string>> {
  const rent = await accountIdByCode(account, '6100');
  const grants = await accountIdByCode(account, '4100');
  const utilities = await accountIdByCode(account, '6200');
  const ids = await seedTransactions(account, [
    { date: '2026-09-20', description: 'Opening deposit', type: 'Income', amount: '1000.00', account_id: grants },
    { date: '2026-10-02', description: 'Harbor Properties rent', type: 'Expense', amount: '800.00', account_id: rent },
    { date: '2026-10-05', description: 'Gulf Coast Foundation grant', type: 'Income', amount: '2500.00', account_id: grants },
    { date: '2026-10-13', description: 'City Power utilities', type: 'Expense', amount: '120.55', account_id: utilities },
  ]);
  return { opening: ids[0] ?? '', rent: ids[1] ?? '', grant: ids[2] ?? '', power: ids[3] ?? '' };
}

/** October's statement of Cash - Operating, ending at the OFX file's ledger balance. */
export async function startOctober(account: TestAccount): Promise<string> {
  const cash = await accountIdByCode(account, '1010');
  const { data, error } = await account.client.rpc('start_bank_reconciliation', {
    p_organization_id: organizationOf(account),
    p_account_id: cash,
    p_statement_end_date: '2026-10-31',
    p_ending_balance: 2567.45,
    p_statement_start_date: '2026-10-01',
  });
  if (error) throw error;
  return String(data);
}

// Start a reconciliation of a cash account (start_bank_reconciliation): the opening balance is the
// previous finished reconciliation's ending balance, or for the account's first one the ledger
// balance before its start date.
import { getSupabase } from '@missionbase/session';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export interface StartReconciliationInput {
  accountId: string;
  statementEndDate: string;
  endingBalance: string;
  /** Only for the account's first reconciliation. */
  statementStartDate?: string | null;
  openingBalance?: string | null;
}

export async function startReconciliation(organizationId: string, input: StartReconciliationInput): Promise<string> {
  const { data, error } = await getSupabase().rpc('start_bank_reconciliation', {
    p_organization_id: organizationId,
    p_account_id: input.accountId,
    p_statement_end_date: input.statementEndDate,
    p_ending_balance: Number(input.endingBalance),
    ...(input.statementStartDate ? { p_statement_start_date: input.statementStartDate } : {}),
    ...(input.openingBalance ? { p_opening_balance: Number(input.openingBalance) } : {}),
  });
  if (error) throw error;
  return data;
}

export function useStartReconciliation(organizationId: string | null) {
  return useReconciliationMutation(organizationId, (input: StartReconciliationInput) => startReconciliation(organizationId ?? '', input));
}

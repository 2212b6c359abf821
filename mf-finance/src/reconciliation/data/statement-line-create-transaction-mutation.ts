// A bank fee, interest or any line missing from the books: post it through the database (a
// transaction on the organization's cash account) and match it at once
// (create_transaction_from_statement_line).
import { getSupabase } from '@missionbase/session';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export interface CreateFromLineInput {
  statementLineId: string;
  accountId: string;
  description: string;
  fundId?: string | null;
}

export async function createTransactionFromLine(input: CreateFromLineInput): Promise<string> {
  const { data, error } = await getSupabase().rpc('create_transaction_from_statement_line', {
    p_statement_line_id: input.statementLineId,
    p_account_id: input.accountId,
    p_description: input.description,
    ...(input.fundId ? { p_fund_id: input.fundId } : {}),
  });
  if (error) throw error;
  return data;
}

export function useCreateTransactionFromLine(organizationId: string | null) {
  return useReconciliationMutation(organizationId, createTransactionFromLine, { movesLedger: true });
}

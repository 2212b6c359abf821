// Add a statement line by hand (add_bank_statement_line): a line missing from the bank's file, with
// its date, description, signed amount and the bank's reference if any. Refused in words
// once the reconciliation is finished.
import { getSupabase } from '@missionbase/session';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export interface AddStatementLineInput {
  reconciliationId: string;
  date: string;
  description: string;
  /** Signed decimal text: + money in, - money out. */
  amount: string;
  reference: string | null;
}

export async function addStatementLine(input: AddStatementLineInput): Promise<string> {
  const { data, error } = await getSupabase().rpc('add_bank_statement_line', {
    p_reconciliation_id: input.reconciliationId,
    p_date: input.date,
    p_amount: Number(input.amount),
    p_description: input.description,
    ...(input.reference ? { p_reference: input.reference } : {}),
  });
  if (error) throw error;
  return data;
}

export function useAddStatementLine(organizationId: string | null) {
  return useReconciliationMutation(organizationId, addStatementLine);
}

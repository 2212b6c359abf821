// Undo a statement line's match (unmatch_bank_statement_line) while the reconciliation is open.
import { getSupabase } from '@missionbase/session';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export async function unmatchStatementLine(statementLineId: string): Promise<void> {
  const { error } = await getSupabase().rpc('unmatch_bank_statement_line', { p_statement_line_id: statementLineId });
  if (error) throw error;
}

export function useUnmatchStatementLine(organizationId: string | null) {
  return useReconciliationMutation(organizationId, unmatchStatementLine);
}

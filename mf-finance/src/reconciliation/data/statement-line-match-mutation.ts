// Match a statement line by hand to one or more open ledger lines whose amounts add up to it
// (match_bank_statement_line).
import { getSupabase } from '@missionbase/session';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export interface MatchInput {
  statementLineId: string;
  ledgerLineIds: string[];
}

export async function matchStatementLine(input: MatchInput): Promise<void> {
  const { error } = await getSupabase().rpc('match_bank_statement_line', {
    p_statement_line_id: input.statementLineId,
    p_journal_entry_line_ids: input.ledgerLineIds,
  });
  if (error) throw error;
}

export function useMatchStatementLine(organizationId: string | null) {
  return useReconciliationMutation(organizationId, matchStatementLine);
}

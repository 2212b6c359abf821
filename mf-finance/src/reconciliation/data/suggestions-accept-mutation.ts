// Accept every suggested match at once (accept_bank_match_suggestions); returns how many
// statement lines were matched.
import { getSupabase } from '@missionbase/session';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export async function acceptSuggestions(reconciliationId: string): Promise<number> {
  const { data, error } = await getSupabase().rpc('accept_bank_match_suggestions', { p_reconciliation_id: reconciliationId });
  if (error) throw error;
  return data;
}

export function useAcceptSuggestions(organizationId: string | null) {
  return useReconciliationMutation(organizationId, acceptSuggestions);
}

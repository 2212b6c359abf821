// Suggested matches of a reconciliation in progress (suggest_bank_matches: same amount, date within
// five days, payee words; one-to-one and a day's lines for one deposit), computed in SQL [14.8].
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { reconciliationKeys } from './keys';

export interface MatchSuggestion {
  statement_line_id: string;
  journal_entry_line_ids: string[];
  amount: number | string;
  date_gap: number;
  shared_words: number;
  kind: 'one_to_one' | 'one_to_many';
}

export async function fetchMatchSuggestions(reconciliationId: string, signal?: AbortSignal): Promise<MatchSuggestion[]> {
  let request = getSupabase().rpc('suggest_bank_matches', { p_reconciliation_id: reconciliationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return (data ?? []) as MatchSuggestion[];
}

export function useMatchSuggestions(organizationId: string | null, reconciliationId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: reconciliationKeys.suggestions(organizationId ?? '', reconciliationId ?? ''),
    queryFn: ({ signal }) => fetchMatchSuggestions(reconciliationId ?? '', signal),
    enabled: enabled && Boolean(organizationId && reconciliationId),
  });
}

// post_journal_entry_draft: posts a saved draft after the database's checks (each fund balances,
// active accounts and funds, open period).
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';

export async function postJournalEntryDraft(entryId: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('post_journal_entry_draft', { p_entry_id: entryId });
  if (error) throw error;
  return data;
}

export function usePostJournalEntryDraft() {
  return useMutation({ mutationFn: postJournalEntryDraft, onSuccess: refreshAfterLedgerSave });
}

// delete_journal_entry_draft: discards a draft (posted entries are reversed, never deleted).
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';

export async function deleteJournalEntryDraft(entryId: string): Promise<void> {
  const { error } = await getSupabase().rpc('delete_journal_entry_draft', { p_entry_id: entryId });
  if (error) throw error;
}

export function useDeleteJournalEntryDraft() {
  return useMutation({ mutationFn: deleteJournalEntryDraft, onSuccess: refreshAfterLedgerSave });
}

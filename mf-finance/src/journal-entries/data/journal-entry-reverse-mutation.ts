// reverse_journal_entry: posts the mirror image of a posted manual entry on the date given.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';

export async function reverseJournalEntry(entryId: string, date: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('reverse_journal_entry', { p_entry_id: entryId, p_date: date });
  if (error) throw error;
  return data;
}

export function useReverseJournalEntry() {
  return useMutation({
    mutationFn: ({ entryId, date }: { entryId: string; date: string }) => reverseJournalEntry(entryId, date),
    onSuccess: refreshAfterLedgerSave,
  });
}

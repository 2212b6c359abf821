// get_journal_entry: one entry with its lines, the document it belongs to, its reversal links and
// what the signed-in user may do with it (edit a manual draft, reverse a manual posted entry).
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import { journalEntryKeys } from './keys';

/**
 * An entry with its lines, document and reversal links, as get_journal_entry declares it: every
 * attribute may be null but its id (an answer without one is no entry).
 */
export type JournalEntryDetail = CompositeTypes<'journal_entry_detail'> & { id: string };
/** A line of an entry with its account, fund and project named. */
export type JournalEntryLine = CompositeTypes<'journal_entry_detail_line'>;

export async function fetchJournalEntry(entryId: string): Promise<JournalEntryDetail> {
  const { data, error } = await getSupabase().rpc('get_journal_entry', { p_entry_id: entryId });
  if (error) throw error;
  // The function raises "Journal entry not found" for an entry the caller cannot read, else sends it.
  if (data.id === null) throw new Error('Journal entry not found');
  return { ...data, id: data.id };
}

export function useJournalEntry(entryId: string | null) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: journalEntryKeys.detail(organizationId ?? '', entryId ?? ''),
    queryFn: () => fetchJournalEntry(entryId ?? ''),
    enabled: organizationId !== null && entryId !== null,
  });
}

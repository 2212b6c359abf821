// save_journal_entry: the editor's entry as a draft, or posted at once (p_post) after the
// database's per-fund balance check; nothing is saved when posting is refused.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';
import type { LinePayload } from '../utils/entry-lines';

export interface SaveEntryInput {
  entryId: string | null;
  entryDate: string;
  description: string;
  reference: string;
  lines: LinePayload[];
  post: boolean;
}

export async function saveJournalEntry(organizationId: string, input: SaveEntryInput): Promise<string> {
  const reference = input.reference.trim();
  const { data, error } = await getSupabase().rpc('save_journal_entry', {
    p_organization_id: organizationId,
    p_entry_date: input.entryDate,
    p_description: input.description.trim(),
    p_lines: input.lines.map((line) => ({ ...line })),
    ...(reference ? { p_reference: reference } : {}),
    ...(input.entryId ? { p_entry_id: input.entryId } : {}),
    p_post: input.post,
  });
  if (error) throw error;
  return data;
}

export function useSaveJournalEntry() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: SaveEntryInput) => saveJournalEntry(organizationId ?? '', input),
    onSuccess: refreshAfterLedgerSave,
  });
}

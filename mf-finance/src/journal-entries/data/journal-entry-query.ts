// get_journal_entry: one entry with its lines, the document it belongs to, its reversal links and
// what the signed-in user may do with it (edit a manual draft, reverse a manual posted entry).
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { z } from 'zod';
import { journalEntryKeys } from './keys';

const money = z.union([z.number(), z.string()]);
const link = z.object({ id: z.string(), entry_date: z.string(), description: z.string() }).nullable();

export const journalEntrySchema = z.object({
  id: z.string(),
  entry_date: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  status: z.string(),
  source_type: z.string(),
  source_id: z.string().nullable(),
  created_at: z.string(),
  posted_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
  document: z.object({ type: z.string(), id: z.string(), label: z.string(), exists: z.boolean() }).nullable(),
  reverses: link,
  reversed_by: link,
  can_edit: z.boolean(),
  can_reverse: z.boolean(),
  lines: z.array(z.object({
    id: z.string(),
    line_number: z.number(),
    account_id: z.string(),
    account_code: z.string(),
    account_name: z.string(),
    fund_id: z.string(),
    fund_name: z.string(),
    project_id: z.string().nullable(),
    project_name: z.string().nullable(),
    function: z.string().nullable().optional(),
    description: z.string().nullable(),
    debit: money,
    credit: money,
  })),
});

export type JournalEntryDetail = z.infer<typeof journalEntrySchema>;

export async function fetchJournalEntry(entryId: string): Promise<JournalEntryDetail> {
  const { data, error } = await getSupabase().rpc('get_journal_entry', { p_entry_id: entryId });
  if (error) throw error;
  return journalEntrySchema.parse(data);
}

export function useJournalEntry(entryId: string | null) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: journalEntryKeys.detail(organizationId ?? '', entryId ?? ''),
    queryFn: () => fetchJournalEntry(entryId ?? ''),
    enabled: organizationId !== null && entryId !== null,
  });
}

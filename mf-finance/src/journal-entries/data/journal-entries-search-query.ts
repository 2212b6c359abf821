// search_journal_entries: one page of the organization's entries with the filters, sort and count
// done by the database. Read with the screens' paged reader, not zod: the list's cold load carries no
// schema library.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData, useActiveOrganizationId } from '@missionbase/session';
import { fetchAllPages } from '@missionbase/ui/table';
import { journalEntryKeys } from './keys';
import type { JournalSearchParams } from './keys';
import type { Paged } from '@missionbase/session';

export interface JournalListRow {
  id: string;
  entry_date: string;
  description: string;
  reference: string | null;
  status: string;
  source_type: string;
  source_id: string | null;
  reverses_entry_id: string | null;
  reversed_by_entry_id: string | null;
  amount: number | string;
  line_count: number;
}

export type JournalPage = Paged<JournalListRow>;

export async function searchJournalEntries(organizationId: string, params: JournalSearchParams): Promise<JournalPage> {
  return rpcData(getSupabase().rpc('search_journal_entries', {
    p_organization_id: organizationId,
    ...(params.from ? { p_from: params.from } : {}),
    ...(params.to ? { p_to: params.to } : {}),
    ...(params.status ? { p_status: params.status } : {}),
    ...(params.source ? { p_source: params.source } : {}),
    ...(params.search ? { p_search: params.search } : {}),
    p_sort: params.sort,
    p_descending: params.descending,
    p_limit: params.pageSize,
    p_offset: (params.page - 1) * params.pageSize,
  }), (data) => readPaged<JournalPage>(data, 'journal entries'));
}

/** search_journal_entries returns at most this many rows per call. */
export const JOURNAL_SEARCH_MAX_LIMIT = 500;

/** Every entry of the current filters and sort (for an export), read page by page with the same RPC. */
export function fetchAllJournalEntries(organizationId: string, params: JournalSearchParams): Promise<JournalListRow[]> {
  return fetchAllPages(
    async ({ from }) => (await searchJournalEntries(organizationId, { ...params, page: from / JOURNAL_SEARCH_MAX_LIMIT + 1, pageSize: JOURNAL_SEARCH_MAX_LIMIT })).rows,
    JOURNAL_SEARCH_MAX_LIMIT,
  );
}

export function useJournalEntriesSearch(params: JournalSearchParams) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: journalEntryKeys.search(organizationId ?? '', params),
    queryFn: () => searchJournalEntries(organizationId ?? '', params),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  });
}

// search_journal_entries: one page of the organization's entries with the filters, sort and count
// done by the database (a public.journal_entry_page), read with the generated types.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData, useActiveOrganizationId } from '@missionbase/session';
import { fetchAllPages } from '@missionbase/ui/table';
import { journalEntryKeys } from './keys';
import type { JournalSearchParams } from './keys';
import type { CompositeTypes, Paged } from '@missionbase/session';

/** An entry of the list with its amount, line count and reversal, as search_journal_entries declares it (every attribute may be null). */
export type JournalListRow = CompositeTypes<'journal_entry_row'>;

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
  }), declaredPage);
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

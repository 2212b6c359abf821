// Query keys of the journal entries screens: `['journal_entries', organizationId, ...]`, so a
// realtime change of journal_entries (or its lines) of the organization refetches them.
export interface JournalSearchParams {
  from: string | null;
  to: string | null;
  status: string | null;
  source: string | null;
  search: string | null;
  sort: string;
  descending: boolean;
  page: number;
  pageSize: number;
}

export const journalEntryKeys = {
  all: (organizationId: string) => ['journal_entries', organizationId] as const,
  search: (organizationId: string, params: JournalSearchParams) => ['journal_entries', organizationId, 'search', params] as const,
  detail: (organizationId: string, entryId: string) => ['journal_entries', organizationId, 'detail', entryId] as const,
};

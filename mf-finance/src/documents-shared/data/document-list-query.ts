// An invoices or bills list: one page of the kind's search RPC (state, party, dates, text; sorted
// and paged by the database) with the filtered set's totals computed in SQL.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedWithTotals } from '@missionbase/session';
import type { DocumentListTotals } from './document-record';
import type { DocumentKindDescription, DocumentTypes } from './document-kind';
import { documentKeys } from './document-keys';

export type DocumentList<Row> = PagedWithTotals<Row, DocumentListTotals | null>;

export async function fetchDocumentList<T extends DocumentTypes>(
  kind: DocumentKindDescription<T>,
  organizationId: string,
  params: T['params'],
  signal?: AbortSignal,
): Promise<DocumentList<T['row']>> {
  return kind.search(organizationId, params, signal);
}

export function useDocumentList<T extends DocumentTypes>(kind: DocumentKindDescription<T>, organizationId: string | null, params: T['params'], enabled = true) {
  return useQuery({
    queryKey: documentKeys(kind.plural).list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchDocumentList(kind, organizationId ?? '', params, signal),
    enabled: Boolean(organizationId) && enabled,
    placeholderData: keepPreviousData,
  });
}

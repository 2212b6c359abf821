// One invoice or bill with its lines and payments (get_invoice / get_bill); null when there is none
// by that id in an organization of the caller (the record page's "not found").
import { useQuery } from '@tanstack/react-query';
import type { DocumentKindDescription, DocumentTypes } from './document-kind';
import { documentKeys } from './document-keys';

export async function fetchDocument<T extends DocumentTypes>(kind: DocumentKindDescription<T>, id: string): Promise<T['record'] | null> {
  return kind.get(id);
}

export function useDocument<T extends DocumentTypes>(kind: DocumentKindDescription<T>, organizationId: string | null, id: string | null) {
  return useQuery({
    queryKey: documentKeys(kind.plural).detail(organizationId ?? '', id ?? ''),
    queryFn: () => fetchDocument(kind, id ?? ''),
    enabled: Boolean(organizationId) && Boolean(id),
  });
}

// Saves an invoice or a bill as a draft (save_invoice / save_bill: header and draft lines in one
// transaction). The database numbers a new one from the organization's sequence and refuses in its
// words (a viewer, a locked period, an account of the wrong kind); a final one takes only its due
// date, terms or reference and notes.
import { useMutation } from '@tanstack/react-query';
import { rpcData, useActiveOrganizationId } from '@missionbase/session';
import { linesPayload } from '../utils/document-form';
import type { DocumentFormOutput } from '../utils/document-form';
import type { DocumentKindDescription, DocumentTypes } from './document-kind';
import { refreshAfterDocumentChange } from './refresh-after-document-change';

export interface SaveDocumentInput<T extends DocumentTypes> {
  /** The document being edited, null for a new one. */
  record: T['record'] | null;
  values: DocumentFormOutput;
  /** Issued or approved: its lines are final and are not sent. */
  final: boolean;
}

export async function saveDocument<T extends DocumentTypes>(kind: DocumentKindDescription<T>, organizationId: string, input: SaveDocumentInput<T>): Promise<string> {
  const lines = input.final ? undefined : linesPayload(input.values.lines);
  const id = await rpcData(kind.save(organizationId, { id: input.record?.id ?? null, values: input.values, lines, record: input.record }), (data) => data);
  return String(id);
}

export function useSaveDocument<T extends DocumentTypes>(kind: DocumentKindDescription<T>) {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: SaveDocumentInput<T>) => saveDocument(kind, organizationId ?? '', input),
    onSuccess: () => refreshAfterDocumentChange(kind, organizationId),
  });
}

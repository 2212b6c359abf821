// Makes an invoice or a bill final (issues it: 'sent'; approves it: 'approved') or voids it
// (set_invoice_status / set_bill_status): finalising posts the receivable or the expense against
// Accounts Payable (above the settings' approval threshold only owners and admins may approve),
// voiding reverses it; the database refuses a void with payments in its words.
import { useMutation } from '@tanstack/react-query';
import { rpcData, useActiveOrganizationId } from '@missionbase/session';
import type { DocumentKindDescription, DocumentTypes } from './document-kind';
import { refreshAfterDocumentChange } from './refresh-after-document-change';

export type DocumentStatusChange = 'final' | 'void';

export async function setDocumentStatus<T extends DocumentTypes>(kind: DocumentKindDescription<T>, id: string, change: DocumentStatusChange): Promise<void> {
  await rpcData(kind.setStatus(id, change === 'final' ? kind.finalStatus : 'void'), () => undefined);
}

export function useSetDocumentStatus<T extends DocumentTypes>(kind: DocumentKindDescription<T>) {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: DocumentStatusChange }) => setDocumentStatus(kind, id, change),
    onSuccess: () => refreshAfterDocumentChange(kind, organizationId),
  });
}

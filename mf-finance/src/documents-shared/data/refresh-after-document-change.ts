// After a save, a status change or a payment of an invoice or a bill, at once rather than when
// realtime reports it: the document's queries, its party's balances and the ledger figures.
import { invalidateOnTableChange } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';
import type { DocumentKindDescription, DocumentTypes } from './document-kind';

export function refreshAfterDocumentChange<T extends DocumentTypes>(kind: DocumentKindDescription<T>, organizationId: string | null): void {
  if (!organizationId) return;
  invalidateOnTableChange(kind.plural, organizationId);
  invalidateOnTableChange(kind.partyTable, organizationId);
  refreshAfterLedgerSave();
}

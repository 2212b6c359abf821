// After a save on a ledger screen, at once rather than when realtime reports it: the ledger-derived
// queries, the journal entry lists and the organization bundle (the pickers read accounts and funds
// from it) are stale.
import { queryClient, reloadActiveOrganizationData, sessionStore, activeOrganizationIdAtom } from '@missionbase/session';

export function refreshAfterLedgerSave(): void {
  const organizationId = sessionStore.get(activeOrganizationIdAtom);
  if (organizationId) void queryClient.invalidateQueries({ queryKey: ['journal_entries', organizationId] });
  void reloadActiveOrganizationData();
}

// The shell's transaction dialog (New Transaction, or editing a row of this list) closes after its
// save has been written: refetch the list at once rather than waiting for the realtime event, so the
// saved row shows immediately. A cancelled dialog costs one cheap refetch.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { transactionDialogAtom, useSessionValue } from '@missionbase/session';
import { ledgerKey, transactionKeys } from '../data/keys';

export function useRefreshAfterTransactionDialog(organizationId: string | null): void {
  const dialog = useSessionValue(transactionDialogAtom);
  const queryClient = useQueryClient();
  const wasOpen = useRef(dialog.open);
  useEffect(() => {
    if (wasOpen.current && !dialog.open && organizationId) {
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all(organizationId) });
      void queryClient.invalidateQueries({ queryKey: ledgerKey(organizationId) });
    }
    wasOpen.current = dialog.open;
  }, [dialog.open, organizationId, queryClient]);
}

// Opens the dialog for editing from a link: any /app URL with `?editTransaction=<id>` (a
// notification's View, a bookmark, a remote's <Link>). The parameter is removed once handled, so
// reloading or going back does not open the dialog again.
import { useEffect, useRef } from 'react';
import { useSearchParams } from '@missionbase/router';
import { readTransactionRecord } from '@missionbase/domain/transaction-form';
import { activeOrganizationIdAtom, openTransactionDialog, organizationDataAtom, sessionStore, useSessionValue } from '@missionbase/session';
import { useToast } from '@missionbase/ui';
import { fetchTransaction } from './data/transaction-fetch-query';
import { TRANSACTION_MESSAGES } from './transaction-messages';

export const EDIT_TRANSACTION_PARAM = 'editTransaction';

export function useTransactionLink(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get(EDIT_TRANSACTION_PARAM);
  // Wait for the active organization, so the row read is one the session may show.
  const organizationId = useSessionValue(activeOrganizationIdAtom);
  const toast = useToast();

  // The id being handled: the effect runs again when the parameter is removed, and must not start twice.
  const handling = useRef<string | null>(null);

  useEffect(() => {
    if (!id || !organizationId || handling.current === id) return;
    handling.current = id;
    void (async () => {
      const rows = sessionStore.get(organizationDataAtom)?.transactions;
      const known = Array.isArray(rows) ? rows.map(readTransactionRecord).find((row) => row?.id === id) : undefined;
      const transaction = known ?? (await fetchTransaction(id));
      if (transaction) openTransactionDialog({ transaction });
      else toast({ title: TRANSACTION_MESSAGES.notFoundTitle, description: TRANSACTION_MESSAGES.notFound, variant: 'destructive' });
      setSearchParams(
        (params) => {
          params.delete(EDIT_TRANSACTION_PARAM);
          return params;
        },
        { replace: true },
      );
      handling.current = null;
    })();
  }, [id, organizationId, setSearchParams, toast]);
}

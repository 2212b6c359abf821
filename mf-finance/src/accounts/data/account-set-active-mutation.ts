// set_account_active: deactivate (or reactivate) an account; the database refuses system accounts,
// defaults, parents with active sub-accounts and balance sheet accounts with a balance.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { refreshAfterLedgerSave } from './refresh-ledger';

export async function setAccountActive(accountId: string, active: boolean): Promise<void> {
  const { error } = await getSupabase().rpc('set_account_active', { p_account_id: accountId, p_active: active });
  if (error) throw error;
}

export function useSetAccountActive() {
  return useMutation({
    mutationFn: ({ accountId, active }: { accountId: string; active: boolean }) => setAccountActive(accountId, active),
    onSuccess: refreshAfterLedgerSave,
  });
}

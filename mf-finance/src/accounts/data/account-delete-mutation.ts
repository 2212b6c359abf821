// delete_account: only an account nothing uses; the database says why otherwise (postings, ...).
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { refreshAfterLedgerSave } from './refresh-ledger';

export async function deleteAccount(accountId: string): Promise<void> {
  const { error } = await getSupabase().rpc('delete_account', { p_account_id: accountId });
  if (error) throw error;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, onSuccess: refreshAfterLedgerSave });
}

// create_account / update_account: one RPC each, the chart's rules and refusals are the database's.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { AccountFormValues } from '../utils/account-form';
import { accountRpcArgs } from '../utils/account-form';
import { refreshAfterLedgerSave } from './refresh-ledger';

export interface SaveAccountInput {
  accountId: string | null;
  values: AccountFormValues;
}

export async function saveAccount(organizationId: string, input: SaveAccountInput): Promise<string> {
  const args = accountRpcArgs(input.values);
  if (input.accountId === null) {
    const { data, error } = await getSupabase().rpc('create_account', { p_organization_id: organizationId, ...args });
    if (error) throw error;
    return data;
  }
  const { data, error } = await getSupabase().rpc('update_account', { p_account_id: input.accountId, ...args });
  if (error) throw error;
  return data;
}

export function useSaveAccount() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: SaveAccountInput) => saveAccount(organizationId ?? '', input),
    onSuccess: refreshAfterLedgerSave,
  });
}

// create_fund / update_fund: one RPC each; the rules and refusals (duplicate name, restriction of a
// fund with postings, the general fund, a balance left) are the database's.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';
import { fundRpcArgs } from '../utils/fund-form';
import type { FundFormValues } from '../utils/fund-form';

export interface SaveFundInput {
  fundId: string | null;
  values: FundFormValues;
}

export async function saveFund(organizationId: string, input: SaveFundInput): Promise<string> {
  const args = fundRpcArgs(input.values);
  if (input.fundId === null) {
    const { data, error } = await getSupabase().rpc('create_fund', { p_organization_id: organizationId, ...args });
    if (error) throw error;
    return data;
  }
  const { data, error } = await getSupabase().rpc('update_fund', { p_fund_id: input.fundId, ...args, p_is_active: input.values.isActive });
  if (error) throw error;
  return data;
}

export function useSaveFund() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: SaveFundInput) => saveFund(organizationId ?? '', input),
    onSuccess: refreshAfterLedgerSave,
  });
}

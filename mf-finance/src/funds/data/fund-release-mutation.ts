// release_fund_restriction: posts the ASU 2016-14 release of a restricted fund's net assets to the
// general fund (or another fund without donor restrictions); refused beyond what the fund holds.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';

export interface ReleaseInput {
  fundId: string;
  amount: string;
  date: string;
  description: string;
  toFundId: string | null;
}

export async function releaseRestriction(input: ReleaseInput): Promise<string> {
  const description = input.description.trim();
  const { data, error } = await getSupabase().rpc('release_fund_restriction', {
    p_fund_id: input.fundId,
    // numeric accepts the exact decimal text; the generated type says number.
    p_amount: Number(input.amount),
    p_date: input.date,
    ...(description ? { p_description: description } : {}),
    ...(input.toFundId ? { p_to_fund_id: input.toFundId } : {}),
  });
  if (error) throw error;
  return data;
}

export function useReleaseRestriction() {
  return useMutation({ mutationFn: releaseRestriction, onSuccess: refreshAfterLedgerSave });
}

// get_fund: one fund with its balance and, for a donor-restricted fund, its releases from restriction
// (a public.fund_detail).
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import { fundKeys } from './keys';

/** One fund with its balance and releases, as get_fund declares it (every attribute may be null). */
export type FundDetail = CompositeTypes<'fund_detail'>;

export async function fetchFund(fundId: string): Promise<FundDetail> {
  const { data, error } = await getSupabase().rpc('get_fund', { p_fund_id: fundId });
  if (error) throw error;
  return data;
}

export function useFund(fundId: string) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: fundKeys.detail(organizationId ?? '', fundId),
    queryFn: () => fetchFund(fundId),
    enabled: organizationId !== null && fundId !== '',
  });
}

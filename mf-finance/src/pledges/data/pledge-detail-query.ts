// One pledge with its schedule (each instalment's paid part and status) and the gifts applied to
// it, from get_pledge (null: unknown or another organization's, the drawer says "not found").
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { pledgeKeys } from './keys';
import type { CompositeTypes } from '@missionbase/session';

/** An instalment with its paid part and status, as get_pledge declares it (every attribute may be null). */
export type PledgeInstallment = CompositeTypes<'pledge_installment_row'>;
/** A gift applied to the pledge. */
export type PledgePayment = CompositeTypes<'pledge_payment'>;
/** One pledge with its schedule, payments and figures. */
export type PledgeDetail = CompositeTypes<'pledge_detail'>;

export async function fetchPledge(pledgeId: string): Promise<PledgeDetail | null> {
  // The RPC answers the pledge's one row, or none (unknown or another organization's).
  const { data, error } = await getSupabase().rpc('get_pledge', { p_pledge_id: pledgeId }).maybeSingle();
  if (error) throw error;
  return data;
}

export function usePledge(organizationId: string | null, pledgeId: string | null) {
  return useQuery({
    queryKey: pledgeKeys.detail(organizationId ?? '', pledgeId ?? ''),
    queryFn: () => fetchPledge(pledgeId ?? ''),
    enabled: Boolean(organizationId) && Boolean(pledgeId),
  });
}

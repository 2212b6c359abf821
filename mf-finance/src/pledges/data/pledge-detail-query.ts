// One pledge with its schedule (each instalment's paid part and status) and the gifts applied to
// it, from get_pledge (null: unknown or another organization's, the drawer says "not found").
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { pledgeKeys } from './keys';
import type { PledgeListRow } from './pledge-list-query';

export interface PledgeInstallment {
  id: string;
  due_date: string;
  amount: string;
  paid: string;
  status: 'paid' | 'partially_paid' | 'overdue' | 'due' | 'cancelled';
}

export interface PledgePayment {
  id: string;
  donation_date: string;
  amount: string;
  method: string;
  check_number: string | null;
  receipt_number: string | null;
}

export interface PledgeDetail extends Omit<PledgeListRow, 'installment_count'> {
  organization_id: string;
  donor_email: string | null;
  account_id: string | null;
  project_id: string | null;
  cancelled_at: string | null;
  cancel_date: string | null;
  cancel_reason: string | null;
  journal_entry_id: string | null;
  installments: PledgeInstallment[];
  payments: PledgePayment[];
}

export async function fetchPledge(pledgeId: string): Promise<PledgeDetail | null> {
  const { data, error } = await getSupabase().rpc('get_pledge', { p_pledge_id: pledgeId });
  if (error) throw error;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  return data as unknown as PledgeDetail;
}

export function usePledge(organizationId: string | null, pledgeId: string | null) {
  return useQuery({
    queryKey: pledgeKeys.detail(organizationId ?? '', pledgeId ?? ''),
    queryFn: () => fetchPledge(pledgeId ?? ''),
    enabled: Boolean(organizationId) && Boolean(pledgeId),
  });
}

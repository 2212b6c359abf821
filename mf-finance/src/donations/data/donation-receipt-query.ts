// One gift as its receipt shows it (donation_receipt: the donor's postal address, the deductible
// part, the organization's receipt wording and the last e-mail of the receipt).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { DonationReceipt } from '../receipts/receipt-document';
import { donationKeys } from './keys';

export async function fetchDonationReceipt(donationId: string): Promise<DonationReceipt | null> {
  // The RPC answers the gift's one receipt, or none (unknown or another organization's).
  const { data, error } = await getSupabase().rpc('donation_receipt', { p_donation_id: donationId }).maybeSingle();
  if (error) throw error;
  return data;
}

export function useDonationReceipt(organizationId: string | null, donationId: string | null) {
  return useQuery({
    queryKey: donationKeys.receipt(organizationId ?? '', donationId ?? ''),
    queryFn: () => fetchDonationReceipt(donationId ?? ''),
    enabled: Boolean(organizationId) && Boolean(donationId),
  });
}

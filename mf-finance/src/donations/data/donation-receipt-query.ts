// One gift as its receipt shows it (donation_receipt: the donor's postal address, the deductible
// part, the organization's receipt wording and the last e-mail of the receipt).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { DonationReceipt } from '../receipts/receipt-document';
import { donationKeys } from './keys';

export async function fetchDonationReceipt(donationId: string): Promise<DonationReceipt | null> {
  const { data, error } = await getSupabase().rpc('donation_receipt', { p_donation_id: donationId });
  if (error) throw error;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  return data as unknown as DonationReceipt;
}

export function useDonationReceipt(organizationId: string | null, donationId: string | null) {
  return useQuery({
    queryKey: donationKeys.receipt(organizationId ?? '', donationId ?? ''),
    queryFn: () => fetchDonationReceipt(donationId ?? ''),
    enabled: Boolean(organizationId) && Boolean(donationId),
  });
}

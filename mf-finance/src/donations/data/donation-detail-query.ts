// One donation by id, for a link that opens it (/app/finance/donations?open=<id>, the palette's
// Donations items) when it is not on the list's current page.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { donationKeys } from './keys';

export async function fetchDonation(organizationId: string, donationId: string) {
  const { data, error } = await getSupabase()
    .from('donations')
    .select('id, donation_date, donor_id, donor_name, amount, method, check_number, in_kind_description, restriction, fund_id, project_id, campaign, receipt_number, notes, pledge_id, goods_services_value, goods_services_description, deposit_account_id, revenue_account_id')
    .eq('organization_id', organizationId)
    .eq('id', donationId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export type DonationDetail = NonNullable<Awaited<ReturnType<typeof fetchDonation>>>;

export function useDonation(organizationId: string | null, donationId: string | null) {
  return useQuery({
    queryKey: donationKeys.detail(organizationId ?? '', donationId ?? ''),
    queryFn: () => fetchDonation(organizationId ?? '', donationId ?? ''),
    enabled: Boolean(organizationId) && Boolean(donationId),
  });
}

// The campaigns (appeals) the organization's gifts already name, for the filter and the form.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { donationKeys } from './keys';

export async function fetchDonationCampaigns(organizationId: string): Promise<string[]> {
  const { data, error } = await getSupabase().rpc('donation_campaigns', { p_organization_id: organizationId });
  if (error) throw error;
  return (data ?? []).flatMap((row) => (row.campaign ? [row.campaign] : []));
}

export function useDonationCampaigns(organizationId: string | null) {
  return useQuery({
    queryKey: donationKeys.campaigns(organizationId ?? ''),
    queryFn: () => fetchDonationCampaigns(organizationId ?? ''),
    enabled: Boolean(organizationId),
  });
}

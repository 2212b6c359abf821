// Donors a new donor may duplicate (same e-mail, or same name and postal code), asked of the
// database while the person types, for the duplicate-donor warning.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { donorKeys } from './keys';

export interface SimilarDonor {
  id: string;
  name: string;
  email: string | null;
  postal_code: string | null;
  reason: 'email' | 'name_postal_code';
}

export interface DonorProbe {
  name: string;
  email: string;
  postalCode: string;
}

export async function fetchSimilarDonors(organizationId: string, probe: DonorProbe): Promise<SimilarDonor[]> {
  const { data, error } = await getSupabase().rpc('find_similar_donors', {
    p_organization_id: organizationId,
    p_name: probe.name,
    p_email: probe.email,
    p_postal_code: probe.postalCode,
  });
  if (error) throw error;
  return (data ?? []).flatMap((row) =>
    row.id && row.name ? [{ id: row.id, name: row.name, email: row.email, postal_code: row.postal_code, reason: row.reason === 'email' ? 'email' : 'name_postal_code' }] : [],
  );
}

/** Only asks when there is something to compare (an e-mail, or a name with a postal code). */
export function useSimilarDonors(organizationId: string | null, probe: DonorProbe, excludeId: string | null = null) {
  const askable = probe.email.trim().length > 0 || (probe.name.trim().length > 0 && probe.postalCode.trim().length > 0);
  return useQuery({
    queryKey: donorKeys.similar(organizationId ?? '', probe),
    queryFn: () => fetchSimilarDonors(organizationId ?? '', probe),
    enabled: askable && Boolean(organizationId),
    select: (rows) => rows.filter((row) => row.id !== excludeId),
    staleTime: 10_000,
  });
}

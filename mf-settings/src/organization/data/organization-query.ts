// The organization row itself (its name), read under RLS by every member.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { organizationSettingsKeys } from './keys';

export interface OrganizationRow {
  id: string;
  name: string;
}

export async function fetchOrganization(organizationId: string): Promise<OrganizationRow> {
  const { data, error } = await getSupabase().from('organizations').select('id, name').eq('id', organizationId).single();
  if (error) throw error;
  return data;
}

export function useOrganizationQuery(organizationId: string | null) {
  return useQuery({
    queryKey: organizationSettingsKeys.organization(organizationId ?? ''),
    queryFn: () => fetchOrganization(organizationId ?? ''),
    enabled: organizationId !== null,
  });
}

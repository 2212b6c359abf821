// The organization's settings row (every member reads it under RLS), shared by the Organization,
// Sales, Expenses and Advanced pages.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, type Tables } from '@missionbase/session';
import { organizationSettingsKeys } from './keys';

export type OrganizationSettingsRow = Tables<'organization_settings'>;

export async function fetchOrganizationSettings(organizationId: string): Promise<OrganizationSettingsRow> {
  const { data, error } = await getSupabase().from('organization_settings').select('*').eq('organization_id', organizationId).single();
  if (error) throw error;
  return data;
}

export function useOrganizationSettingsQuery(organizationId: string | null) {
  return useQuery({
    queryKey: organizationSettingsKeys.settings(organizationId ?? ''),
    queryFn: () => fetchOrganizationSettings(organizationId ?? ''),
    enabled: organizationId !== null,
  });
}

// Renames the organization (owners and admins under RLS) and reloads the picker's list at once.
import { getSupabase, loadDashboardData, queryClient, tableKey } from '@missionbase/session';
import { SETTINGS_NOT_SAVED } from './organization-settings-save-mutation';

export async function saveOrganizationName(organizationId: string, name: string): Promise<void> {
  const { data, error } = await getSupabase().from('organizations').update({ name: name.trim() }).eq('id', organizationId).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error(SETTINGS_NOT_SAVED);
  await Promise.all([queryClient.invalidateQueries({ queryKey: tableKey('organizations', organizationId) }), loadDashboardData()]);
}

// Saves some fields of the organization's settings row (owners and admins, as RLS allows; the
// database's checks and guards refuse the rest in words), then refreshes this page's query, the
// organization bundle the pickers read (fiscal year, defaults) and the picker's organization list.
import { getSupabase, loadDashboardData, queryClient, reloadActiveOrganizationData, tableKey, type TablesUpdate } from '@missionbase/session';

export type OrganizationSettingsUpdate = Omit<TablesUpdate<'organization_settings'>, 'organization_id' | 'created_at' | 'updated_at'>;

/** RLS answers an update it refuses with no row: say so instead of pretending it saved. */
export const SETTINGS_NOT_SAVED = 'You do not have permission to change these settings. Only owners and admins can.';

export async function saveOrganizationSettings(organizationId: string, values: OrganizationSettingsUpdate): Promise<void> {
  const { data, error } = await getSupabase().from('organization_settings').update(values).eq('organization_id', organizationId).select('organization_id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error(SETTINGS_NOT_SAVED);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tableKey('organization_settings', organizationId) }),
    reloadActiveOrganizationData(),
    'logo_url' in values ? loadDashboardData() : Promise.resolve(),
  ]);
}

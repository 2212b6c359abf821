// The signed-in person leaves an organization: their own membership row is deleted (RLS lets a
// member delete their own); the database refuses when they are its last owner.
import { getSupabase, loadDashboardData, queryClient, tableKey } from '@missionbase/session';

export async function leaveOrganization(organizationId: string, userId: string): Promise<void> {
  const { data, error } = await getSupabase().from('organization_members').delete().eq('organization_id', organizationId).eq('user_id', userId).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('You are no longer a member of this organization.');
  await Promise.all([queryClient.invalidateQueries({ queryKey: tableKey('organization_members', organizationId) }), loadDashboardData()]);
}

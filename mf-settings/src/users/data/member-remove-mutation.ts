// Removes a member from the organization, or the signed-in person themself (leaving). The database
// refuses to remove the last owner, and lets only owners remove an owner.
import { getSupabase, loadDashboardData, queryClient, tableKey } from '@missionbase/session';

export async function removeMember(organizationId: string, memberId: string): Promise<void> {
  const { data, error } = await getSupabase().from('organization_members').delete().eq('id', memberId).eq('organization_id', organizationId).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('Only owners and admins can remove members.');
  await Promise.all([queryClient.invalidateQueries({ queryKey: tableKey('organization_members', organizationId) }), loadDashboardData()]);
}

// Changes a member's role. The database keeps one owner at least and lets only owners grant or
// take ownership; its refusal is shown as it says it.
import { getSupabase, loadDashboardData, queryClient, tableKey } from '@missionbase/session';
import type { MemberRole } from './members-query';

export async function changeMemberRole(organizationId: string, memberId: string, role: MemberRole): Promise<void> {
  const { data, error } = await getSupabase().from('organization_members').update({ role }).eq('id', memberId).eq('organization_id', organizationId).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('Only owners and admins can change roles.');
  // The picker and every role check read the caller's own role from the dashboard data.
  await Promise.all([queryClient.invalidateQueries({ queryKey: tableKey('organization_members', organizationId) }), loadDashboardData()]);
}

// Accepts an invitation: the database adds the membership with the invited role (accept_invitation),
// then the picker's list reloads and the new organization becomes the active one.
import { getSupabase, loadDashboardData, switchOrganization } from '@missionbase/session';

export async function acceptInvitation(token: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('accept_invitation', { p_token: token });
  if (error) throw error;
  await loadDashboardData();
  if (typeof data === 'string') await switchOrganization(data);
  return typeof data === 'string' ? data : '';
}

// Invites an e-mail address with a role, or sends an open invitation again (send_invitation: a new
// link and 14 more days; the e-mail with the link goes through the auth outbox in the same transaction).
import { getSupabase, queryClient, tableKey } from '@missionbase/session';

export type InvitedRole = 'admin' | 'member' | 'viewer';

export async function sendInvitation(organizationId: string, email: string, role: InvitedRole): Promise<void> {
  const { error } = await getSupabase().rpc('send_invitation', {
    p_organization_id: organizationId,
    p_email: email,
    p_role: role,
    p_site_url: window.location.origin,
  });
  if (error) throw error;
  await queryClient.invalidateQueries({ queryKey: tableKey('invitations', organizationId) });
}

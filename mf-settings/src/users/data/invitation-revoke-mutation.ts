// Revokes an open invitation: its link stops working (owners and admins, under RLS).
import { getSupabase, queryClient, tableKey } from '@missionbase/session';

export async function revokeInvitation(organizationId: string, invitationId: string): Promise<void> {
  const { data, error } = await getSupabase().from('invitations').delete().eq('id', invitationId).eq('organization_id', organizationId).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('This invitation was already accepted or revoked, or you may not revoke it.');
  await queryClient.invalidateQueries({ queryKey: tableKey('invitations', organizationId) });
}

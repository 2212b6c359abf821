// What an invitation link offers (organization, role), shown to the person it was sent to before
// they accept it; any other signed-in person is told it was not found.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';

/** The invitation as get_invitation declares it (every attribute may be null). */
export type InvitationPreview = CompositeTypes<'invitation_preview'>;

export async function fetchInvitation(token: string): Promise<InvitationPreview> {
  const { data, error } = await getSupabase().rpc('get_invitation', { p_token: token });
  if (error) throw error;
  return data;
}

export function useInvitationQuery(userId: string | null, token: string | null) {
  return useQuery({
    queryKey: ['invitations', userId ?? '', 'preview', token ?? ''] as const,
    queryFn: () => fetchInvitation(token ?? ''),
    enabled: userId !== null && token !== null,
    retry: false,
  });
}

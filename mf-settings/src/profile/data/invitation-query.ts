// What an invitation link offers (organization, role), shown to the person it was sent to before
// they accept it; any other signed-in person is told it was not found.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';

export interface InvitationPreview {
  organization_name: string;
  role: string;
  email: string;
  expires_at: string;
}

function readPreview(value: unknown): InvitationPreview {
  if (typeof value !== 'object' || value === null) throw new Error('Invitation not found or expired');
  const record = value as Record<string, unknown>;
  const text = (key: string): string => {
    const field = record[key];
    return typeof field === 'string' ? field : '';
  };
  return { organization_name: text('organization_name'), role: text('role'), email: text('email'), expires_at: text('expires_at') };
}

export async function fetchInvitation(token: string): Promise<InvitationPreview> {
  const { data, error } = await getSupabase().rpc('get_invitation', { p_token: token });
  if (error) throw error;
  return readPreview(data);
}

export function useInvitationQuery(userId: string | null, token: string | null) {
  return useQuery({
    queryKey: ['invitations', userId ?? '', 'preview', token ?? ''] as const,
    queryFn: () => fetchInvitation(token ?? ''),
    enabled: userId !== null && token !== null,
    retry: false,
  });
}

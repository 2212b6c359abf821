// The organization's open invitations (owners and admins only: the rows carry their tokens).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { usersKeys } from './keys';

export interface InvitationRow {
  id: string;
  email: string;
  role: string;
  expires_at: string;
  created_at: string;
}

export async function fetchInvitations(organizationId: string): Promise<InvitationRow[]> {
  const { data, error } = await getSupabase()
    .from('invitations')
    .select('id, email, role, expires_at, created_at')
    .eq('organization_id', organizationId)
    .is('accepted_at', null)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export function useInvitationsQuery(organizationId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.invitations(organizationId ?? ''),
    queryFn: () => fetchInvitations(organizationId ?? ''),
    enabled: enabled && organizationId !== null,
  });
}

// The organization's members, for choosing a project manager or a task assignee
// (list_organization_members: names and e-mails of co-members).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { memberKeys } from './keys';

export interface MemberOption {
  userId: string;
  name: string;
  role: string;
}

export async function fetchMembers(organizationId: string): Promise<MemberOption[]> {
  const { data, error } = await getSupabase().rpc('list_organization_members', { p_organization_id: organizationId });
  if (error) throw error;
  return data.flatMap((member) =>
    member.user_id ? [{ userId: member.user_id, name: member.full_name?.trim() || member.email || 'Member', role: member.role ?? 'member' }] : []);
}

export function useMembers(organizationId: string | null) {
  return useQuery({
    queryKey: memberKeys.list(organizationId ?? ''),
    queryFn: () => fetchMembers(organizationId ?? ''),
    enabled: Boolean(organizationId),
    staleTime: 60_000,
  });
}

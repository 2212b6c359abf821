// The organization's members with their role, e-mail and last sign-in (list_organization_members:
// auth.users is not reachable through the API, so a SECURITY DEFINER function reads it for members),
// and whether an owner granted them payroll access.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { usersKeys } from './keys';

export type MemberRole = 'owner' | 'admin' | 'member' | 'viewer';

export interface MemberRow {
  member_id: string;
  user_id: string;
  email: string | null;
  full_name: string | null;
  role: MemberRole;
  last_sign_in_at: string | null;
  joined_at: string | null;
  payroll_access: boolean;
}

const ROLES: readonly string[] = ['owner', 'admin', 'member', 'viewer'];

function isRole(value: string | null): value is MemberRole {
  return value !== null && ROLES.includes(value);
}

export async function fetchMembers(organizationId: string): Promise<MemberRow[]> {
  const { data, error } = await getSupabase().rpc('list_organization_members', { p_organization_id: organizationId });
  if (error) throw error;
  return (data ?? []).flatMap((row) =>
    row.member_id && row.user_id && isRole(row.role)
      ? [{ member_id: row.member_id, user_id: row.user_id, email: row.email, full_name: row.full_name, role: row.role, last_sign_in_at: row.last_sign_in_at, joined_at: row.joined_at, payroll_access: row.payroll_access === true }]
      : [],
  );
}

export function useMembersQuery(organizationId: string | null) {
  return useQuery({
    queryKey: usersKeys.members(organizationId ?? ''),
    queryFn: () => fetchMembers(organizationId ?? ''),
    enabled: organizationId !== null,
  });
}

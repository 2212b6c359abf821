// Grants or removes a member's payroll access (organization_members.payroll_access): with it a member
// sees and changes pay as owners and admins do (public.can_read_pay). Only an owner may; the
// database refuses anyone else in words, and its refusal is shown as it says it.
import { getSupabase, queryClient, tableKey } from '@missionbase/session';

export async function setPayrollAccess(organizationId: string, memberId: string, granted: boolean): Promise<void> {
  const { data, error } = await getSupabase()
    .from('organization_members').update({ payroll_access: granted }).eq('id', memberId).eq('organization_id', organizationId).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('Only an owner can grant or remove payroll access');
  await queryClient.invalidateQueries({ queryKey: tableKey('organization_members', organizationId) });
}

// Who may subscribe for an organization: its owners and admins, by name (members read each other's
// memberships and profiles under RLS), so a member who cannot choose a plan knows whom to ask.
import { useEffect, useState } from 'react';
import { getSupabase } from '@missionbase/session';

export async function fetchBillingAdmins(organizationId: string): Promise<string[]> {
  const supabase = getSupabase();
  const members = await supabase.from('organization_members').select('user_id, role').eq('organization_id', organizationId).in('role', ['owner', 'admin']);
  if (members.error || !members.data) return [];
  const ids = members.data.map((row: { user_id: string }) => row.user_id);
  if (ids.length === 0) return [];
  const profiles = await supabase.from('profiles').select('id, full_name, email').in('id', ids);
  if (profiles.error || !profiles.data) return [];
  return profiles.data.map((profile: { full_name: string | null; email: string | null }) => profile.full_name || profile.email || 'An administrator');
}

/** Loaded only when `enabled` (owners and admins need no list). */
export function useBillingAdmins(organizationId: string | null, enabled: boolean): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!organizationId || !enabled) return;
    let current = true;
    void fetchBillingAdmins(organizationId).then((found) => {
      if (current) setNames(found);
    });
    return () => {
      current = false;
    };
  }, [organizationId, enabled]);
  return names;
}

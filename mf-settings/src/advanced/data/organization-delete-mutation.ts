// Deletes the whole organization and everything in it (owners only, under RLS; the rows of every
// table go with it by cascade), then reloads the signed-in person's organizations so the picker
// moves to another one.
import { getSupabase, loadDashboardData, queryClient } from '@missionbase/session';

export async function deleteOrganization(organizationId: string): Promise<void> {
  const { data, error } = await getSupabase().from('organizations').delete().eq('id', organizationId).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('Only an owner can delete the organization.');
  queryClient.removeQueries({ predicate: (query) => query.queryKey[1] === organizationId });
  await loadDashboardData();
}

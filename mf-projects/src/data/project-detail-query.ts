// One project's summary (money from the ledger, task progress, team) by get_project_summary; null
// when the organization has no such project, which the page shows as "Project not found".
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import { projectKeys } from './keys';

/** A project's summary with its team, as get_project_summary declares it (every attribute may be null). */
export type ProjectDetail = CompositeTypes<'project_detail'>;
export type ProjectTeamMember = CompositeTypes<'project_team_member'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fetchProjectDetail(organizationId: string, projectId: string): Promise<ProjectDetail | null> {
  // Not an id at all: not found, without asking the database to cast it.
  if (!UUID.test(projectId)) return null;
  // The RPC answers the project's one row, or none.
  const { data, error } = await getSupabase().rpc('get_project_summary', { p_organization_id: organizationId, p_project_id: projectId }).maybeSingle();
  if (error) throw error;
  return data;
}

export function useProjectDetail(organizationId: string | null, projectId: string) {
  return useQuery({
    queryKey: projectKeys.detail(organizationId ?? '', projectId),
    queryFn: () => fetchProjectDetail(organizationId ?? '', projectId),
    enabled: Boolean(organizationId) && projectId !== '',
  });
}

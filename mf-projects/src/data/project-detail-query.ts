// One project's summary (money from the ledger, task progress, team) by get_project_summary; null
// when the organization has no such project, which the page shows as "Project not found".
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { projectKeys } from './keys';
import type { ProjectSummaryRow } from './project-list-query';
import { isRecord } from './read-json';

export interface ProjectTeamMember {
  user_id: string;
  name: string;
  role: string;
  is_manager: boolean;
  open_tasks: number;
  overdue_tasks: number;
}

export interface ProjectDetail extends ProjectSummaryRow {
  team: ProjectTeamMember[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fetchProjectDetail(organizationId: string, projectId: string): Promise<ProjectDetail | null> {
  // Not an id at all: not found, without asking the database to cast it.
  if (!UUID.test(projectId)) return null;
  const { data, error } = await getSupabase().rpc('get_project_summary', { p_organization_id: organizationId, p_project_id: projectId });
  if (error) throw error;
  if (data === null) return null;
  if (!isRecord(data) || typeof data.name !== 'string' || !Array.isArray(data.team)) {
    throw new Error('The project came back in an unexpected shape.');
  }
  return data as unknown as ProjectDetail;
}

export function useProjectDetail(organizationId: string | null, projectId: string) {
  return useQuery({
    queryKey: projectKeys.detail(organizationId ?? '', projectId),
    queryFn: () => fetchProjectDetail(organizationId ?? '', projectId),
    enabled: Boolean(organizationId) && projectId !== '',
  });
}

// Creates, edits or archives a project: ONE insert or update of public.projects under its RLS
// (owners, admins and members write; viewers are refused by the database).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import type { TablesInsert } from '@missionbase/session';

export type ProjectWrite = Pick<TablesInsert<'projects'>,
  'name' | 'code' | 'description' | 'status' | 'start_date' | 'end_date' | 'budget' | 'manager_user_id' | 'manager_name' | 'fund_id' | 'function'>;

export async function saveProject(organizationId: string, projectId: string | null, row: ProjectWrite): Promise<string> {
  if (projectId === null) {
    const { data, error } = await getSupabase().from('projects').insert({ organization_id: organizationId, ...row }).select('id').single();
    if (error) throw error;
    return data.id;
  }
  const { error } = await getSupabase().from('projects').update(row).eq('id', projectId).eq('organization_id', organizationId);
  if (error) throw error;
  return projectId;
}

export async function setProjectArchived(organizationId: string, projectId: string, archived: boolean): Promise<void> {
  const { error } = await getSupabase().from('projects').update({ archived }).eq('id', projectId).eq('organization_id', organizationId);
  if (error) throw error;
}

export function useSaveProject() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ projectId, row }: { projectId: string | null; row: ProjectWrite }) => saveProject(organizationId ?? '', projectId, row),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('projects', organizationId);
    },
  });
}

export function useArchiveProject() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ projectId, archived }: { projectId: string; archived: boolean }) => setProjectArchived(organizationId ?? '', projectId, archived),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('projects', organizationId);
    },
  });
}

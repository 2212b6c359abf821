// Saves a task: ONE insert or update of public.project_tasks (the database checks the dependency
// rule, notifies a new assignee and refuses viewers). Also the board's and the Gantt's moves: a
// status or dates change is the same update of only those columns.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, queryClient, useActiveOrganizationId } from '@missionbase/session';
import type { TablesInsert } from '@missionbase/session';
import { projectKeys } from './keys';

export type TaskWrite = Partial<Pick<TablesInsert<'project_tasks'>,
  'project_id' | 'name' | 'description' | 'status' | 'priority' | 'assignee_user_id' | 'assignee_name' | 'start_date' | 'due_date' |
  'progress' | 'estimate_hours' | 'is_milestone'>>;

export async function saveTask(organizationId: string, taskId: string | null, row: TaskWrite): Promise<string> {
  if (taskId === null) {
    if (!row.project_id || !row.name) throw new Error('Choose a project and name the task.');
    const { data, error } = await getSupabase()
      .from('project_tasks')
      .insert({ organization_id: organizationId, ...row, project_id: row.project_id, name: row.name })
      .select('id')
      .single();
    if (error) throw error;
    return data.id;
  }
  const { error } = await getSupabase().from('project_tasks').update(row).eq('id', taskId).eq('organization_id', organizationId);
  if (error) throw error;
  return taskId;
}

export function refreshAfterTaskChange(organizationId: string): void {
  invalidateOnTableChange('project_tasks', organizationId);
  void queryClient.invalidateQueries({ queryKey: projectKeys.all(organizationId) });
}

export function useSaveTask() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ taskId, row }: { taskId: string | null; row: TaskWrite }) => saveTask(organizationId ?? '', taskId, row),
    onSettled: () => {
      if (organizationId) refreshAfterTaskChange(organizationId);
    },
  });
}

export async function deleteTask(organizationId: string, taskId: string): Promise<void> {
  const { error } = await getSupabase().from('project_tasks').delete().eq('id', taskId).eq('organization_id', organizationId);
  if (error) throw error;
}

export function useDeleteTask() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (taskId: string) => deleteTask(organizationId ?? '', taskId),
    onSuccess: () => {
      if (organizationId) refreshAfterTaskChange(organizationId);
    },
  });
}

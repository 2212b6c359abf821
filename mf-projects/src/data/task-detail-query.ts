// One task by id, for ?open=<id> (a notification's link) wherever the task is in the list.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { Tables } from '@missionbase/session';
import { taskKeys } from './keys';

export type TaskRecord = Pick<Tables<'project_tasks'>,
  'id' | 'project_id' | 'name' | 'description' | 'status' | 'priority' | 'assignee_user_id' | 'assignee_name' | 'start_date' | 'due_date' |
  'progress' | 'estimate_hours' | 'is_milestone'>;

export async function fetchTask(organizationId: string, taskId: string): Promise<TaskRecord | null> {
  const { data, error } = await getSupabase()
    .from('project_tasks')
    .select('id, project_id, name, description, status, priority, assignee_user_id, assignee_name, start_date, due_date, progress, estimate_hours, is_milestone')
    .eq('organization_id', organizationId)
    .eq('id', taskId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export function useTask(organizationId: string | null, taskId: string | null) {
  return useQuery({
    queryKey: [...taskKeys.all(organizationId ?? ''), 'detail', taskId ?? ''] as const,
    queryFn: () => fetchTask(organizationId ?? '', taskId ?? ''),
    enabled: Boolean(organizationId) && Boolean(taskId),
  });
}

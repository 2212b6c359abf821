// A task's comments, oldest first, with their authors' names (list_task_comments).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { taskKeys } from './keys';

export interface TaskComment {
  id: string;
  task_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: string;
}

export async function fetchTaskComments(organizationId: string, taskId: string): Promise<TaskComment[]> {
  const { data, error } = await getSupabase().rpc('list_task_comments', { p_organization_id: organizationId, p_task_id: taskId });
  if (error) throw error;
  if (!Array.isArray(data)) throw new Error('The comments came back in an unexpected shape.');
  return data as unknown as TaskComment[];
}

export function useTaskComments(organizationId: string | null, taskId: string | null) {
  return useQuery({
    queryKey: taskKeys.comments(organizationId ?? '', taskId ?? ''),
    queryFn: () => fetchTaskComments(organizationId ?? '', taskId ?? ''),
    enabled: Boolean(organizationId) && Boolean(taskId),
  });
}

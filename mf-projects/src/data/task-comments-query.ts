// A task's comments, oldest first, with their authors' names (list_task_comments).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { FunctionReturns } from '@missionbase/session';
import { taskKeys } from './keys';

/** A comment with its author's name, as list_task_comments declares it (every column may be null). */
export type TaskComment = FunctionReturns<'list_task_comments'>[number];

export async function fetchTaskComments(organizationId: string, taskId: string): Promise<TaskComment[]> {
  const { data, error } = await getSupabase().rpc('list_task_comments', { p_organization_id: organizationId, p_task_id: taskId });
  if (error) throw error;
  return data;
}

export function useTaskComments(organizationId: string | null, taskId: string | null) {
  return useQuery({
    queryKey: taskKeys.comments(organizationId ?? '', taskId ?? ''),
    queryFn: () => fetchTaskComments(organizationId ?? '', taskId ?? ''),
    enabled: Boolean(organizationId) && Boolean(taskId),
  });
}

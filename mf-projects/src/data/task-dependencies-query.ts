// The organization's finish-to-start dependencies (predecessor -> successor) for the Gantt and the
// task drawer.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { taskKeys } from './keys';

export interface TaskDependency {
  id: string;
  predecessor_id: string;
  successor_id: string;
}

export async function fetchTaskDependencies(organizationId: string): Promise<TaskDependency[]> {
  const { data, error } = await getSupabase()
    .from('task_dependencies')
    .select('id, predecessor_id, successor_id')
    .eq('organization_id', organizationId)
    .limit(5000);
  if (error) throw error;
  return data;
}

export function useTaskDependencies(organizationId: string | null) {
  return useQuery({
    queryKey: taskKeys.dependencies(organizationId ?? ''),
    queryFn: () => fetchTaskDependencies(organizationId ?? ''),
    enabled: Boolean(organizationId),
  });
}

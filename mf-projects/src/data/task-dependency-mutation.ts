// Adds or removes one finish-to-start dependency; the database refuses a successor that would
// start before its predecessor ends, or a cycle, in a sentence the screen shows.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export async function addTaskDependency(organizationId: string, predecessorId: string, successorId: string): Promise<string> {
  const { data, error } = await getSupabase()
    .from('task_dependencies')
    .insert({ organization_id: organizationId, predecessor_id: predecessorId, successor_id: successorId })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/**
 * Adds the dependency after moving the successor and everything downstream of it later, so the
 * successor starts when the predecessor ends (one transaction in the database).
 */
export async function addTaskDependencyMovingSuccessors(predecessorId: string, successorId: string): Promise<{ id: string; moved: number; days: number }> {
  const { data, error } = await getSupabase().rpc('add_task_dependency_moving_successors', { p_predecessor_id: predecessorId, p_successor_id: successorId });
  if (error) throw error;
  return data as { id: string; moved: number; days: number };
}

export async function removeTaskDependency(organizationId: string, dependencyId: string): Promise<void> {
  const { error } = await getSupabase().from('task_dependencies').delete().eq('id', dependencyId).eq('organization_id', organizationId);
  if (error) throw error;
}

export function useAddTaskDependency() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ predecessorId, successorId }: { predecessorId: string; successorId: string }) =>
      addTaskDependency(organizationId ?? '', predecessorId, successorId),
    onSettled: () => {
      if (organizationId) invalidateOnTableChange('task_dependencies', organizationId);
    },
  });
}

export function useAddTaskDependencyMovingSuccessors() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ predecessorId, successorId }: { predecessorId: string; successorId: string }) => addTaskDependencyMovingSuccessors(predecessorId, successorId),
    onSettled: () => {
      if (!organizationId) return;
      invalidateOnTableChange('task_dependencies', organizationId);
      invalidateOnTableChange('project_tasks', organizationId);
    },
  });
}

export function useRemoveTaskDependency() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (dependencyId: string) => removeTaskDependency(organizationId ?? '', dependencyId),
    onSettled: () => {
      if (organizationId) invalidateOnTableChange('task_dependencies', organizationId);
    },
  });
}

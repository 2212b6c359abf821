// Adds a comment to a task as the signed-in member (the database refuses viewers).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export async function addTaskComment(organizationId: string, taskId: string, body: string): Promise<void> {
  const { data: session } = await getSupabase().auth.getSession();
  const { error } = await getSupabase()
    .from('task_comments')
    .insert({ organization_id: organizationId, task_id: taskId, body, author_id: session.session?.user.id ?? null });
  if (error) throw error;
}

export function useAddTaskComment() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ taskId, body }: { taskId: string; body: string }) => addTaskComment(organizationId ?? '', taskId, body),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('task_comments', organizationId);
    },
  });
}

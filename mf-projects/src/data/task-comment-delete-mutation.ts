// Deletes a task comment: members their own, owners and admins anyone's (the database's
// policy decides; a delete that matched no row means it was refused or already gone).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';

export async function deleteTaskComment(commentId: string): Promise<void> {
  const { data, error } = await getSupabase().from('task_comments').delete().eq('id', commentId).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('This comment could not be deleted: it is gone, or only its author, an owner or an admin may delete it.');
}

export function useDeleteTaskComment() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (commentId: string) => deleteTaskComment(commentId),
    onSettled: () => {
      if (organizationId) invalidateOnTableChange('task_comments', organizationId);
    },
  });
}

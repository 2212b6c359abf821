// A task's comments in its drawer: oldest first with author and time; members add one
// (viewers read) and delete their own; owners and admins delete anyone's (moderation, as the
// database's policy allows). Live: a comment by someone else arrives through the task_comments
// realtime key.
import { useState } from 'react';
import { activeOrganizationAtom, useActiveOrganizationId, useAuth, useSessionValue } from '@missionbase/session';
import { Alert, Button, Flex, Popconfirm, Skeleton, Typography } from '@missionbase/ui';
import { List, Input } from '@missionbase/ui/table';
import { serverErrorMessage } from '@missionbase/ui';
import { useAddTaskComment } from '../data/task-comment-add-mutation';
import { useDeleteTaskComment } from '../data/task-comment-delete-mutation';
import { useTaskComments } from '../data/task-comments-query';
import type { TaskComment } from '../data/task-comments-query';

function when(iso: string | null): string {
  if (iso === null) return '';
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function TaskComments({ taskId, readOnly }: { taskId: string; readOnly: boolean }) {
  const organizationId = useActiveOrganizationId();
  const comments = useTaskComments(organizationId, taskId);
  const add = useAddTaskComment();
  const remove = useDeleteTaskComment();
  const [body, setBody] = useState('');
  const { user } = useAuth();
  const role = useSessionValue(activeOrganizationAtom)?.role;
  const moderator = role === 'owner' || role === 'admin';
  const mayDelete = (comment: TaskComment) => !readOnly && (moderator || (user !== null && comment.author_id === user.id));

  const submit = async () => {
    const text = body.trim();
    if (!text) return;
    try {
      await add.mutateAsync({ taskId, body: text });
      setBody('');
    } catch {
      // The error shows under the box (add.error).
    }
  };

  return (
    <section aria-labelledby={`comments-${taskId}`} style={{ marginTop: 24 }}>
      <Typography.Title level={2} id={`comments-${taskId}`} style={{ fontSize: 16 }}>Comments</Typography.Title>
      {comments.error ? (
        <Alert type="error" showIcon title="The comments could not be loaded." description={serverErrorMessage(comments.error)} action={<Button onClick={() => void comments.refetch()}>Retry</Button>} />
      ) : !comments.data ? (
        <Skeleton active paragraph={{ rows: 2 }} aria-busy="true" />
      ) : (
        <List
          size="small"
          dataSource={comments.data}
          locale={{ emptyText: 'No comments yet.' }}
          renderItem={(comment) => {
            const id = comment.id;
            return (
              <List.Item
                key={id}
                actions={id !== null && mayDelete(comment) ? [
                  <Popconfirm
                    key="delete"
                    title="Delete this comment?"
                    description={comment.author_id === user?.id ? 'It is removed for everyone.' : `It was written by ${comment.author_name ?? 'a former member'}; it is removed for everyone.`}
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(id).catch(() => undefined)}
                  >
                    <Button type="link" danger size="small" aria-label={`Delete comment by ${comment.author_name ?? ''}`} loading={remove.isPending && remove.variables === id}>Delete</Button>
                  </Popconfirm>,
                ] : undefined}
              >
                <div>
                  <Typography.Text strong>{comment.author_name}</Typography.Text>{' '}
                  <Typography.Text type="secondary">{when(comment.created_at)}</Typography.Text>
                  <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{comment.body}</Typography.Paragraph>
                </div>
              </List.Item>
            );
          }}
        />
      )}
      {remove.error ? <Alert type="error" showIcon title="Could not delete the comment" description={serverErrorMessage(remove.error)} style={{ marginTop: 8 }} /> : null}
      {readOnly ? null : (
        <Flex vertical gap="small" style={{ marginTop: 8 }}>
          <Input.TextArea
            aria-label="New comment"
            placeholder="Write a comment"
            rows={2}
            maxLength={4000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          {add.error ? <Alert type="error" showIcon title="Could not add the comment" description={serverErrorMessage(add.error)} /> : null}
          <div>
            <Button onClick={() => void submit()} loading={add.isPending} disabled={body.trim() === ''}>Add comment</Button>
          </div>
        </Flex>
      )}
    </section>
  );
}

// A task's predecessors in its drawer: finish-to-start links it waits for, added from the
// organization's tasks and removed one by one; the database refuses a link the dates break (or a
// cycle) in a sentence shown here.
import { useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Alert, Button, Flex, Typography } from '@missionbase/ui';
import { List, Select } from '@missionbase/ui/table';
import { serverErrorMessage } from '@missionbase/ui';
import { useTaskDependencies } from '../data/task-dependencies-query';
import { useAddTaskDependency, useRemoveTaskDependency } from '../data/task-dependency-mutation';
import { useTaskList } from '../data/task-list-query';
import { formatDay } from '../shared/labels';

export function TaskDependencies({ taskId, projectId, readOnly }: { taskId: string; projectId: string; readOnly: boolean }) {
  const organizationId = useActiveOrganizationId();
  const dependencies = useTaskDependencies(organizationId);
  const tasks = useTaskList(organizationId, { projectId, sort: 'sort_order', direction: 'asc', limit: 500, offset: 0 });
  const add = useAddTaskDependency();
  const remove = useRemoveTaskDependency();
  const [choice, setChoice] = useState<string | null>(null);
  const byId = new Map((tasks.data?.rows ?? []).map((task) => [task.id, task]));
  const mine = (dependencies.data ?? []).filter((link) => link.successor_id === taskId);
  const taken = new Set(mine.map((link) => link.predecessor_id));
  const options = (tasks.data?.rows ?? []).flatMap((task) =>
    task.id === null || task.id === taskId || taken.has(task.id)
      ? []
      : [{ value: task.id, label: task.due_date ? `${task.name ?? ''} (ends ${formatDay(task.due_date)})` : (task.name ?? '') }]);
  const error = add.error ?? remove.error;

  return (
    <section aria-labelledby={`deps-${taskId}`} style={{ marginTop: 8 }}>
      <Typography.Title level={2} id={`deps-${taskId}`} style={{ fontSize: 16 }}>Waits for</Typography.Title>
      <List
        size="small"
        dataSource={mine}
        locale={{ emptyText: 'No predecessors: this task can start any time.' }}
        renderItem={(link) => {
          const task = byId.get(link.predecessor_id);
          const name = task?.name ?? 'A task in another project';
          return (
            <List.Item key={link.id} actions={readOnly ? [] : [<Button key="remove" size="small" onClick={() => remove.mutate(link.id)} aria-label={`Remove the dependency on ${name}`}>Remove</Button>]}>
              {name}{task?.due_date ? ` (ends ${formatDay(task.due_date)})` : ''}
            </List.Item>
          );
        }}
      />
      {readOnly ? null : (
        <Flex gap="small" wrap style={{ marginTop: 8 }}>
          <Select
            aria-label="Add a predecessor"
            placeholder="Add a task this one waits for"
            value={choice ?? undefined}
            onChange={(value?: string) => setChoice(value ?? null)}
            options={options}
            showSearch
            optionFilterProp="label"
            allowClear
            style={{ minWidth: 220, flex: 1 }}
          />
          <Button
            disabled={!choice}
            loading={add.isPending}
            onClick={() => {
              if (!choice) return;
              add.mutate({ predecessorId: choice, successorId: taskId }, { onSuccess: () => setChoice(null) });
            }}
          >
            Add
          </Button>
        </Flex>
      )}
      {error ? <Alert style={{ marginTop: 8 }} type="error" showIcon title="The dependency was not changed" description={serverErrorMessage(error)} /> : null}
    </section>
  );
}

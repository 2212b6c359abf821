// A task's predecessors in its drawer: finish-to-start links it waits for, added from the
// organization's tasks and removed one by one. A predecessor that ends after this task starts is
// not refused outright: the drawer offers to move this task and everything that waits for it later
// (the database moves them and adds the link in one step); a cycle is refused in a sentence.
import { useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Alert, Button, Flex, Typography } from '@missionbase/ui';
import { List, Select } from '@missionbase/ui/table';
import { serverErrorMessage } from '@missionbase/ui';
import { useTaskDependencies } from '../data/task-dependencies-query';
import { useAddTaskDependency, useAddTaskDependencyMovingSuccessors, useRemoveTaskDependency } from '../data/task-dependency-mutation';
import { Form } from '@missionbase/ui/forms';
import { shiftDay, shiftOffer, successorShiftOf } from '../shared/dependency-shift';
import type { SuccessorShift } from '../shared/dependency-shift';
import { useTaskList } from '../data/task-list-query';
import { formatDay } from '../shared/labels';

export function TaskDependencies({ taskId, projectId, readOnly }: { taskId: string; projectId: string; readOnly: boolean }) {
  const organizationId = useActiveOrganizationId();
  const dependencies = useTaskDependencies(organizationId);
  const tasks = useTaskList(organizationId, { projectId, sort: 'sort_order', direction: 'asc', limit: 500, offset: 0 });
  const add = useAddTaskDependency();
  const remove = useRemoveTaskDependency();
  const addMoving = useAddTaskDependencyMovingSuccessors();
  // The drawer's form: after a move it shows the task's new dates (the database saved them).
  const form = Form.useFormInstance();
  const [choice, setChoice] = useState<string | null>(null);
  // The offer shown when the chosen predecessor ends after this task starts.
  const [offer, setOffer] = useState<{ predecessorId: string; shift: SuccessorShift } | null>(null);
  const byId = new Map((tasks.data?.rows ?? []).map((task) => [task.id, task]));
  const mine = (dependencies.data ?? []).filter((link) => link.successor_id === taskId);
  const taken = new Set(mine.map((link) => link.predecessor_id));
  const options = (tasks.data?.rows ?? []).flatMap((task) =>
    task.id === null || task.id === taskId || taken.has(task.id)
      ? []
      : [{ value: task.id, label: task.due_date ? `${task.name ?? ''} (ends ${formatDay(task.due_date)})` : (task.name ?? '') }]);
  const error = add.error ?? addMoving.error ?? remove.error;

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
            onChange={(value?: string) => {
              setChoice(value ?? null);
              setOffer(null);
            }}
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
              const shift = successorShiftOf(choice, taskId, tasks.data?.rows ?? [], dependencies.data ?? []);
              if (shift) {
                setOffer({ predecessorId: choice, shift });
                return;
              }
              add.mutate({ predecessorId: choice, successorId: taskId }, { onSuccess: () => setChoice(null) });
            }}
          >
            Add
          </Button>
        </Flex>
      )}
      {offer && !readOnly ? (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          showIcon
          title={`${byId.get(offer.predecessorId)?.name ?? 'That task'} ends after this task starts`}
          description={shiftOffer(offer.shift, formatDay)}
          action={(
            <Flex vertical gap={4}>
              <Button
                type="primary"
                size="small"
                loading={addMoving.isPending}
                onClick={() => addMoving.mutate({ predecessorId: offer.predecessorId, successorId: taskId }, {
                  onSuccess: (result) => {
                    const values = form.getFieldsValue(['startDate', 'dueDate']) as { startDate?: string | null; dueDate?: string | null };
                    form.setFieldsValue({ startDate: shiftDay(values.startDate, result.days), dueDate: shiftDay(values.dueDate, result.days) });
                    setOffer(null);
                    setChoice(null);
                  },
                })}
              >
                Move and add
              </Button>
              <Button size="small" onClick={() => setOffer(null)}>Cancel</Button>
            </Flex>
          )}
        />
      ) : null}
      {error ? <Alert style={{ marginTop: 8 }} type="error" showIcon title="The dependency was not changed" description={serverErrorMessage(error)} /> : null}
    </section>
  );
}

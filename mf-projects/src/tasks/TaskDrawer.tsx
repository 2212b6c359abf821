// A task in the kit's RecordDrawer: project, name, status, priority, assignee (a member),
// start and due dates, estimate, progress, milestone, description; for a saved task also what it
// waits for (dependencies) and its comments. The database refuses a date that breaks a dependency
// in a sentence shown on the dates; viewers see it read only.
import { useMemo } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Checkbox, Form, Input, InputNumber, RecordDrawer, Select } from '@missionbase/ui/forms';
import { ProjectPicker } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { FieldErrorMap } from '@missionbase/ui';
import { useMembers } from '../data/members-query';
import { TASK_PRIORITIES, TASK_STATUSES } from '../data/task-list-query';
import { useSaveTask } from '../data/task-save-mutation';
import { PRIORITY_WORDS, TASK_STATUS_WORDS } from '../shared/labels';
import { MemberSelect } from '../shared/MemberSelect';
import { newTaskValues, taskFormSchema, taskValuesOf, taskWriteOf } from './task-form';
import type { TaskFormOutput, TaskFormValues, TaskLike } from './task-form';
import { TaskComments } from './TaskComments';
import { TaskDependencies } from './TaskDependencies';

const ERROR_FIELDS: FieldErrorMap = {
  'cannot start before the task it depends on ends': 'startDate',
  project_tasks_milestone_one_day: 'dueDate',
  project_tasks_check: 'dueDate',
  project_tasks_assignee_member_fkey: 'assigneeUserId',
  estimate_hours: 'estimate',
};

export type TaskDrawerState = { mode: 'new'; projectId: string | null } | { mode: 'edit'; taskId: string; task: TaskLike };

export function TaskDrawer({ state, readOnly, onClose }: { state: TaskDrawerState | null; readOnly: boolean; onClose: () => void }) {
  const organizationId = useActiveOrganizationId();
  const members = useMembers(organizationId);
  const save = useSaveTask();
  const initialValues = useMemo(() => (state?.mode === 'edit' ? taskValuesOf(state.task) : newTaskValues(state?.projectId ?? null)), [state]);

  const submit = async (values: TaskFormOutput) => {
    const assigneeName = members.data?.find((member) => member.userId === values.assigneeUserId)?.name ?? null;
    await save.mutateAsync({ taskId: state?.mode === 'edit' ? state.taskId : null, row: taskWriteOf(values, assigneeName) });
  };

  return (
    <RecordDrawer<TaskFormValues, TaskFormOutput>
      title={state?.mode === 'edit' ? state.task.name : 'New task'}
      open={state !== null}
      onClose={onClose}
      schema={taskFormSchema}
      initialValues={initialValues}
      onSubmit={submit}
      errorMap={ERROR_FIELDS}
      successMessage="Task saved"
      readOnly={readOnly}
      width={560}
    >
      <Form.Item name="projectId" label="Project" required>
        <ProjectPicker />
      </Form.Item>
      <Form.Item name="name" label="Task" required>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <Select options={TASK_STATUSES.map((value) => ({ value, label: TASK_STATUS_WORDS[value] }))} />
      </Form.Item>
      <Form.Item name="priority" label="Priority">
        <Select options={TASK_PRIORITIES.map((value) => ({ value, label: PRIORITY_WORDS[value] }))} />
      </Form.Item>
      <Form.Item name="assigneeUserId" label="Assignee">
        <MemberSelect placeholder="Unassigned" />
      </Form.Item>
      <Form.Item name="startDate" label="Start date">
        <DateInput />
      </Form.Item>
      <Form.Item name="dueDate" label="Due date">
        <DateInput />
      </Form.Item>
      <Form.Item name="estimate" label="Estimate (hours)">
        <Input inputMode="decimal" autoComplete="off" maxLength={9} />
      </Form.Item>
      <Form.Item name="progress" label="Progress (%)">
        <InputNumber min={0} max={100} precision={0} />
      </Form.Item>
      <Form.Item name="isMilestone" valuePropName="checked">
        <Checkbox>Milestone (one day, a point on the Gantt chart)</Checkbox>
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={4000} />
      </Form.Item>
      {state?.mode === 'edit' ? (
        <>
          {state.task.project_id === null ? null : <TaskDependencies taskId={state.taskId} projectId={state.task.project_id} readOnly={readOnly} />}
          <TaskComments taskId={state.taskId} readOnly={readOnly} />
        </>
      ) : null}
    </RecordDrawer>
  );
}

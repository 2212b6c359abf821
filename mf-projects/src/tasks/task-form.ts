// The task drawer's form: values, the zod schema (issue paths are the Form.Item names) and the row
// written to public.project_tasks. The database re-checks dates, the dependency rule and membership.
import { z } from 'zod';
import type { TaskWrite } from '../data/task-save-mutation';
import { TASK_PRIORITIES, TASK_STATUSES } from '../data/task-list-query';

export const taskFormSchema = z
  .object({
    projectId: z.string({ message: 'Choose the project.' }).min(1, 'Choose the project.'),
    name: z.string().trim().min(1, 'Name the task.').max(200, 'A task name has at most 200 characters.'),
    status: z.enum(TASK_STATUSES),
    priority: z.enum(TASK_PRIORITIES),
    assigneeUserId: z.string().nullable(),
    startDate: z.string(),
    dueDate: z.string(),
    estimate: z.string().trim().regex(/^(\d{1,5}(\.\d{1,2})?)?$/, 'Enter the estimate in hours, such as 6 or 2.5.'),
    progress: z.number().int().min(0).max(100),
    isMilestone: z.boolean(),
    description: z.string().trim().max(4000, 'The description has at most 4,000 characters.'),
  })
  .superRefine((values, context) => {
    if (values.startDate && values.dueDate && values.dueDate < values.startDate) {
      context.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date is before the start date.' });
    }
    if (values.isMilestone && values.startDate && values.dueDate && values.startDate !== values.dueDate) {
      context.addIssue({ code: 'custom', path: ['dueDate'], message: 'A milestone is one day: its start and due dates are the same.' });
    }
  });

export type TaskFormValues = z.input<typeof taskFormSchema>;
export type TaskFormOutput = z.output<typeof taskFormSchema>;

/** A task as the lists read it (a declared RPC result: any attribute may be null) or its own row. */
export interface TaskLike {
  project_id: string | null;
  name: string | null;
  description: string | null;
  status: string | null;
  priority: string | null;
  assignee_user_id: string | null;
  start_date: string | null;
  due_date: string | null;
  progress: number | null;
  estimate_hours: string | number | null;
  is_milestone: boolean | null;
}

function oneOf<T extends string>(list: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function newTaskValues(projectId: string | null): TaskFormValues {
  return {
    projectId: projectId ?? '', name: '', status: 'todo', priority: 'medium', assigneeUserId: null, startDate: '', dueDate: '',
    estimate: '', progress: 0, isMilestone: false, description: '',
  };
}

export function taskValuesOf(task: TaskLike): TaskFormValues {
  return {
    projectId: task.project_id ?? '',
    name: task.name ?? '',
    status: oneOf(TASK_STATUSES, task.status, 'todo'),
    priority: oneOf(TASK_PRIORITIES, task.priority, 'medium'),
    assigneeUserId: task.assignee_user_id,
    startDate: task.start_date ?? '',
    dueDate: task.due_date ?? '',
    estimate: task.estimate_hours === null ? '' : String(task.estimate_hours),
    progress: task.progress ?? 0,
    isMilestone: task.is_milestone ?? false,
    description: task.description ?? '',
  };
}

export function taskWriteOf(values: TaskFormOutput, assigneeName: string | null): TaskWrite {
  return {
    project_id: values.projectId,
    name: values.name,
    status: values.status,
    priority: values.priority,
    assignee_user_id: values.assigneeUserId,
    assignee_name: values.assigneeUserId ? assigneeName : null,
    start_date: values.startDate || null,
    due_date: values.dueDate || null,
    estimate_hours: values.estimate === '' ? null : values.estimate,
    // A task marked done is complete; the board moves keep this rule too.
    progress: values.status === 'done' ? 100 : values.progress,
    is_milestone: values.isMilestone,
    description: values.description || null,
  };
}

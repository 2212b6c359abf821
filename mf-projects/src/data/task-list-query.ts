// Tasks across projects (or of one project): one page of search_project_tasks, filtered (project,
// assignee, status, due this week, overdue, text) and sorted by the database.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import { taskKeys } from './keys';

export const TASK_SORTS = ['due_date', 'start_date', 'name', 'status', 'priority', 'project', 'assignee', 'sort_order'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
export const TASK_STATUSES = ['todo', 'in_progress', 'blocked', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export interface TaskListParams {
  projectId?: string;
  assigneeUserId?: string;
  status?: string;
  due?: 'overdue' | 'this_week';
  search?: string;
  sort: TaskSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A task in a list, as search_project_tasks declares it (every attribute may be null). */
export type TaskRow = CompositeTypes<'project_task_row'>;

/** A task's status as one of the board's columns, or null for none the screens know. */
export function taskStatusOf(status: string | null): TaskStatus | null {
  return TASK_STATUSES.find((known) => known === status) ?? null;
}

export interface TaskList {
  total: number;
  today: string;
  rows: TaskRow[];
}

export async function fetchTaskList(organizationId: string, params: TaskListParams, signal?: AbortSignal): Promise<TaskList> {
  const request = getSupabase().rpc('search_project_tasks', {
    p_organization_id: organizationId,
    p_project_id: params.projectId,
    p_assignee_user_id: params.assigneeUserId,
    p_status: params.status,
    p_due: params.due,
    p_search: params.search,
    p_sort: params.sort,
    p_direction: params.direction,
    p_limit: params.limit,
    p_offset: params.offset,
  });
  return rpcData(request, (page) => ({ ...declaredPage(page), today: page.today ?? '' }), signal);
}

export function useTaskList(organizationId: string | null, params: TaskListParams, enabled = true) {
  return useQuery({
    queryKey: taskKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchTaskList(organizationId ?? '', params, signal),
    enabled: enabled && Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}

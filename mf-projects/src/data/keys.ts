// Query keys of the projects area. Every key starts with a table and the organization so a realtime
// change of that table invalidates it by prefix (CONTRACTS): project figures hold money from the
// ledger, so they live under ['ledger', org] (a change of projects or of any posting refreshes them)
// and are also refreshed when tasks change (useRefreshOnTaskChanges).
import type { ProjectListParams } from './project-list-query';
import type { TaskListParams } from './task-list-query';

export const projectKeys = {
  all: (organizationId: string) => ['ledger', organizationId, 'projects'] as const,
  list: (organizationId: string, params: ProjectListParams) => ['ledger', organizationId, 'projects', 'list', params] as const,
  detail: (organizationId: string, projectId: string) => ['ledger', organizationId, 'projects', 'detail', projectId] as const,
  lines: (organizationId: string, projectId: string, page: number, pageSize: number) =>
    ['ledger', organizationId, 'projects', 'lines', projectId, page, pageSize] as const,
  budgetVsActual: (organizationId: string, projectId: string, from: string, to: string) =>
    ['ledger', organizationId, 'projects', 'budget-vs-actual', projectId, from, to] as const,
};

export const taskKeys = {
  all: (organizationId: string) => ['project_tasks', organizationId] as const,
  list: (organizationId: string, params: TaskListParams) => ['project_tasks', organizationId, 'list', params] as const,
  version: (organizationId: string) => ['project_tasks', organizationId, 'version'] as const,
  dependencies: (organizationId: string) => ['task_dependencies', organizationId] as const,
  comments: (organizationId: string, taskId: string) => ['task_comments', organizationId, taskId] as const,
};

export const memberKeys = {
  list: (organizationId: string) => ['organization_members', organizationId, 'projects-people'] as const,
};

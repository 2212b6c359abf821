// The projects overview: one page of search_projects (filters, sort and paging by the database)
// with each project's budget, spent to date from the ledger, remaining and task progress.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';
import type { Paged } from '@missionbase/session';
import { projectKeys } from './keys';
import { isRecord } from './read-json';

export const PROJECT_SORTS = ['name', 'status', 'start_date', 'end_date', 'budget', 'spent', 'remaining', 'progress', 'manager'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export interface ProjectListParams {
  status?: string;
  search?: string;
  managerUserId?: string;
  fundId?: string;
  function?: string;
  /** false: working projects (default), true: archived ones. */
  archived: boolean;
  sort: ProjectSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface ProjectSummaryRow {
  id: string;
  name: string;
  code: string | null;
  description: string | null;
  status: string;
  start_date: string | null;
  end_date: string | null;
  budget: string | null;
  spent: string;
  remaining: string | null;
  manager_user_id: string | null;
  manager_name: string | null;
  fund_id: string | null;
  fund_name: string | null;
  function: string;
  archived: boolean;
  task_count: number;
  done_count: number;
  overdue_count: number;
  progress: number;
  updated_at: string;
}

export interface ProjectList {
  total: number;
  totals: { budget: string; spent: string };
  rows: ProjectSummaryRow[];
}

export function readProjectList(value: unknown): ProjectList {
  const page = readPaged<Paged<ProjectSummaryRow> & { totals?: unknown }>(value, 'projects list');
  const totals = isRecord(page.totals) ? page.totals : {};
  return { total: page.total, rows: page.rows, totals: { budget: String(totals.budget ?? '0'), spent: String(totals.spent ?? '0') } };
}

export async function fetchProjectList(organizationId: string, params: ProjectListParams, signal?: AbortSignal): Promise<ProjectList> {
  const request = getSupabase().rpc('search_projects', {
    p_organization_id: organizationId,
    p_status: params.status,
    p_search: params.search,
    p_manager_user_id: params.managerUserId,
    p_fund_id: params.fundId,
    p_function: params.function,
    p_archived: params.archived,
    p_sort: params.sort,
    p_direction: params.direction,
    p_limit: params.limit,
    p_offset: params.offset,
  });
  return rpcData(request, readProjectList, signal);
}

export function useProjectList(organizationId: string | null, params: ProjectListParams) {
  return useQuery({
    queryKey: projectKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchProjectList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}

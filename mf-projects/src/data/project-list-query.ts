// The projects overview: one page of search_projects (filters, sort and paging by the database)
// with each project's budget, spent to date from the ledger, remaining and task progress.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, FunctionReturns } from '@missionbase/session';
import { projectKeys } from './keys';

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

/** A project with its figures, as search_projects declares it (every attribute may be null). */
export type ProjectSummaryRow = CompositeTypes<'project_summary'>;

export interface ProjectList {
  total: number;
  totals: { budget: string; spent: string };
  rows: ProjectSummaryRow[];
}

export function readProjectList(page: FunctionReturns<'search_projects'>): ProjectList {
  return { ...declaredPage(page), totals: { budget: page.totals?.budget ?? '0', spent: page.totals?.spent ?? '0' } };
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

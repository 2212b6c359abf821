// A project's transactions: one page of the posted ledger lines tagged with the project, newest
// first, with its expense total from the same lines (project_ledger_lines).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import { projectKeys } from './keys';

/** A posted ledger line tagged with the project, as project_ledger_lines declares it (every attribute may be null). */
export type ProjectLedgerLine = CompositeTypes<'project_ledger_line'>;

export interface ProjectLedgerPage {
  total: number;
  expenses: string;
  rows: ProjectLedgerLine[];
}

export async function fetchProjectLines(organizationId: string, projectId: string, page: number, pageSize: number): Promise<ProjectLedgerPage> {
  const request = getSupabase().rpc('project_ledger_lines', {
    p_organization_id: organizationId,
    p_project_id: projectId,
    p_limit: pageSize,
    p_offset: (page - 1) * pageSize,
  });
  return rpcData(request, (page) => ({ ...declaredPage(page), expenses: page.expenses ?? '0' }));
}

export function useProjectLines(organizationId: string | null, projectId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: projectKeys.lines(organizationId ?? '', projectId, page, pageSize),
    queryFn: () => fetchProjectLines(organizationId ?? '', projectId, page, pageSize),
    enabled: Boolean(organizationId) && projectId !== '',
    placeholderData: keepPreviousData,
  });
}

// A project's transactions: one page of the posted ledger lines tagged with the project, newest
// first, with its expense total from the same lines (project_ledger_lines).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';
import type { Paged } from '@missionbase/session';
import { projectKeys } from './keys';

export interface ProjectLedgerLine {
  id: string;
  journal_entry_id: string;
  entry_date: string;
  description: string;
  reference: string | null;
  source_type: string;
  account_code: string;
  account_name: string;
  category: string;
  fund_name: string | null;
  debit: string;
  credit: string;
}

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
  const read = await rpcData(request, (data) => readPaged<Paged<ProjectLedgerLine> & { expenses?: unknown }>(data, 'project transactions'));
  return { total: read.total, rows: read.rows, expenses: String(read.expenses ?? '0') };
}

export function useProjectLines(organizationId: string | null, projectId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: projectKeys.lines(organizationId ?? '', projectId, page, pageSize),
    queryFn: () => fetchProjectLines(organizationId ?? '', projectId, page, pageSize),
    enabled: Boolean(organizationId) && projectId !== '',
    placeholderData: keepPreviousData,
  });
}

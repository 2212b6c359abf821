// One page of a reconciliation's statement lines (search_bank_statement_lines): filtered by state
// (matched / suggested / unmatched) and by payee words, an amount or a reference, sorted by the
// database, with the total and the count of each state; the suggestions are the database's.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';
import type { TableSort } from '@missionbase/ui/table';
import { reconciliationKeys } from './keys';

export type StatementLineState = 'matched' | 'suggested' | 'unmatched';

export interface StatementPageRow {
  id: string;
  line_date: string;
  amount: number | string;
  payee: string | null;
  description: string;
  reference: string | null;
  bank_transaction_id: string;
  source_format: string;
  state: StatementLineState;
  matched_line_ids: string[];
  match_method: 'suggested' | 'manual' | 'created' | null;
  suggested_line_ids: string[] | null;
  /** The matched (or suggested) ledger lines' descriptions. */
  linked_descriptions: string[];
}

export interface StatementPageParams {
  page: number;
  pageSize: number;
  sort: TableSort | null;
  filters: { state?: string; q?: string };
}

export interface StatementPage {
  rows: StatementPageRow[];
  total: number;
  counts: Record<'all' | StatementLineState, number>;
}

export function readStatementPage(value: unknown): StatementPage {
  return readPaged<StatementPage>(value, 'statement lines', ['counts']);
}

export async function fetchStatementPage(reconciliationId: string, params: StatementPageParams, signal?: AbortSignal): Promise<StatementPage> {
  const request = getSupabase().rpc('search_bank_statement_lines', {
    p_reconciliation_id: reconciliationId,
    p_status: params.filters.state,
    p_search: params.filters.q,
    p_sort: params.sort?.key ?? 'date',
    p_direction: params.sort?.direction ?? 'asc',
    p_limit: params.pageSize,
    p_offset: (params.page - 1) * params.pageSize,
  });
  return rpcData(request, readStatementPage, signal);
}

export function useStatementPage(organizationId: string | null, reconciliationId: string | undefined, params: StatementPageParams) {
  return useQuery({
    queryKey: reconciliationKeys.statementLines(organizationId ?? '', reconciliationId ?? '', params),
    queryFn: ({ signal }) => fetchStatementPage(reconciliationId ?? '', params, signal),
    enabled: Boolean(organizationId && reconciliationId),
    placeholderData: keepPreviousData,
  });
}

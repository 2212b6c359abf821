// One page of a reconciliation's statement lines (search_bank_statement_lines): filtered by state
// (matched / suggested / unmatched) and by payee words, an amount or a reference, sorted by the
// database, with the total and the count of each state; the suggestions are the database's.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, FunctionReturns } from '@missionbase/session';
import type { TableSort } from '@missionbase/ui/table';
import { reconciliationKeys } from './keys';

export type StatementLineState = 'matched' | 'suggested' | 'unmatched';

/**
 * A statement line of the page with its state, matches or suggestion and the linked ledger lines'
 * descriptions, as search_bank_statement_lines declares it (every attribute may be null).
 */
export type StatementPageRow = CompositeTypes<'bank_statement_line_row'>;

/** A statement line that can be matched or turned into a transaction: one with its id. */
export type StatementPageLine = StatementPageRow & { id: string };

/** The row with its id, or null for a row without one (nothing can be done with it). */
export function lineWithId(row: StatementPageRow): StatementPageLine | null {
  return row.id === null ? null : { ...row, id: row.id };
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
  counts: CompositeTypes<'bank_statement_line_counts'> | null;
}

/** The declared page: no rows or total is none. */
export function readStatementPage(page: FunctionReturns<'search_bank_statement_lines'>): StatementPage {
  return { ...declaredPage(page), counts: page.counts };
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

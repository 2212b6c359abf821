// One page of the ledger lines a reconciliation works with (search_bank_reconciliation_ledger):
// cleared here, suggested or outstanding, or the `matchable` open lines a statement line can be
// matched to by hand (those of a given amount first); searched and sorted by the database.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, FunctionReturns } from '@missionbase/session';
import type { TableSort } from '@missionbase/ui/table';
import { reconciliationKeys } from './keys';

export type LedgerLineState = 'cleared' | 'suggested' | 'outstanding';

/** A ledger line of the page with its state, as search_bank_reconciliation_ledger declares it (every attribute may be null). */
export type LedgerPageRow = CompositeTypes<'bank_ledger_line_row'>;

export interface LedgerPageParams {
  page: number;
  pageSize: number;
  sort: TableSort | null;
  filters: { state?: string; q?: string };
  /** Lines of this amount first (matching by hand). */
  nearAmount?: string | null;
}

export interface LedgerPage {
  rows: LedgerPageRow[];
  total: number;
  counts: CompositeTypes<'bank_ledger_line_counts'> | null;
}

/** The declared page: no rows or total is none. */
export function readLedgerPage(page: FunctionReturns<'search_bank_reconciliation_ledger'>): LedgerPage {
  return { ...declaredPage(page), counts: page.counts };
}

export async function fetchLedgerPage(reconciliationId: string, params: LedgerPageParams, signal?: AbortSignal): Promise<LedgerPage> {
  const request = getSupabase().rpc('search_bank_reconciliation_ledger', {
    p_reconciliation_id: reconciliationId,
    p_status: params.filters.state,
    p_search: params.filters.q,
    p_sort: params.sort?.key ?? 'date',
    p_direction: params.sort?.direction ?? 'asc',
    p_limit: params.pageSize,
    p_offset: (params.page - 1) * params.pageSize,
    ...(params.nearAmount ? { p_near_amount: Number(params.nearAmount) } : {}),
  });
  return rpcData(request, readLedgerPage, signal);
}

export function useLedgerPage(organizationId: string | null, reconciliationId: string | undefined, params: LedgerPageParams, enabled = true) {
  return useQuery({
    queryKey: reconciliationKeys.ledgerLines(organizationId ?? '', reconciliationId ?? '', params),
    queryFn: ({ signal }) => fetchLedgerPage(reconciliationId ?? '', params, signal),
    enabled: enabled && Boolean(organizationId && reconciliationId),
    placeholderData: keepPreviousData,
  });
}

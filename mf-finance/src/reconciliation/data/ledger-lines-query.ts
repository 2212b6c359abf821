// One page of the ledger lines a reconciliation works with (search_bank_reconciliation_ledger):
// cleared here, suggested or outstanding, or the `matchable` open lines a statement line can be
// matched to by hand (those of a given amount first); searched and sorted by the database.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPaged, rpcData } from '@missionbase/session';
import type { TableSort } from '@missionbase/ui/table';
import { reconciliationKeys } from './keys';

export type LedgerLineState = 'cleared' | 'suggested' | 'outstanding';

export interface LedgerPageRow {
  id: string;
  entry_id: string;
  entry_date: string;
  amount: number | string;
  description: string;
  reference: string | null;
  source_type: string;
  source_id: string | null;
  statement_line_id: string | null;
  cleared: boolean;
  state: LedgerLineState;
}

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
  counts: Record<'all' | LedgerLineState, number>;
}

export function readLedgerPage(value: unknown): LedgerPage {
  return readPaged<LedgerPage>(value, 'ledger lines', ['counts']);
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

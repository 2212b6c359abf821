// The Transactions list: one page of search_transactions (filters, sort and paging done by the
// database; a public.transaction_page) with the filtered set's count and totals computed in SQL.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData } from '@missionbase/session';
import type { CompositeTypes, PagedWithTotals } from '@missionbase/session';
import { isTransactionType } from '@missionbase/domain/transaction-form';
import type { TransactionRecord } from '@missionbase/domain/transaction-form';
import { transactionKeys } from './keys';

export type TransactionType = 'Income' | 'Expense' | 'Asset' | 'Liability';
export const TRANSACTION_LIST_SORTS = ['date', 'amount', 'description', 'type'] as const;
export type TransactionListSort = (typeof TRANSACTION_LIST_SORTS)[number];

export interface TransactionListParams {
  from?: string;
  to?: string;
  type?: TransactionType;
  accountId?: string;
  fundId?: string;
  projectId?: string;
  search?: string;
  sort: TransactionListSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A row of the list, with its account, fund and project named (money as the database's text), as search_transactions declares it (every attribute may be null). */
export type TransactionListRow = CompositeTypes<'transaction_row'>;

/**
 * Totals of the whole filtered set: each type's sum, net = income - expense (surplus or deficit),
 * cash_change = income + liability - expense - asset (the bank balance's change they explain).
 */
export type TransactionListTotals = CompositeTypes<'transaction_totals'>;

export type TransactionList = PagedWithTotals<TransactionListRow, TransactionListTotals | null>;

/** The row as the transaction dialog edits it; null for a row without its id, organization, date, type or amount. */
export function transactionRecordOf(row: TransactionListRow): TransactionRecord | null {
  const { id, organization_id: organizationId, date, type, amount } = row;
  if (id === null || organizationId === null || date === null || amount === null || !isTransactionType(type)) return null;
  return { id, organization_id: organizationId, date, type, amount, description: row.description, account_id: row.account_id, notes: row.notes, project_id: row.project_id };
}

export async function fetchTransactionList(organizationId: string, params: TransactionListParams, signal?: AbortSignal): Promise<TransactionList> {
  const request = getSupabase().rpc('search_transactions', {
    p_organization_id: organizationId,
    p_from: params.from,
    p_to: params.to,
    p_type: params.type,
    p_account_id: params.accountId,
    p_fund_id: params.fundId,
    p_project_id: params.projectId,
    p_search: params.search,
    p_sort: params.sort,
    p_direction: params.direction,
    p_limit: params.limit,
    p_offset: params.offset,
  });
  return rpcData(request, (page) => ({ ...declaredPage(page), totals: page.totals }), signal);
}

export function useTransactionList(organizationId: string | null, params: TransactionListParams) {
  return useQuery({
    queryKey: transactionKeys.list(organizationId ?? '', params),
    queryFn: ({ signal }) => fetchTransactionList(organizationId ?? '', params, signal),
    enabled: Boolean(organizationId),
    // The previous page stays on screen while the next one loads (no flash of an empty table).
    placeholderData: keepPreviousData,
  });
}

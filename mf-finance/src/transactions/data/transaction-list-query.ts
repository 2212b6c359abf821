// The Transactions list: one page of search_transactions (filters, sort and paging done by the
// database) with the filtered set's count and totals computed in SQL.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, readPagedWithTotals, rpcData } from '@missionbase/session';
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

/** A row of the list, with its account, fund and project named (money as the database's text). */
export interface TransactionListRow {
  id: string;
  organization_id: string;
  date: string;
  description: string;
  type: TransactionType;
  amount: string;
  notes: string | null;
  account_id: string | null;
  account_code: string | null;
  account_name: string | null;
  fund_id: string | null;
  fund_name: string | null;
  project_id: string | null;
  project_name: string | null;
  journal_entry_id: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Totals of the whole filtered set: each type's sum, net = income - expense (surplus or deficit),
 * cash_change = income + liability - expense - asset (the bank balance's change they explain).
 */
export interface TransactionListTotals {
  count: number;
  income: string;
  expense: string;
  asset: string;
  liability: string;
  net: string;
  cash_change: string;
}

export interface TransactionList {
  total: number;
  totals: TransactionListTotals;
  limit: number;
  offset: number;
  rows: TransactionListRow[];
}

/** Checks the RPC's JSON has the list's shape (a bad deploy shows an error, not a blank table). */
export function readTransactionList(value: unknown): TransactionList {
  return readPagedWithTotals<TransactionList>(value, 'transactions list');
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
  return rpcData(request, readTransactionList, signal);
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

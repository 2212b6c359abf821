// The cash accounts with their last reconciliation, and every reconciliation of the organization
// with its figures (list_bank_reconciliations: difference and counts from SQL).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { reconciliationKeys } from './keys';

export interface ReconcilableAccount {
  id: string;
  code: string | null;
  name: string;
  ledger_balance: number | string;
  last_reconciled_date: string | null;
  in_progress_id: string | null;
}

export interface ReconciliationListRow {
  id: string;
  account_id: string;
  account_code: string | null;
  account_name: string;
  statement_start_date: string;
  statement_end_date: string;
  opening_balance: number | string;
  ending_balance: number | string;
  status: 'in_progress' | 'finished';
  difference: number | string;
  statement_lines: number;
  matched_lines: number;
  finished_at: string | null;
  finished_by_name: string | null;
}

export interface ReconciliationList {
  accounts: ReconcilableAccount[];
  reconciliations: ReconciliationListRow[];
}

export function readReconciliationList(value: unknown): ReconciliationList {
  const record = value as Partial<ReconciliationList> | null;
  if (!record || !Array.isArray(record.accounts) || !Array.isArray(record.reconciliations)) {
    throw new Error('The reconciliations came back in an unexpected shape.');
  }
  return record as ReconciliationList;
}

export async function fetchReconciliationList(organizationId: string, signal?: AbortSignal): Promise<ReconciliationList> {
  let request = getSupabase().rpc('list_bank_reconciliations', { p_organization_id: organizationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return readReconciliationList(data);
}

export function useReconciliationList(organizationId: string | null) {
  return useQuery({
    queryKey: reconciliationKeys.list(organizationId ?? ''),
    queryFn: ({ signal }) => fetchReconciliationList(organizationId ?? '', signal),
    enabled: Boolean(organizationId),
  });
}

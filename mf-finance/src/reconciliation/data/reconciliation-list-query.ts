// The cash accounts with their last reconciliation, and every reconciliation of the organization
// with its figures (list_bank_reconciliations, a public.bank_reconciliation_list: difference and
// counts from SQL).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import { reconciliationKeys } from './keys';

/** A cash account with its ledger balance, last reconciled date and reconciliation in progress (every attribute may be null). */
export type ReconcilableAccount = CompositeTypes<'bank_reconciliation_account'>;
/** An account a reconciliation can be started for: one with its id. */
export type StartableAccount = ReconcilableAccount & { id: string };
/** A reconciliation of the list with its figures. */
export type ReconciliationListRow = CompositeTypes<'bank_reconciliation_list_row'>;

export interface ReconciliationList {
  accounts: ReconcilableAccount[];
  reconciliations: ReconciliationListRow[];
}

export async function fetchReconciliationList(organizationId: string, signal?: AbortSignal): Promise<ReconciliationList> {
  let request = getSupabase().rpc('list_bank_reconciliations', { p_organization_id: organizationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return { accounts: data.accounts ?? [], reconciliations: data.reconciliations ?? [] };
}

export function useReconciliationList(organizationId: string | null) {
  return useQuery({
    queryKey: reconciliationKeys.list(organizationId ?? ''),
    queryFn: ({ signal }) => fetchReconciliationList(organizationId ?? '', signal),
    enabled: Boolean(organizationId),
  });
}

// The workspace's header (get_bank_reconciliation_summary, a public.bank_reconciliation_summary):
// the reconciliation and its figures, all from SQL (opening, cleared deposits and payments, cleared
// balance, difference, outstanding), without any line: the lines are read a page at a time.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { reconciliationKeys } from './keys';
import { summaryWithId } from './reconciliation-detail-query';
import type { ReconciliationSummary } from './reconciliation-detail-query';

export async function fetchReconciliationSummary(reconciliationId: string, signal?: AbortSignal): Promise<ReconciliationSummary> {
  let request = getSupabase().rpc('get_bank_reconciliation_summary', { p_reconciliation_id: reconciliationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return summaryWithId(data);
}

export function useReconciliationSummary(organizationId: string | null, reconciliationId: string | undefined) {
  return useQuery({
    queryKey: reconciliationKeys.summary(organizationId ?? '', reconciliationId ?? ''),
    queryFn: ({ signal }) => fetchReconciliationSummary(reconciliationId ?? '', signal),
    enabled: Boolean(organizationId && reconciliationId),
    // An unknown or other organization's id is answered 'not found': no point retrying it.
    retry: (count, error) => count < 2 && !/not found/i.test((error as { message?: string }).message ?? ''),
  });
}

// Accounts receivable / payable aging as of a date (ar_aging / ap_aging): buckets per
// customer or vendor from the open documents, and the receivable / payable account's ledger
// balance; entries keyed straight onto the account are their own line so the total equals the
// ledger. A ledger figure: its key starts with ['ledger', organizationId] so any posting
// invalidates it.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';

export type AgingKind = 'receivable' | 'payable';

/** A customer or vendor with its open documents' buckets, as the RPCs declare it (every attribute may be null). */
export type AgingRow = CompositeTypes<'aging_party'>;
/** The aging report as of a date (public.aging_report). */
export type Aging = CompositeTypes<'aging_report'>;

export const agingKeys = {
  report: (organizationId: string, kind: AgingKind, asOf: string | null) => ['ledger', organizationId, 'aging', kind, asOf ?? 'today'] as const,
};

export async function fetchAging(organizationId: string, kind: AgingKind, asOf: string | null): Promise<Aging> {
  const args = { p_organization_id: organizationId, p_as_of: asOf ?? undefined };
  const { data, error } = kind === 'receivable' ? await getSupabase().rpc('ar_aging', args) : await getSupabase().rpc('ap_aging', args);
  if (error) throw error;
  return data;
}

export function useAging(organizationId: string | null, kind: AgingKind, asOf: string | null) {
  return useQuery({
    queryKey: agingKeys.report(organizationId ?? '', kind, asOf),
    queryFn: () => fetchAging(organizationId ?? '', kind, asOf),
    enabled: Boolean(organizationId),
  });
}

// Accounts receivable / payable aging as of a date (ar_aging / ap_aging): buckets per
// customer or vendor from the open documents, and the receivable / payable account's ledger
// balance; entries keyed straight onto the account are their own line so the total equals the
// ledger. A ledger figure: its key starts with ['ledger', organizationId] so any posting
// invalidates it.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';

export type AgingKind = 'receivable' | 'payable';

export interface AgingBuckets {
  current: string;
  days_1_30: string;
  days_31_60: string;
  days_61_90: string;
  over_90: string;
  total: string;
}

export interface AgingRow extends AgingBuckets {
  party_id: string | null;
  party_name: string;
  documents: number;
}

export interface AgingDocument {
  id: string;
  number: string;
  party_id: string | null;
  party_name: string;
  due_date: string;
  open: string;
  days_past_due: number;
}

export interface Aging {
  as_of: string;
  ledger_balance: string;
  documents_total: string;
  other: string;
  rows: AgingRow[];
  totals: AgingBuckets;
  documents: AgingDocument[];
}

export const agingKeys = {
  report: (organizationId: string, kind: AgingKind, asOf: string | null) => ['ledger', organizationId, 'aging', kind, asOf ?? 'today'] as const,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readAging(value: unknown): Aging {
  if (!isRecord(value) || !Array.isArray(value.rows) || !isRecord(value.totals) || typeof value.ledger_balance !== 'string') {
    throw new Error('The aging report came back in an unexpected shape.');
  }
  return value as unknown as Aging;
}

export async function fetchAging(organizationId: string, kind: AgingKind, asOf: string | null): Promise<Aging> {
  const args = { p_organization_id: organizationId, p_as_of: asOf ?? undefined };
  const { data, error } = kind === 'receivable' ? await getSupabase().rpc('ar_aging', args) : await getSupabase().rpc('ap_aging', args);
  if (error) throw error;
  return readAging(data);
}

export function useAging(organizationId: string | null, kind: AgingKind, asOf: string | null) {
  return useQuery({
    queryKey: agingKeys.report(organizationId ?? '', kind, asOf),
    queryFn: () => fetchAging(organizationId ?? '', kind, asOf),
    enabled: Boolean(organizationId),
  });
}

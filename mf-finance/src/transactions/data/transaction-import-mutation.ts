// The bank CSV import's database call: import_transactions checks every row again, finds
// duplicates (same date, amount and description as an existing row or an earlier row of the file)
// and imports the valid rows in one statement; with dryRun it only reports (the preview).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange } from '@missionbase/session';
import type { ImportRow } from '../utils/bank-csv';

export type ImportRowStatus = 'imported' | 'ready' | 'duplicate' | 'failed';

export interface ImportRowResult {
  /** Position in the rows sent. */
  index: number;
  status: ImportRowStatus;
  reason: string | null;
  transaction_id: string | null;
}

export interface ImportResult {
  dry_run: boolean;
  imported: number;
  ready: number;
  skipped: number;
  failed: number;
  rows: ImportRowResult[];
}

function readImportResult(value: unknown): ImportResult {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { rows?: unknown }).rows)) {
    throw new Error('The import came back in an unexpected shape.');
  }
  return value as ImportResult;
}

export async function importTransactions(organizationId: string, rows: readonly ImportRow[], dryRun: boolean): Promise<ImportResult> {
  const { data, error } = await getSupabase().rpc('import_transactions', {
    p_organization_id: organizationId,
    p_rows: rows.map((row) => ({ ...row })),
    p_dry_run: dryRun,
  });
  if (error) throw error;
  return readImportResult(data);
}

export function useImportTransactions(organizationId: string | null) {
  return useMutation({
    mutationFn: ({ rows, dryRun }: { rows: readonly ImportRow[]; dryRun: boolean }) => importTransactions(organizationId ?? '', rows, dryRun),
    onSuccess: (result) => {
      if (!organizationId || result.dry_run || result.imported === 0) return;
      // As the realtime echo would: the list, the ledger figures and the bundle (palette, dashboard).
      invalidateOnTableChange('transactions', organizationId);
    },
  });
}

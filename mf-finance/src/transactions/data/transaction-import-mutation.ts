// The bank CSV import's database call: import_transactions checks every row again, finds
// duplicates (same date, amount and description as an existing row or an earlier row of the file)
// and imports the valid rows in one statement; with dryRun it only reports (the preview).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import type { ImportRow } from '../utils/bank-csv';

export type ImportRowStatus = 'imported' | 'ready' | 'duplicate' | 'failed';

/** What an import (or its dry run) did with each row, and the counts, as import_transactions declares it (every attribute may be null). */
export type ImportResult = CompositeTypes<'transaction_import'>;

/** A row's answer: its position in the rows sent, status, reason and the transaction made. */
export type ImportRowResult = CompositeTypes<'transaction_import_row'>;

/** A status the import says and the preview knows (none, or another, is not one). */
export function isImportRowStatus(status: string | null): status is ImportRowStatus {
  return status === 'imported' || status === 'ready' || status === 'duplicate' || status === 'failed';
}

export async function importTransactions(organizationId: string, rows: readonly ImportRow[], dryRun: boolean): Promise<ImportResult> {
  const { data, error } = await getSupabase().rpc('import_transactions', {
    p_organization_id: organizationId,
    p_rows: rows.map((row) => ({ ...row })),
    p_dry_run: dryRun,
  });
  if (error) throw error;
  return data;
}

export function useImportTransactions(organizationId: string | null) {
  return useMutation({
    mutationFn: ({ rows, dryRun }: { rows: readonly ImportRow[]; dryRun: boolean }) => importTransactions(organizationId ?? '', rows, dryRun),
    onSuccess: (result) => {
      if (!organizationId || result.dry_run === true || !result.imported) return;
      // As the realtime echo would: the list, the ledger figures and the bundle (palette, dashboard).
      invalidateOnTableChange('transactions', organizationId);
    },
  });
}

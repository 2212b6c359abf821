// Import a parsed statement's lines (import_bank_statement_lines): all or nothing; lines already
// imported for the account (same bank id) are skipped and counted.
import { getSupabase } from '@missionbase/session';
import type { StatementFormat, StatementLine } from '../utils/statement';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export interface StatementImportInput {
  reconciliationId: string;
  format: StatementFormat;
  lines: StatementLine[];
}

/** How many lines were skipped (already on the account) and imported; a missing count is 0. */
export interface StatementImportResult {
  imported: number;
  skipped: number;
}

export async function importStatementLines(input: StatementImportInput): Promise<StatementImportResult> {
  const { data, error } = await getSupabase().rpc('import_bank_statement_lines', {
    p_reconciliation_id: input.reconciliationId,
    p_format: input.format,
    // The database's json: one object per line, decimal text amounts.
    p_lines: input.lines.map((line) => ({ ...line })),
  });
  if (error) throw error;
  return { imported: data.imported ?? 0, skipped: data.skipped ?? 0 };
}

export function useImportStatementLines(organizationId: string | null) {
  return useReconciliationMutation(organizationId, importStatementLines);
}

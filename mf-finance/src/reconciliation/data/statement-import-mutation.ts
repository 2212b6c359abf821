// Import a parsed statement's lines (import_bank_statement_lines): all or nothing; lines already
// imported for the account (same bank id) are skipped and counted; a statement in another
// currency than the books', or with lines far outside its period not confirmed, is refused.
import { getSupabase } from '@missionbase/session';
import type { StatementFormat, StatementLine } from '../utils/statement';
import { useReconciliationMutation } from './use-reconciliation-mutation';

export interface StatementImportInput {
  reconciliationId: string;
  format: StatementFormat;
  lines: StatementLine[];
  /** The currency the file states, or null: the database refuses one that is not the books'. */
  currency?: string | null;
  /** The user chose to import lines dated far outside the statement period. */
  farDatesConfirmed?: boolean;
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
    ...(input.currency ? { p_currency: input.currency } : {}),
    p_far_dates_confirmed: input.farDatesConfirmed ?? false,
  });
  if (error) throw error;
  return { imported: data.imported ?? 0, skipped: data.skipped ?? 0 };
}

export function useImportStatementLines(organizationId: string | null) {
  return useReconciliationMutation(organizationId, importStatementLines);
}

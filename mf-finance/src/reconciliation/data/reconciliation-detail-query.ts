// One whole reconciliation (get_bank_reconciliation, a public.bank_reconciliation_report): the
// figures (opening, cleared deposits and payments, cleared balance, difference: all SQL), every
// statement line with its matches, and every ledger line of the account cleared here or still open.
// Read for the report only; the workspace reads its header and one page of lines at a time.
import { getSupabase } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';

/**
 * The reconciliation's header with every figure, as the RPCs declare it: every attribute may be
 * null but its id (a header without one is no reconciliation).
 */
export type ReconciliationSummary = CompositeTypes<'bank_reconciliation_summary'> & { id: string };

/** The declared header with its id; without one, the RPC's own "Reconciliation not found". */
export function summaryWithId(header: CompositeTypes<'bank_reconciliation_summary'> | null): ReconciliationSummary {
  if (header?.id == null) throw new Error('Reconciliation not found');
  return { ...header, id: header.id };
}
/** A statement line with the ledger lines matched to it. */
export type StatementLineRow = CompositeTypes<'bank_reconciliation_statement_line'>;
/** A ledger line the reconciliation works with. */
export type LedgerLineRow = CompositeTypes<'bank_reconciliation_ledger_line'>;

export interface ReconciliationDetail {
  reconciliation: ReconciliationSummary;
  statement_lines: StatementLineRow[];
  ledger_lines: LedgerLineRow[];
}

export async function fetchReconciliationDetail(reconciliationId: string, signal?: AbortSignal): Promise<ReconciliationDetail> {
  let request = getSupabase().rpc('get_bank_reconciliation', { p_reconciliation_id: reconciliationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return { reconciliation: summaryWithId(data.reconciliation), statement_lines: data.statement_lines ?? [], ledger_lines: data.ledger_lines ?? [] };
}

// One whole reconciliation (get_bank_reconciliation): the figures (opening, cleared deposits and
// payments, cleared balance, difference: all SQL), every statement line with its matches, and every
// ledger line of the account cleared here or still open. Read for the report only; the
// workspace reads its header and one page of lines at a time.
import { getSupabase } from '@missionbase/session';

export interface ReconciliationSummary {
  id: string;
  organization_id: string;
  account_id: string;
  account_code: string | null;
  account_name: string;
  statement_start_date: string;
  statement_end_date: string;
  status: 'in_progress' | 'finished';
  opening_balance: number | string;
  ending_balance: number | string;
  cleared_deposits: number | string;
  cleared_payments: number | string;
  cleared_balance: number | string;
  difference: number | string;
  statement_lines: number;
  matched_lines: number;
  /** Ledger lines up to the statement end that no statement line cleared (SQL). */
  outstanding_deposits: number | string;
  outstanding_payments: number | string;
  outstanding_count: number;
  /** The account's book balance at the statement end (SQL). */
  ledger_balance: number | string;
  created_at: string;
  created_by_name: string | null;
  finished_at: string | null;
  finished_by_name: string | null;
  is_last: boolean;
  can_undo: boolean;
}

export interface StatementLineRow {
  id: string;
  line_date: string;
  amount: number | string;
  payee: string | null;
  description: string;
  reference?: string | null;
  bank_transaction_id: string;
  source_format: string;
  matched_line_ids: string[];
  match_method: 'suggested' | 'manual' | 'created' | null;
}

export interface LedgerLineRow {
  id: string;
  entry_id: string;
  entry_date: string;
  amount: number | string;
  description: string;
  reference: string | null;
  source_type: string;
  source_id: string | null;
  statement_line_id: string | null;
  cleared: boolean;
}

export interface ReconciliationDetail {
  reconciliation: ReconciliationSummary;
  statement_lines: StatementLineRow[];
  ledger_lines: LedgerLineRow[];
}

export function readReconciliationDetail(value: unknown): ReconciliationDetail {
  const record = value as Partial<ReconciliationDetail> | null;
  if (!record?.reconciliation || !Array.isArray(record.statement_lines) || !Array.isArray(record.ledger_lines)) {
    throw new Error('The reconciliation came back in an unexpected shape.');
  }
  return record as ReconciliationDetail;
}

export async function fetchReconciliationDetail(reconciliationId: string, signal?: AbortSignal): Promise<ReconciliationDetail> {
  let request = getSupabase().rpc('get_bank_reconciliation', { p_reconciliation_id: reconciliationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return readReconciliationDetail(data);
}

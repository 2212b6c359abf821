// What an invoice and a bill have in common as search_* / get_* declare them (supabase/migrations'
// documents result types): the state and figures from the database, the lines (with account,
// project and fund), the ledger entries and the payments. The document-screen kit (DocumentsList,
// DocumentDetailPage) reads only these. Every attribute of a declared answer may be null; the kit
// says what a null means where it shows it.
import type { CompositeTypes } from '@missionbase/session';

/** A line with its account, project and fund (public.document_line). */
export type DocumentLine = CompositeTypes<'document_line'>;

/** A payment with its account (public.document_payment). */
export type DocumentPayment = CompositeTypes<'document_payment'>;

/** The filtered set's count and totals computed in SQL (public.document_totals). */
export type DocumentListTotals = CompositeTypes<'document_totals'>;

/** A document's state and figures, as the list (search_*) and the record (get_*) give them; an invoice's and a bill's alike. */
export type DocumentFigures = Pick<
  CompositeTypes<'invoice_row'>,
  'id' | 'due_date' | 'status' | 'state' | 'total' | 'amount_paid' | 'balance' | 'paid_date' | 'fund_id' | 'fund_name' | 'notes'
>;

/** A row of search_invoices / search_bills. */
export type DocumentListRow = DocumentFigures & Pick<CompositeTypes<'invoice_row'>, 'days_overdue'>;

/** A record of get_invoice / get_bill: one with its id and organization (an answer without them is no document). */
export type DocumentRecord = DocumentFigures &
  Pick<CompositeTypes<'invoice_detail'>, 'journal_entry_id' | 'void_entry_id' | 'lines' | 'payments'> & { id: string; organization_id: string };

/** The record with its id and organization, or null for none (no row, or a row without them). */
export function recordWithId<R extends { id: string | null; organization_id: string | null }>(record: R | null): (R & { id: string; organization_id: string }) | null {
  if (record === null) return null;
  const { id, organization_id: organizationId } = record;
  if (id === null || organizationId === null) return null;
  return { ...record, id, organization_id: organizationId };
}

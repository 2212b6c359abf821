// The customer's statement of open invoices for the kit's letterhead document: every issued
// invoice with a balance (oldest due first), its total, paid and balance, and the balance due from
// SQL (search_invoices' totals for the customer's open invoices). Only formatting here.
import { formatMoney } from '@missionbase/domain/money';
import type { DocumentOrganization, DocumentPdfInput } from '@missionbase/ui/export';
import type { InvoiceListRow } from '../../invoices/invoice-kind';

/** The customer as list_customers declares it (a missing name is left blank). */
export interface StatementCustomer {
  name: string | null;
  email: string | null;
  address: string | null;
}

export function customerStatementInput(
  organization: DocumentOrganization,
  customer: StatementCustomer,
  invoices: InvoiceListRow[],
  balance: string,
  asOf: string,
): DocumentPdfInput {
  return {
    organization,
    title: 'Statement',
    date: asOf,
    parties: [{ label: 'Statement for', lines: [customer.name ?? '', ...(customer.address ? customer.address.split('\n') : []), ...(customer.email ? [customer.email] : [])] }],
    meta: [['Open invoices', String(invoices.length)], ['As of', asOf]],
    table: {
      columns: [{ title: 'Invoice' }, { title: 'Issued' }, { title: 'Due' }, { title: 'Total', align: 'right' }, { title: 'Paid', align: 'right' }, { title: 'Balance', align: 'right' }],
      rows: invoices.map((row) => [
        row.state === 'overdue' ? `${row.invoice_number ?? ''} (overdue)` : (row.invoice_number ?? ''),
        row.issue_date ?? '',
        row.due_date ?? '',
        formatMoney(row.total),
        formatMoney(row.amount_paid),
        formatMoney(row.balance),
      ]),
    },
    totals: [['Balance due', formatMoney(balance)]],
    paragraphs: invoices.length === 0 ? ['Nothing is open: thank you.'] : ['Please pay the invoices above by their due dates, quoting their numbers.'],
    footer: `Statement for ${customer.name ?? ''}`,
  };
}

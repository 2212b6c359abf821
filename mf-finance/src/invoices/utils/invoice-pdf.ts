// The invoice PDF's content for the kit's letterhead document (buildDocumentPdf): the
// customer, dates and terms, the lines, total, paid and balance due, the payment instructions and
// the notes. Figures are the database's (the invoice as get_invoice returns it), only formatted.
import { formatMoney } from '@missionbase/domain/money';
import type { DocumentOrganization, DocumentPdfInput } from '@missionbase/ui/export';
import type { InvoiceDetail } from '../invoice-kind';

export interface InvoicePdfOptions {
  /** The settings' invoice footer (payment instructions), when the organization wrote one. */
  instructions?: string | null;
}

function quantityText(quantity: string | null): string {
  return String(Number(quantity ?? 0));
}

export function invoicePdfInput(organization: DocumentOrganization, invoice: InvoiceDetail, options: InvoicePdfOptions = {}): DocumentPdfInput {
  const billTo = [invoice.customer_name ?? '', ...(invoice.customer_address ? invoice.customer_address.split('\n') : []), ...(invoice.customer_email ? [invoice.customer_email] : [])];
  const paragraphs: string[] = [];
  if (invoice.state === 'void') paragraphs.push('This invoice is void.');
  paragraphs.push(options.instructions?.trim() || `Please pay by the due date, ${invoice.due_date ?? ''}, quoting invoice ${invoice.invoice_number ?? ''}. Make checks payable to ${organization.name}.`);
  if (invoice.notes) paragraphs.push(invoice.notes);
  return {
    organization,
    title: 'Invoice',
    number: invoice.invoice_number ?? '',
    date: invoice.issue_date ?? '',
    parties: [{ label: 'Bill to', lines: billTo }],
    meta: [
      ['Invoice number', invoice.invoice_number ?? ''],
      ['Issue date', invoice.issue_date ?? ''],
      ['Due date', invoice.due_date ?? ''],
      ...(invoice.terms ? ([['Terms', invoice.terms]] as Array<[string, string]>) : []),
    ],
    table: {
      columns: [{ title: 'Description' }, { title: 'Quantity', align: 'right' }, { title: 'Rate', align: 'right' }, { title: 'Amount', align: 'right' }],
      rows: (invoice.lines ?? []).map((line) => [line.description || '—', quantityText(line.quantity), formatMoney(line.unit_price), formatMoney(line.amount)]),
    },
    totals: [
      ['Total', formatMoney(invoice.total)],
      ['Paid', formatMoney(invoice.amount_paid)],
      ['Balance due', formatMoney(invoice.state === 'void' ? '0' : invoice.balance)],
    ],
    paragraphs,
    footer: `Invoice ${invoice.invoice_number ?? ''}`,
  };
}

export function invoiceFileName(invoice: Pick<InvoiceDetail, 'invoice_number'>): string {
  return `Invoice ${invoice.invoice_number ?? ''}.pdf`;
}

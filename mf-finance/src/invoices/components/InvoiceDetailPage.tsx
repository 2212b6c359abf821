// One invoice's own page (/app/finance/invoices/<id>): the document-screen kit's
// record page with the invoice's facts (customer, e-mail, issue date, due date, terms), its
// receivable entry, the invoice actions, the editor and the payment drawer.
import { DocumentDetailPage } from '../../documents-shared/components/DocumentDetailPage';
import type { DocumentDetailScreen } from '../../documents-shared/components/DocumentDetailPage';
import { INVOICE_KIND } from '../invoice-kind';
import type { InvoiceTypes } from '../invoice-kind';
import { InvoiceActions } from './InvoiceActions';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The editor and the payment drawer (forms, pickers, zod schemas) load on first open.
const InvoiceEditorDrawer = lazyPanel(() => import('./InvoiceEditorDrawer').then((module) => module.InvoiceEditorDrawer));
const InvoicePaymentDrawer = lazyPanel(() => import('./InvoicePaymentDrawer').then((module) => module.InvoicePaymentDrawer));

const INVOICE_SCREEN: DocumentDetailScreen<InvoiceTypes> = {
  documentKind: INVOICE_KIND,
  facts: (invoice) => [
    { key: 'customer', label: 'Customer', children: invoice.customer_name },
    { key: 'email', label: 'E-mail', children: invoice.customer_email ?? '—' },
    { key: 'issued', label: 'Issue date', children: invoice.issue_date },
    { key: 'due', label: 'Due date', children: invoice.due_date },
    { key: 'terms', label: 'Terms', children: invoice.terms ?? '—' },
  ],
  accountTitle: 'Revenue account',
  defaultAccount: 'Default revenue account',
  paymentWord: 'into',
};

export function InvoiceDetailPage() {
  return (
    <DocumentDetailPage
      screen={INVOICE_SCREEN}
      slots={{
        actions: (data, { canEdit, edit, pay }) => <InvoiceActions invoice={data} canEdit={canEdit} onEdit={edit} onPay={pay} />,
        drawers: (data, { editing, paying, closeEditor, closePayment }) => (
          <>
            <InvoiceEditorDrawer opened={editing} state={editing ? { mode: 'edit', invoice: data } : null} onClose={closeEditor} />
            {data.state !== 'void' && data.state !== 'draft' ? <InvoicePaymentDrawer opened={paying} invoice={data} open={paying} onClose={closePayment} /> : null}
          </>
        ),
      }}
    />
  );
}

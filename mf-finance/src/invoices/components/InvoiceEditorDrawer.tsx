// A draft invoice in the document-screen kit's editor: customer, issue and due dates, terms
// (which set the due date), fund, notes and the lines. Saving writes a draft (save_invoice); the
// invoice's page issues it. An issued invoice opens with only its due date, terms and notes
// editable (its amounts, fund and date are final: void it and issue a new one).
import { Form } from '@missionbase/ui/forms';
import { CustomerSelect } from '../../customers/components/CustomerSelect';
import { DocumentEditorDrawer } from '../../documents-shared/components/DocumentEditorDrawer';
import type { DocumentEditorScreen } from '../../documents-shared/components/DocumentEditorDrawer';
import { INVOICE_KIND } from '../invoice-kind';
import type { InvoiceDetail, InvoiceTypes } from '../invoice-kind';

const INVOICE_EDITOR: DocumentEditorScreen<InvoiceTypes> = {
  documentKind: INVOICE_KIND,
  dateLabel: 'Issue date',
  finalNote: 'This invoice is issued: its customer, amounts, fund and date are final. Void it and issue a new one to change them.',
  accountCategories: ['Revenue'],
  accountLabel: 'Revenue account',
  notesLabel: 'Notes (printed on the invoice)',
  errorMap: {
    'Choose the customer': 'partyId',
    'Customer not found': 'partyId',
    locked: 'date',
    invoices_check: 'dueDate',
    due_date: 'dueDate',
    'credited to a Revenue account': 'lines',
  },
  valuesOf: (invoice) => ({ partyId: invoice.customer_id, date: invoice.issue_date ?? '', terms: invoice.terms ?? '', reference: '' }),
};

export type InvoiceEditorState = { mode: 'new' } | { mode: 'edit'; invoice: InvoiceDetail };

export function InvoiceEditorDrawer({ state, onClose, onSaved }: { state: InvoiceEditorState | null; onClose: () => void; onSaved?: (id: string) => void }) {
  const invoice = state?.mode === 'edit' ? state.invoice : null;
  return (
    <DocumentEditorDrawer
      screen={INVOICE_EDITOR}
      record={invoice}
      open={state !== null}
      onClose={onClose}
      onSaved={onSaved}
      partyFields={(final) => (
        <Form.Item name="partyId" label="Customer" required>
          <CustomerSelect aria-label="Customer" currentName={invoice?.customer_name ?? null} disabled={final} />
        </Form.Item>
      )}
    />
  );
}

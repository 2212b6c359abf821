// A draft invoice in the document-screen kit's editor [13.5]: customer, issue and due dates, terms
// (which set the due date), fund, notes and the lines. Saving writes a draft (save_invoice); the
// invoice's page issues it. An issued invoice opens with only its due date, terms and notes
// editable (its amounts, fund and date are final: void it and issue a new one).
import { useMemo } from 'react';
import { Form } from '@missionbase/ui/forms';
import { CustomerSelect } from '../../customers/components/CustomerSelect';
import { DocumentEditorDrawer } from '../../documents-shared/components/DocumentEditorDrawer';
import type { DocumentEditorScreen } from '../../documents-shared/components/DocumentEditorDrawer';
import { lineValuesOf } from '../../documents-shared/utils/document-form';
import { useSaveInvoice } from '../data/invoice-save-mutation';
import type { InvoiceDetail } from '../data/invoice-detail-query';

const INVOICE_EDITOR: DocumentEditorScreen = {
  kind: 'invoice',
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
};

export type InvoiceEditorState = { mode: 'new' } | { mode: 'edit'; invoice: InvoiceDetail };

export function InvoiceEditorDrawer({ state, onClose, onSaved }: { state: InvoiceEditorState | null; onClose: () => void; onSaved?: (id: string) => void }) {
  const save = useSaveInvoice();
  const invoice = state?.mode === 'edit' ? state.invoice : null;
  const editing = useMemo(() => (invoice ? {
    id: invoice.id,
    title: `Invoice ${invoice.invoice_number}`,
    final: invoice.status !== 'draft',
    values: {
      partyId: invoice.customer_id,
      date: invoice.issue_date,
      dueDate: invoice.due_date,
      terms: invoice.terms ?? '',
      reference: '',
      fundId: invoice.fund_id,
      notes: invoice.notes ?? '',
      lines: invoice.lines.map(lineValuesOf),
    },
  } : null), [invoice]);
  return (
    <DocumentEditorDrawer
      screen={INVOICE_EDITOR}
      editing={editing}
      open={state !== null}
      onClose={onClose}
      onSubmit={async (values) => {
        const issued = editing?.final ?? false;
        const id = await save.mutateAsync({
          invoiceId: invoice?.id ?? null,
          values,
          customerEmail: issued ? (invoice?.customer_email ?? null) : null,
          withLines: !issued,
          issue: false,
        });
        onSaved?.(id);
      }}
      partyFields={(final) => (
        <Form.Item name="partyId" label="Customer" required>
          <CustomerSelect aria-label="Customer" currentName={invoice?.customer_name ?? null} disabled={final} />
        </Form.Item>
      )}
    />
  );
}

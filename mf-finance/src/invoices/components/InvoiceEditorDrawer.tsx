// A draft invoice in the kit's RecordDrawer [13.5]: customer, issue and due dates, terms (which set
// the due date), fund, notes and the lines. Saving writes a draft (save_invoice); the invoice's page
// issues it. An issued invoice opens with only its due date, terms and notes editable (its amounts,
// fund and date are final: void it and issue a new one).
import { useMemo } from 'react';
import { localIsoDate } from '@missionbase/domain/transaction-form';
import { DateInput, Form, FundPicker, Input, RecordDrawer, Typography } from '@missionbase/ui';
import type { FieldErrorMap } from '@missionbase/ui';
import { CustomerSelect } from '../../customers/components/CustomerSelect';
import { DocumentLinesEditor } from '../../documents-shared/components/DocumentLinesEditor';
import { DueDateFromTerms } from '../../documents-shared/components/DueDateFromTerms';
import { EMPTY_LINE, addDaysIso, documentFormSchema, lineValuesOf } from '../../documents-shared/utils/document-form';
import type { DocumentFormOutput, DocumentFormValues } from '../../documents-shared/utils/document-form';
import { useSaveInvoice } from '../data/invoice-save-mutation';
import type { InvoiceDetail } from '../data/invoice-detail-query';

const ERROR_FIELDS: FieldErrorMap = {
  'Choose the customer': 'partyId',
  'Customer not found': 'partyId',
  locked: 'date',
  invoices_check: 'dueDate',
  due_date: 'dueDate',
  'credited to a Revenue account': 'lines',
};

export type InvoiceEditorState = { mode: 'new' } | { mode: 'edit'; invoice: InvoiceDetail };

function valuesOf(invoice: InvoiceDetail): DocumentFormValues {
  return {
    partyId: invoice.customer_id,
    date: invoice.issue_date,
    dueDate: invoice.due_date,
    terms: invoice.terms ?? '',
    reference: '',
    fundId: invoice.fund_id,
    notes: invoice.notes ?? '',
    lines: invoice.lines.map(lineValuesOf),
  };
}

export function InvoiceEditorDrawer({ state, onClose, onSaved }: { state: InvoiceEditorState | null; onClose: () => void; onSaved?: (id: string) => void }) {
  const save = useSaveInvoice();
  const editing = state?.mode === 'edit' ? state.invoice : null;
  const issued = editing !== null && editing.status !== 'draft';
  const initialValues = useMemo<DocumentFormValues>(() => {
    if (editing) return valuesOf(editing);
    const today = localIsoDate(new Date());
    return { partyId: null, date: today, dueDate: addDaysIso(today, 30), terms: 'Net 30', reference: '', fundId: null, notes: '', lines: [{ ...EMPTY_LINE }] };
  }, [editing]);
  return (
    <RecordDrawer<DocumentFormValues, DocumentFormOutput>
      key={editing?.id ?? 'new'}
      title={editing ? `Invoice ${editing.invoice_number}` : 'New invoice'}
      open={state !== null}
      onClose={onClose}
      schema={documentFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const id = await save.mutateAsync({
          invoiceId: editing?.id ?? null,
          values,
          customerEmail: issued ? (editing?.customer_email ?? null) : null,
          withLines: !issued,
          issue: false,
        });
        onSaved?.(id);
      }}
      errorMap={ERROR_FIELDS}
      successMessage={editing ? 'Invoice saved' : 'Draft invoice saved'}
      width={720}
    >
      {issued ? (
        <Typography.Paragraph type="secondary">
          This invoice is issued: its customer, amounts, fund and date are final. Void it and issue a new one to change them.
        </Typography.Paragraph>
      ) : null}
      <Form.Item name="partyId" label="Customer" required>
        <CustomerSelect aria-label="Customer" currentName={editing?.customer_name ?? null} disabled={issued} />
      </Form.Item>
      <DueDateFromTerms />
      <Form.Item name="date" label="Issue date" required>
        <DateInput aria-label="Issue date" disabled={issued} />
      </Form.Item>
      <Form.Item name="terms" label="Terms" extra="Net 30, Net 15, Due on receipt: the due date follows.">
        <Input aria-label="Terms" list="invoice-terms" autoComplete="off" maxLength={60} />
      </Form.Item>
      <datalist id="invoice-terms">
        {['Due on receipt', 'Net 15', 'Net 30', 'Net 45', 'Net 60'].map((value) => <option key={value} value={value} />)}
      </datalist>
      <Form.Item name="dueDate" label="Due date" required>
        <DateInput aria-label="Due date" />
      </Form.Item>
      <Form.Item name="fundId" label="Fund" extra="The default fund of lines that name none. Empty: the general fund.">
        <FundPicker aria-label="Fund" disabled={issued} />
      </Form.Item>
      <DocumentLinesEditor accountCategories={['Revenue']} accountLabel="Revenue account" readOnly={issued} />
      <Form.Item name="notes" label="Notes (printed on the invoice)">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </RecordDrawer>
  );
}

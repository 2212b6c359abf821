// A draft bill in the kit's RecordDrawer [13.8]: vendor (its default expense account fills new
// lines), the vendor's invoice number, bill and due dates, terms, fund, notes and the lines
// (expense or asset account, project). Saving writes a draft (save_bill); the bill's page approves
// it. An approved bill opens with only its due date, reference and notes editable.
import { useMemo, useState } from 'react';
import { localIsoDate } from '@missionbase/domain/transaction-form';
import { DateInput, Form, FundPicker, Input, RecordDrawer, Typography } from '@missionbase/ui';
import type { FieldErrorMap } from '@missionbase/ui';
import { DocumentLinesEditor } from '../../documents-shared/components/DocumentLinesEditor';
import { DueDateFromTerms } from '../../documents-shared/components/DueDateFromTerms';
import { EMPTY_LINE, addDaysIso, documentFormSchema, lineValuesOf } from '../../documents-shared/utils/document-form';
import type { DocumentFormOutput, DocumentFormValues } from '../../documents-shared/utils/document-form';
import { VendorSelect } from '../../vendors/components/VendorSelect';
import { useSaveBill } from '../data/bill-save-mutation';
import type { BillDetail } from '../data/bill-detail-query';

const ERROR_FIELDS: FieldErrorMap = {
  'Choose the vendor': 'partyId',
  'Vendor not found': 'partyId',
  locked: 'date',
  bills_check: 'dueDate',
  due_date: 'dueDate',
  'debited to an Expenses or Assets account': 'lines',
};

export type BillEditorState = { mode: 'new' } | { mode: 'edit'; bill: BillDetail };

function valuesOf(bill: BillDetail): DocumentFormValues {
  return {
    partyId: bill.vendor_id,
    date: bill.bill_date,
    dueDate: bill.due_date,
    terms: '',
    reference: bill.vendor_reference ?? '',
    fundId: bill.fund_id,
    notes: bill.notes ?? '',
    lines: bill.lines.map(lineValuesOf),
  };
}

export function BillEditorDrawer({ state, onClose, onSaved }: { state: BillEditorState | null; onClose: () => void; onSaved?: (id: string) => void }) {
  const save = useSaveBill();
  const editing = state?.mode === 'edit' ? state.bill : null;
  const approved = editing !== null && editing.status !== 'draft';
  const [vendorAccount, setVendorAccount] = useState<string | null>(null);
  const initialValues = useMemo<DocumentFormValues>(() => {
    if (editing) return valuesOf(editing);
    const today = localIsoDate(new Date());
    return { partyId: null, date: today, dueDate: addDaysIso(today, 30), terms: 'Net 30', reference: '', fundId: null, notes: '', lines: [{ ...EMPTY_LINE }] };
  }, [editing]);
  return (
    <RecordDrawer<DocumentFormValues, DocumentFormOutput>
      key={editing?.id ?? 'new'}
      title={editing ? `Bill ${editing.bill_number}` : 'New bill'}
      open={state !== null}
      onClose={onClose}
      schema={documentFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const id = await save.mutateAsync({ billId: editing?.id ?? null, values, withLines: !approved });
        onSaved?.(id);
      }}
      errorMap={ERROR_FIELDS}
      successMessage={editing ? 'Bill saved' : 'Draft bill saved'}
      width={720}
    >
      {approved ? (
        <Typography.Paragraph type="secondary">
          This bill is approved: its vendor, amounts, fund and date are final. Void it and enter a new one to change them.
        </Typography.Paragraph>
      ) : null}
      <Form.Item name="partyId" label="Vendor" required>
        <VendorSelect aria-label="Vendor" currentName={editing?.vendor_name ?? null} disabled={approved} onPick={(vendor) => setVendorAccount(vendor?.default_expense_account_id ?? null)} />
      </Form.Item>
      <Form.Item name="reference" label="Vendor's invoice number">
        <Input aria-label="Vendor's invoice number" autoComplete="off" maxLength={100} />
      </Form.Item>
      <DueDateFromTerms />
      <Form.Item name="date" label="Bill date" required>
        <DateInput aria-label="Bill date" disabled={approved} />
      </Form.Item>
      <Form.Item name="terms" label="Terms" extra="Net 30, Net 15, Due on receipt: the due date follows.">
        <Input aria-label="Terms" list="bill-terms" autoComplete="off" maxLength={60} />
      </Form.Item>
      <datalist id="bill-terms">
        {['Due on receipt', 'Net 15', 'Net 30', 'Net 45', 'Net 60'].map((value) => <option key={value} value={value} />)}
      </datalist>
      <Form.Item name="dueDate" label="Due date" required>
        <DateInput aria-label="Due date" />
      </Form.Item>
      <Form.Item name="fundId" label="Fund" extra="The default fund of lines that name none. Empty: the general fund.">
        <FundPicker aria-label="Fund" disabled={approved} />
      </Form.Item>
      <DocumentLinesEditor accountCategories={['Expenses', 'Assets']} accountLabel="Expense or asset account" readOnly={approved} defaultAccountId={vendorAccount} />
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </RecordDrawer>
  );
}

// A draft bill in the document-screen kit's editor: vendor (its default expense account
// fills new lines), the vendor's invoice number, bill and due dates, terms, fund, notes and the
// lines (expense or asset account, project, fund). Saving writes a draft (save_bill); the bill's
// page approves it. An approved bill opens with only its due date, reference and notes editable.
import { useState } from 'react';
import { Form, Input } from '@missionbase/ui/forms';
import { DocumentEditorDrawer } from '../../documents-shared/components/DocumentEditorDrawer';
import type { DocumentEditorScreen } from '../../documents-shared/components/DocumentEditorDrawer';
import { VendorSelect } from '../../vendors/components/VendorSelect';
import { BILL_KIND } from '../bill-kind';
import type { BillDetail, BillTypes } from '../bill-kind';

const BILL_EDITOR: DocumentEditorScreen<BillTypes> = {
  documentKind: BILL_KIND,
  dateLabel: 'Bill date',
  finalNote: 'This bill is approved: its vendor, amounts, fund and date are final. Void it and enter a new one to change them.',
  accountCategories: ['Expenses', 'Assets'],
  accountLabel: 'Expense or asset account',
  notesLabel: 'Notes',
  errorMap: {
    'Choose the vendor': 'partyId',
    'Vendor not found': 'partyId',
    locked: 'date',
    bills_check: 'dueDate',
    due_date: 'dueDate',
    'debited to an Expenses or Assets account': 'lines',
  },
  valuesOf: (bill) => ({ partyId: bill.vendor_id, date: bill.bill_date ?? '', terms: '', reference: bill.vendor_reference ?? '' }),
};

export type BillEditorState = { mode: 'new' } | { mode: 'edit'; bill: BillDetail };

export function BillEditorDrawer({ state, onClose, onSaved }: { state: BillEditorState | null; onClose: () => void; onSaved?: (id: string) => void }) {
  const bill = state?.mode === 'edit' ? state.bill : null;
  const [vendorAccount, setVendorAccount] = useState<string | null>(null);
  return (
    <DocumentEditorDrawer
      screen={BILL_EDITOR}
      record={bill}
      open={state !== null}
      onClose={onClose}
      onSaved={onSaved}
      defaultAccountId={vendorAccount}
      partyFields={(final) => (
        <>
          <Form.Item name="partyId" label="Vendor" required>
            <VendorSelect aria-label="Vendor" currentName={bill?.vendor_name ?? null} disabled={final} onPick={(vendor) => setVendorAccount(vendor?.default_expense_account_id ?? null)} />
          </Form.Item>
          <Form.Item name="reference" label="Vendor's invoice number">
            <Input aria-label="Vendor's invoice number" autoComplete="off" maxLength={100} />
          </Form.Item>
        </>
      )}
    />
  );
}

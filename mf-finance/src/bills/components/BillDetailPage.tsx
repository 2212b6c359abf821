// One bill's own page (/app/finance/bills/<id>): the document-screen kit's record
// page with the bill's facts (vendor and its 1099 flag, the vendor's reference, bill date, due
// date), its payable entry, the vendor's attached document, the document actions (edit, approve,
// pay this bill: the Bills tab pays a batch; void), the editor and the pay-bills drawer for this one
// bill.
import { DocumentActions } from '../../documents-shared/components/DocumentActions';
import { DocumentDetailPage } from '../../documents-shared/components/DocumentDetailPage';
import type { DocumentDetailScreen } from '../../documents-shared/components/DocumentDetailPage';
import { BILL_KIND } from '../bill-kind';
import type { BillTypes } from '../bill-kind';
import { BillAttachment } from './BillAttachment';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The editor and Pay bills (forms, pickers, zod schemas) load on first open.
const BillEditorDrawer = lazyPanel(() => import('./BillEditorDrawer').then((module) => module.BillEditorDrawer));
const PayBillsDrawer = lazyPanel(() => import('./PayBillsDrawer').then((module) => module.PayBillsDrawer));

const BILL_SCREEN: DocumentDetailScreen<BillTypes> = {
  documentKind: BILL_KIND,
  facts: (bill) => [
    { key: 'vendor', label: 'Vendor', children: `${bill.vendor_name}${bill.vendor_is_1099 ? ' (1099)' : ''}` },
    { key: 'reference', label: "Vendor's invoice", children: bill.vendor_reference ?? '—' },
    { key: 'date', label: 'Bill date', children: bill.bill_date },
    { key: 'due', label: 'Due date', children: bill.due_date },
  ],
  accountTitle: 'Account',
  defaultAccount: 'Default expense account',
  paymentWord: 'from',
};

export function BillDetailPage() {
  return (
    <DocumentDetailPage
      screen={BILL_SCREEN}
      slots={{
        actions: (data, { canEdit, edit, pay }) => <DocumentActions documentKind={BILL_KIND} record={data} canEdit={canEdit} onEdit={edit} onPay={pay} />,
        beforePayments: (data, canEdit) => <BillAttachment bill={data} canEdit={canEdit && data.state !== 'void'} />,
        drawers: (data, { editing, paying, closeEditor, closePayment }) => (
          <>
            <BillEditorDrawer opened={editing} state={editing ? { mode: 'edit', bill: data } : null} onClose={closeEditor} />
            {paying ? <PayBillsDrawer opened open onlyBillId={data.id} onClose={closePayment} /> : null}
          </>
        ),
      }}
    />
  );
}

// One bill's own page (/app/finance/bills/<id>) [13.8, 13.11]: the document-screen kit's record
// page with the bill's facts (vendor and its 1099 flag, the vendor's reference, bill date, due
// date), its payable entry, the vendor's attached document, the bill actions, the editor and the
// pay-bills drawer for this one bill.
import { useParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { DocumentDetailPage } from '../../documents-shared/components/DocumentDetailPage';
import type { DocumentDetailScreen } from '../../documents-shared/components/DocumentDetailPage';
import { useBill } from '../data/bill-detail-query';
import type { BillDetail } from '../data/bill-detail-query';
import { BillActions } from './BillActions';
import { BillAttachment } from './BillAttachment';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The editor and Pay bills (forms, pickers, zod schemas) load on first open.
const BillEditorDrawer = lazyPanel(() => import('./BillEditorDrawer').then((module) => module.BillEditorDrawer));
const PayBillsDrawer = lazyPanel(() => import('./PayBillsDrawer').then((module) => module.PayBillsDrawer));

const BILL_SCREEN: DocumentDetailScreen<BillDetail> = {
  noun: 'Bill',
  plural: 'bills',
  number: (bill) => bill.bill_number,
  partyName: (bill) => bill.vendor_name,
  facts: (bill) => [
    { key: 'vendor', label: 'Vendor', children: `${bill.vendor_name}${bill.vendor_is_1099 ? ' (1099)' : ''}` },
    { key: 'reference', label: "Vendor's invoice", children: bill.vendor_reference ?? '—' },
    { key: 'date', label: 'Bill date', children: bill.bill_date },
    { key: 'due', label: 'Due date', children: bill.due_date },
  ],
  entryLabel: 'Payable entry',
  postsWhen: 'Posts when approved',
  accountTitle: 'Account',
  defaultAccount: 'Default expense account',
  paymentWord: 'from',
};

export function BillDetailPage() {
  const { billId = '' } = useParams();
  const bill = useBill(useActiveOrganizationId(), billId);
  return (
    <DocumentDetailPage
      screen={BILL_SCREEN}
      query={bill}
      slots={{
        actions: (data, { canEdit, edit, pay }) => <BillActions bill={data} canEdit={canEdit} onEdit={edit} onPay={pay} />,
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

// What can be done with a purchase order from its page: edit and send a draft,
// cancel (nothing received), receive goods, enter the vendor's bill for what arrived, close, and
// the PDF (download, or e-mail to the vendor through the outbox). The database checks each move.
import { useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { Alert, Button, Flex, Popconfirm, serverErrorMessage, useToast } from '@missionbase/ui';
import { sendDocumentEmail, useOrganizationLetterhead } from '@missionbase/session/documents';
import { buildDocumentPdf, downloadBlob } from '@missionbase/ui/export';
import type { OrderDetail } from '../data/order-detail-query';
import { useBillFromOrder } from '../data/order-bill-mutation';
import { orderFileName, orderPdfInput } from '../data/order-pdf';
import { useOrderStatus } from '../data/order-status-mutation';
import { organizationToday } from '@missionbase/session';

export function OrderActions({ order, canEdit, onEdit, onReceive }: { order: OrderDetail; canEdit: boolean; onEdit: () => void; onReceive: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const status = useOrderStatus();
  const bill = useBillFromOrder();
  const letterhead = useOrganizationLetterhead(order.organization_id);
  const [refusal, setRefusal] = useState<{ title: string; text: string } | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'email' | null>(null);
  const receiving = order.status === 'sent' || order.status === 'partially_received';
  const received = order.lines.some((line) => Number(line.quantity_received) > 0);

  const move = async (next: 'sent' | 'cancelled' | 'closed', done: string, failed: string) => {
    try {
      await status.mutateAsync({ orderId: order.id, status: next });
      setRefusal(null);
      toast({ title: done, variant: 'success' });
    } catch (error) {
      setRefusal({ title: failed, text: serverErrorMessage(error) });
    }
  };
  const buildPdf = async () => {
    if (!letterhead) throw new Error('The organization letterhead is still loading; try again in a moment.');
    return buildDocumentPdf(orderPdfInput(letterhead, order));
  };
  const download = async () => {
    setBusy('pdf');
    try {
      downloadBlob(await buildPdf(), orderFileName(order));
    } catch (error) {
      setRefusal({ title: 'Could not make the PDF', text: serverErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };
  const email = async () => {
    const recipient = order.vendor?.email;
    if (!recipient) {
      setRefusal({ title: 'No e-mail address', text: `Add an e-mail address to ${order.vendor_name} (Vendors) to send the order.` });
      return;
    }
    setBusy('email');
    try {
      await sendDocumentEmail({
        organizationId: order.organization_id,
        recipient,
        subject: `Purchase order ${order.po_number} from ${letterhead?.name ?? 'us'}`,
        body: `Hello,\n\nPlease find attached purchase order ${order.po_number}${order.expected_date ? `, expected by ${order.expected_date}` : ''}.\nPlease quote the order number on your delivery note and invoice.\n\nThank you,\n${letterhead?.name ?? ''}`,
        pdf: await buildPdf(),
        fileName: orderFileName(order),
        documentType: 'purchase_order',
        documentId: order.id,
      });
      setRefusal(null);
      toast({ title: `Purchase order ${order.po_number} e-mailed to ${recipient}`, variant: 'success' });
    } catch (error) {
      setRefusal({ title: 'Could not send the order', text: serverErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };
  const enterBill = async () => {
    try {
      const id = await bill.mutateAsync({ orderId: order.id, billDate: organizationToday(), vendorReference: null });
      setRefusal(null);
      toast({ title: 'Draft bill created for what was received', variant: 'success' });
      void navigate(`/app/finance/bills/${id}`);
    } catch (error) {
      setRefusal({ title: 'Could not enter the bill', text: serverErrorMessage(error) });
    }
  };

  return (
    <>
      {refusal ? <Alert type="error" showIcon closable message={refusal.title} description={refusal.text} onClose={() => setRefusal(null)} style={{ marginBottom: 12 }} /> : null}
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        {canEdit && order.status === 'draft' ? (
          <>
            <Button onClick={onEdit}>Edit draft</Button>
            <Button type="primary" loading={status.isPending} onClick={() => void move('sent', `Purchase order ${order.po_number} marked sent`, 'Could not send the order')}>Mark as sent</Button>
          </>
        ) : null}
        {canEdit && receiving ? <Button type="primary" onClick={onReceive}>Receive goods</Button> : null}
        {canEdit && received ? <Button loading={bill.isPending} onClick={() => void enterBill()}>Enter vendor bill</Button> : null}
        {canEdit && order.status === 'partially_received' ? (
          <Popconfirm title="Close the order short?" description="Nothing more will be received on it." onConfirm={() => void move('closed', `Purchase order ${order.po_number} closed`, 'Could not close the order')}>
            <Button>Close short</Button>
          </Popconfirm>
        ) : null}
        {canEdit && order.status === 'received' ? (
          <Button onClick={() => void move('closed', `Purchase order ${order.po_number} closed`, 'Could not close the order')}>Close order</Button>
        ) : null}
        {canEdit && (order.status === 'draft' || order.status === 'sent') ? (
          <Popconfirm title="Cancel this purchase order?" onConfirm={() => void move('cancelled', `Purchase order ${order.po_number} cancelled`, 'Could not cancel the order')}>
            <Button danger>Cancel order</Button>
          </Popconfirm>
        ) : null}
        <Button loading={busy === 'pdf'} onClick={() => void download()}>Download PDF</Button>
        {canEdit && order.status !== 'cancelled' ? <Button loading={busy === 'email'} onClick={() => void email()}>E-mail to vendor</Button> : null}
      </Flex>
    </>
  );
}

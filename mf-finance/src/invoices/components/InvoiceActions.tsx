// What can be done with an invoice from its page [13.5, 13.6]: edit (a draft; or the due date,
// terms and notes of an issued one), issue, record a payment, void (confirmed; the database refuses
// a void with payments), download the PDF and e-mail it to the customer through the outbox.
import { useState } from 'react';
import { getSupabase } from '@missionbase/session';
import { sendDocumentEmail, useOrganizationLetterhead } from '@missionbase/session/documents';
import { Alert, Button, Flex, Popconfirm, serverErrorMessage, useToast } from '@missionbase/ui';
import { buildDocumentPdf, downloadBlob } from '@missionbase/ui/export';
import { documentActions } from '../../documents-shared/utils/document-state';
import type { InvoiceDetail } from '../data/invoice-detail-query';
import { useSetInvoiceStatus } from '../data/invoice-status-mutation';
import { invoiceFileName, invoicePdfInput } from '../utils/invoice-pdf';

async function invoiceInstructions(organizationId: string): Promise<string | null> {
  const { data } = await getSupabase().from('organization_settings').select('invoice_footer').eq('organization_id', organizationId).maybeSingle();
  return data?.invoice_footer ?? null;
}

export function InvoiceActions({ invoice, canEdit, onEdit, onPay }: { invoice: InvoiceDetail; canEdit: boolean; onEdit: () => void; onPay: () => void }) {
  const toast = useToast();
  const [refusal, setRefusal] = useState<{ title: string; text: string } | null>(null);
  const status = useSetInvoiceStatus();
  const letterhead = useOrganizationLetterhead(invoice.organization_id);
  const [busy, setBusy] = useState<'pdf' | 'email' | null>(null);
  const actions = documentActions('invoice', invoice.state);

  const buildPdf = async () => {
    if (!letterhead) throw new Error('The organization letterhead is still loading; try again in a moment.');
    return buildDocumentPdf(invoicePdfInput(letterhead, invoice, { instructions: await invoiceInstructions(invoice.organization_id) }));
  };
  const handleStatus = async (next: 'sent' | 'void') => {
    try {
      await status.mutateAsync({ invoiceId: invoice.id, status: next });
      setRefusal(null);
      toast({ title: next === 'sent' ? `Invoice ${invoice.invoice_number} issued` : `Invoice ${invoice.invoice_number} voided`, variant: 'success' });
    } catch (error) {
      setRefusal({ title: next === 'sent' ? 'Could not issue the invoice' : 'Could not void the invoice', text: serverErrorMessage(error) });
    }
  };
  const handleDownload = async () => {
    setBusy('pdf');
    try {
      downloadBlob(await buildPdf(), invoiceFileName(invoice));
    } catch (error) {
      setRefusal({ title: 'Could not make the PDF', text: serverErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };
  const handleEmail = async () => {
    if (!invoice.customer_email) {
      setRefusal({ title: 'No e-mail address', text: `Add an e-mail address to ${invoice.customer_name} (Customers tab) to send the invoice.` });
      return;
    }
    setBusy('email');
    try {
      await sendDocumentEmail({
        organizationId: invoice.organization_id,
        recipient: invoice.customer_email,
        subject: `Invoice ${invoice.invoice_number} from ${letterhead?.name ?? 'us'}`,
        body: `Hello,\n\nPlease find attached invoice ${invoice.invoice_number} for the balance due of ${invoice.balance}, due ${invoice.due_date}.\n\nThank you,\n${letterhead?.name ?? ''}`,
        pdf: await buildPdf(),
        fileName: invoiceFileName(invoice),
        documentType: 'invoice',
        documentId: invoice.id,
      });
      setRefusal(null);
      toast({ title: `Invoice ${invoice.invoice_number} e-mailed to ${invoice.customer_email}`, variant: 'success' });
    } catch (error) {
      setRefusal({ title: 'Could not send the invoice', text: serverErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
    {refusal ? <Alert type="error" showIcon closable message={refusal.title} description={refusal.text} onClose={() => setRefusal(null)} style={{ marginBottom: 12 }} /> : null}
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      {canEdit && invoice.state !== 'void' ? <Button onClick={onEdit}>{actions.edit ? 'Edit draft' : 'Edit due date and notes'}</Button> : null}
      {canEdit && actions.finalize ? (
        <Button type="primary" loading={status.isPending} onClick={() => void handleStatus('sent')}>Issue invoice</Button>
      ) : null}
      {canEdit && actions.pay ? <Button type="primary" onClick={onPay}>Record payment</Button> : null}
      <Button loading={busy === 'pdf'} onClick={() => void handleDownload()} disabled={invoice.state === 'draft'}>Download PDF</Button>
      {canEdit && invoice.state !== 'draft' && invoice.state !== 'void' ? (
        <Button loading={busy === 'email'} onClick={() => void handleEmail()}>E-mail to customer</Button>
      ) : null}
      {canEdit && actions.void ? (
        <Popconfirm
          title={`Void invoice ${invoice.invoice_number}?`}
          description={invoice.state === 'draft' ? 'The draft is kept as void.' : 'Its receivable entry is reversed. This cannot be undone.'}
          okText="Void invoice"
          okButtonProps={{ danger: true }}
          onConfirm={() => handleStatus('void')}
        >
          <Button danger>Void</Button>
        </Popconfirm>
      ) : null}
    </Flex>
    </>
  );
}

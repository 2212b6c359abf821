// What can be done with an invoice from its page: the document actions (edit, issue, record a
// payment, void) and, between paying and voiding, download the PDF and e-mail it to the customer
// through the outbox.
import { useState } from 'react';
import { getSupabase } from '@missionbase/session';
import { sendDocumentEmail, useOrganizationLetterhead } from '@missionbase/session/documents';
import { Button, serverErrorMessage, useToast } from '@missionbase/ui';
import { buildDocumentPdf, downloadBlob } from '@missionbase/ui/export';
import { DocumentActions } from '../../documents-shared/components/DocumentActions';
import type { ActionRefusal } from '../../documents-shared/components/DocumentActions';
import { INVOICE_KIND } from '../invoice-kind';
import type { InvoiceDetail } from '../invoice-kind';
import { invoiceFileName, invoicePdfInput } from '../utils/invoice-pdf';

async function invoiceInstructions(organizationId: string): Promise<string | null> {
  const { data } = await getSupabase().from('organization_settings').select('invoice_footer').eq('organization_id', organizationId).maybeSingle();
  return data?.invoice_footer ?? null;
}

type Refuse = (refusal: ActionRefusal | null) => void;

export function InvoiceActions({ invoice, canEdit, onEdit, onPay }: { invoice: InvoiceDetail; canEdit: boolean; onEdit: () => void; onPay: () => void }) {
  const toast = useToast();
  const letterhead = useOrganizationLetterhead(invoice.organization_id);
  const [busy, setBusy] = useState<'pdf' | 'email' | null>(null);

  const buildPdf = async () => {
    if (!letterhead) throw new Error('The organization letterhead is still loading; try again in a moment.');
    return buildDocumentPdf(invoicePdfInput(letterhead, invoice, { instructions: await invoiceInstructions(invoice.organization_id) }));
  };
  const handleDownload = async (refuse: Refuse) => {
    setBusy('pdf');
    try {
      downloadBlob(await buildPdf(), invoiceFileName(invoice));
    } catch (error) {
      refuse({ title: 'Could not make the PDF', text: serverErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };
  const handleEmail = async (refuse: Refuse) => {
    if (!invoice.customer_email) {
      refuse({ title: 'No e-mail address', text: `Add an e-mail address to ${invoice.customer_name ?? ''} (Customers tab) to send the invoice.` });
      return;
    }
    setBusy('email');
    try {
      await sendDocumentEmail({
        organizationId: invoice.organization_id,
        recipient: invoice.customer_email,
        subject: `Invoice ${invoice.invoice_number ?? ''} from ${letterhead?.name ?? 'us'}`,
        body: `Hello,\n\nPlease find attached invoice ${invoice.invoice_number ?? ''} for the balance due of ${invoice.balance ?? ''}, due ${invoice.due_date ?? ''}.\n\nThank you,\n${letterhead?.name ?? ''}`,
        pdf: await buildPdf(),
        fileName: invoiceFileName(invoice),
        documentType: 'invoice',
        documentId: invoice.id,
      });
      refuse(null);
      toast({ title: `Invoice ${invoice.invoice_number ?? ''} e-mailed to ${invoice.customer_email ?? ''}`, variant: 'success' });
    } catch (error) {
      refuse({ title: 'Could not send the invoice', text: serverErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <DocumentActions
      documentKind={INVOICE_KIND}
      record={invoice}
      canEdit={canEdit}
      onEdit={onEdit}
      onPay={onPay}
      extra={(refuse) => (
        <>
          <Button loading={busy === 'pdf'} onClick={() => void handleDownload(refuse)} disabled={invoice.state === 'draft'}>Download PDF</Button>
          {canEdit && invoice.state !== 'draft' && invoice.state !== 'void' ? (
            <Button loading={busy === 'email'} onClick={() => void handleEmail(refuse)}>E-mail to customer</Button>
          ) : null}
        </>
      )}
    />
  );
}

// The receipt of one gift in its drawer: download the PDF (letterhead, donor, amount,
// receipt number, date and the goods-or-services wording), or e-mail it through the outbox; shows
// when it was last e-mailed (or that it is queued, or why it failed).
import { useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { useOrganizationLetterhead } from '@missionbase/session/documents';
import { Alert, Button, Flex, Typography, serverErrorMessage, useToast } from '@missionbase/ui';
import { buildDocumentPdf, downloadBlob } from '@missionbase/ui/export';
import { useDonationReceipt } from '../data/donation-receipt-query';
import { useEmailDonationDocument } from '../data/receipt-email-mutation';
import { documentFileName, longDate, receiptDocument } from '../receipts/receipt-document';
import { EmailDocumentDialog } from './EmailDocumentDialog';

export function ReceiptActions({ donationId, readOnly }: { donationId: string; readOnly: boolean }) {
  const organizationId = useActiveOrganizationId();
  const letterhead = useOrganizationLetterhead(organizationId);
  const receipt = useDonationReceipt(organizationId, donationId);
  const email = useEmailDonationDocument();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);
  const data = receipt.data;

  if (receipt.error) {
    return <Alert type="error" showIcon title="The receipt could not be loaded" description={serverErrorMessage(receipt.error)} style={{ marginBottom: 16 }} />;
  }
  if (!data || !letterhead) return null;
  const fileName = documentFileName('Receipt', data.receipt_number ?? '', data.donor?.name ?? '');

  const download = async () => {
    setDownloading(true);
    try {
      downloadBlob(await buildDocumentPdf(receiptDocument(data, letterhead)), fileName);
    } catch (error) {
      toast({ title: 'The receipt was not made', description: serverErrorMessage(error), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const last = data.last_email;
  return (
    <section aria-label="Receipt" style={{ marginBottom: 16 }}>
      <Flex wrap gap="small" align="center">
        <Button onClick={() => void download()} loading={downloading}>Download receipt</Button>
        {readOnly ? null : <Button onClick={() => setAsking(true)}>E-mail receipt</Button>}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="receipt-status" aria-live="polite">
        {last?.status === 'sent'
          ? `Receipt e-mailed to ${last.recipient ?? ''} on ${longDate(last.sent_at ?? last.created_at)}.`
          : last?.status === 'queued'
            ? `Receipt queued for ${last.recipient ?? ''}.`
            : data.receipt_sent_at
              ? `Receipt sent on ${longDate(data.receipt_sent_at)}.`
              : 'Receipt not sent yet.'}
      </Typography.Paragraph>
      {last?.status === 'failed' ? <Alert type="warning" showIcon title={`The receipt to ${last.recipient} was not delivered`} description={last.error ?? undefined} style={{ marginTop: 8 }} /> : null}
      {asking ? (
        <EmailDocumentDialog
          open
          title={`E-mail receipt ${data.receipt_number ?? ''}`}
          defaultRecipient={data.donor?.email ?? null}
          onClose={() => setAsking(false)}
          onSend={async (recipient) => {
            await email.mutateAsync({
              recipient,
              subject: `Your donation receipt ${data.receipt_number ?? ''} from ${letterhead.name}`,
              body: `Dear ${data.donor?.name ?? ''},\n\nThank you for your gift. Your receipt ${data.receipt_number ?? ''} is attached; please keep it for your tax records.\n\n${letterhead.name}`,
              document: receiptDocument(data, letterhead),
              fileName,
              documentType: 'donation_receipt',
              documentId: data.id,
            });
            toast({ title: `Receipt sent to ${recipient}`, variant: 'success' });
          }}
        />
      ) : null}
    </section>
  );
}

// E-mails a receipt or a giving statement through the document outbox (sendDocumentEmail: the PDF
// to the documents bucket, then queue_document_email; viewers are refused by the database). The
// backend delivers it; a delivered receipt stamps the gift's receipt_sent_at.
import { useMutation } from '@tanstack/react-query';
import { invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { sendDocumentEmail } from '@missionbase/session/documents';
import { buildDocumentPdf } from '@missionbase/ui/export';
import type { DocumentPdfInput } from '@missionbase/ui/export';

export interface DocumentEmailRequest {
  recipient: string;
  subject: string;
  body: string;
  document: DocumentPdfInput;
  fileName: string;
  documentType: 'donation_receipt' | 'giving_statement';
  documentId: string | null;
}

export async function emailDonationDocument(organizationId: string, request: DocumentEmailRequest): Promise<string> {
  const pdf = await buildDocumentPdf(request.document);
  return sendDocumentEmail({
    organizationId,
    recipient: request.recipient,
    subject: request.subject,
    body: request.body,
    pdf,
    fileName: request.fileName,
    documentType: request.documentType,
    documentId: request.documentId,
  });
}

export function useEmailDonationDocument() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (request: DocumentEmailRequest) => emailDonationDocument(organizationId ?? '', request),
    onSuccess: () => {
      if (organizationId) {
        invalidateOnTableChange('document_emails', organizationId);
        invalidateOnTableChange('donations', organizationId);
      }
    },
  });
}

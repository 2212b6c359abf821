// E-mails a document PDF through the backend's outbox (docs/email.md): the PDF goes to the private
// documents bucket at <organization>/emails/<uuid>/<file>.pdf, then queue_document_email records the
// mail (viewers are refused with the database's sentence) and the product's mail worker delivers it.
// The returned id is the public.document_emails row, the record that the document was sent.
import { storageSafeFileName } from '@missionbase/domain/storage-file-name';
// Through the package's name: this entry is a share key apart from the session's own.
import { getSupabase } from '@missionbase/session';

export interface SendDocumentEmailInput {
  organizationId: string;
  recipient: string;
  subject: string;
  body: string;
  pdf: Blob;
  /** The attachment's name as the recipient sees it (e.g. "Receipt RCPT-1042.pdf"). */
  fileName: string;
  /** 'donation_receipt', 'giving_statement', 'invoice', 'customer_statement', 'purchase_order', 'pay_stub'... */
  documentType: string;
  documentId: string | null;
}

export async function sendDocumentEmail(input: SendDocumentEmailInput): Promise<string> {
  const supabase = getSupabase();
  const path = `${input.organizationId}/emails/${crypto.randomUUID()}/${storageSafeFileName(input.fileName)}`;
  const upload = await supabase.storage.from('documents').upload(path, input.pdf, { contentType: 'application/pdf', upsert: false });
  if (upload.error) throw upload.error;
  const { data, error } = await supabase.rpc('queue_document_email', {
    p_organization_id: input.organizationId,
    p_recipient: input.recipient,
    p_subject: input.subject,
    p_body: input.body,
    p_attachment_path: path,
    p_document_type: input.documentType,
    // Left out (SQL default null) for a document without a row of its own.
    p_document_id: input.documentId ?? undefined,
  });
  if (error) {
    // The mail was not queued: do not leave its PDF behind.
    await supabase.storage.from('documents').remove([path]);
    throw error;
  }
  return data;
}

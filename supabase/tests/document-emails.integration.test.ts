// The document e-mail outbox through supabase-js against the real backend (docs/email.md): a member
// uploads a PDF to the documents bucket and queues it; the product worker's mailer delivers it into
// the development outbox with the attachment and marks the row sent; a
// viewer cannot queue; another organization reads nothing; a vanished attachment marks the row failed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';
import { productWorker } from '@missionbase/worker/src/mount';

let f: TransactionsFixture;
// The product worker delivers the document e-mail outbox beside the backend, as under `pnpm start`.
const worker = productWorker();

beforeAll(async () => {
  f = await createTransactionsFixture([worker]);
});

afterAll(async () => {
  await f?.backend.stop();
});

const PDF = new Blob(['%PDF-1.4\n% a tiny test document\n'], { type: 'application/pdf' });

async function uploadPdf(): Promise<string> {
  const path = `${f.orgId}/emails/${randomUUID()}/receipt-rcpt-1001.pdf`;
  const { error } = await f.owner.storage.from('documents').upload(path, PDF, { contentType: 'application/pdf' });
  if (error) throw new Error(error.message);
  return path;
}

async function emailRow(id: string) {
  const rows = await f.backend.admin.query<{ status: string; sent_at: Date | null; error: string | null; attempts: number; created_by: string | null }>(
    'select status, sent_at, error, attempts, created_by from public.document_emails where id = $1',
    [id],
  );
  return rows[0];
}

async function deliverUntilDone(id: string) {
  for (let round = 0; round < 50; round += 1) {
    await worker.documentMailer.drain();
    const row = await emailRow(id);
    if (row && row.status !== 'queued') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return emailRow(id);
}

describe('document e-mail outbox', () => {
  it('a queued receipt is delivered to the outbox with its attachment and marked sent', async () => {
    const path = await uploadPdf();
    const documentId = randomUUID();
    const { data: id, error } = await f.owner.rpc('queue_document_email', {
      p_organization_id: f.orgId,
      p_recipient: ' Donor@Example.org ',
      p_subject: 'Your receipt RCPT-1001',
      p_body: 'Thank you for your gift.',
      p_attachment_path: path,
      p_document_type: 'donation_receipt',
      p_document_id: documentId,
    });
    expect(error).toBeNull();
    expect(typeof id).toBe('string');
    const mailId = String(id);

    const row = await deliverUntilDone(mailId);
    expect(row?.status).toBe('sent');
    expect(row?.sent_at).not.toBeNull();
    expect(row?.error).toBeNull();
    expect(row?.attempts).toBe(1);

    const outbox = await f.backend.admin.query<{ recipient: string; kind: string; subject: string; body: string; link: string | null }>(
      `select recipient, kind, subject, body, link from auth.dev_outbox where token = $1`,
      [mailId],
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ recipient: 'donor@example.org', kind: 'document', subject: 'Your receipt RCPT-1001', link: path });
    expect(outbox[0]?.body).toContain('Thank you for your gift.');
    expect(outbox[0]?.body).toContain('[Attachment: receipt-rcpt-1001.pdf,');

    // Members read the record of what was sent (the screen's "sent" mark).
    const { data: seen } = await f.owner.from('document_emails').select('status, document_type, document_id').eq('id', mailId).single();
    expect(seen).toEqual({ status: 'sent', document_type: 'donation_receipt', document_id: documentId });
  });

  it('a viewer cannot queue an e-mail, in the database\'s words', async () => {
    const before = await f.backend.admin.query<{ n: number }>('select count(*)::int as n from public.document_emails where organization_id = $1', [f.orgId]);
    const { error } = await f.viewer.rpc('queue_document_email', {
      p_organization_id: f.orgId,
      p_recipient: 'donor@example.org',
      p_subject: 'Receipt',
      p_body: '',
      p_document_type: 'donation_receipt',
    });
    expect(error?.message).toBe('Viewers cannot send documents by e-mail');
    expect(error?.code).toBe('42501');
    const after = await f.backend.admin.query<{ n: number }>('select count(*)::int as n from public.document_emails where organization_id = $1', [f.orgId]);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('nobody writes the outbox table directly, and another organization reads none of it', async () => {
    const insert = await f.owner.from('document_emails').insert({ organization_id: f.orgId, recipient: 'x@example.org', subject: 's', body: '', document_type: 'invoice' });
    expect(insert.error?.code).toBe('42501');
    const { data } = await f.outsider.from('document_emails').select('id');
    expect(data).toEqual([]);
    const foreign = await f.outsider.rpc('queue_document_email', { p_organization_id: f.orgId, p_recipient: 'x@example.org', p_subject: 's', p_body: '' });
    expect(foreign.error?.code).toBe('42501');
  });

  it('an attachment of another organization or a bad address is refused', async () => {
    const path = await uploadPdf();
    const foreign = await f.outsider.rpc('queue_document_email', { p_organization_id: f.outsiderOrgId, p_recipient: 'x@example.org', p_subject: 's', p_body: '', p_attachment_path: path });
    expect(foreign.error?.message).toBe("The attachment must be one of this organization's documents");
    const bad = await f.owner.rpc('queue_document_email', { p_organization_id: f.orgId, p_recipient: 'not an address', p_subject: 's', p_body: '' });
    expect(bad.error?.message).toBe('Enter a valid e-mail address for the recipient');
  });

  it('a mail whose attachment vanished is marked failed with the reason', async () => {
    const path = await uploadPdf();
    const { data: id, error } = await f.owner.rpc('queue_document_email', { p_organization_id: f.orgId, p_recipient: 'donor@example.org', p_subject: 'Receipt', p_body: '', p_attachment_path: path });
    expect(error).toBeNull();
    await f.backend.admin.query(`delete from storage.objects where bucket_id = 'documents' and name = $1`, [path]);
    const row = await deliverUntilDone(String(id));
    expect(row?.status).toBe('failed');
    expect(row?.error).toContain('no longer stored');
  });
});

// The document screens' e-mail helper against the real backend: a send the database refuses (the
// hour's quota, a subject over two lines) throws the database's sentence, which the screens show,
// and leaves no PDF behind in the documents bucket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@missionbase/backend/test/start-test-backend';
import { installWebSocketGlobal } from '@missionbase/backend/test/supabase-client';
import { configureSession } from '../client';
import { signUp } from '../auth/auth-actions';
import { sendDocumentEmail } from './send-document-email';

let backend: TestBackend;
let organizationId = '';

const pdf = () => new Blob(['%PDF-1.4\n% receipt\n'], { type: 'application/pdf' });

function receipt(subject = 'Your receipt RCPT-1001') {
  return { organizationId, recipient: 'donor@example.org', subject, body: 'Thank you.', pdf: pdf(), fileName: 'Receipt RCPT-1001.pdf', documentType: 'donation_receipt', documentId: null };
}

async function storedEmailPdfs(): Promise<number> {
  const [row] = await backend.admin.query<{ n: number }>(`select count(*)::int as n from storage.objects where bucket_id = 'documents' and name like $1`, [`${organizationId}/emails/%`]);
  return row?.n ?? 0;
}

beforeAll(async () => {
  backend = await startTestBackend();
  installWebSocketGlobal();
  configureSession({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
  const { user } = await signUp({ email: `mailer-${Date.now()}@example.org`, password: 'mailer-password-1', fullName: 'Mae Mailer', organizationName: 'Mailer Pantry' });
  const [member] = await backend.admin.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [user?.id]);
  organizationId = member?.organization_id ?? '';
  await backend.admin.query('update private.document_email_limits set per_user_per_hour = 1');
}, 180_000);

afterAll(async () => {
  await backend?.stop();
}, 60_000);

describe('sendDocumentEmail', () => {
  it('a subject over two lines is refused in the database\'s words and its PDF removed', async () => {
    await expect(sendDocumentEmail(receipt('Receipt\r\nBcc: everyone@example.org'))).rejects.toMatchObject({ message: 'The subject must be one line, without line breaks or tabs' });
    expect(await storedEmailPdfs()).toBe(0);
  });

  it('a send beyond the hour\'s quota is refused in plain words and its PDF removed', async () => {
    expect(typeof (await sendDocumentEmail(receipt()))).toBe('string');
    await expect(sendDocumentEmail(receipt())).rejects.toMatchObject({
      code: 'PT429',
      message: 'You have sent 1 document by e-mail in the last hour, the most one person may send. Try again later.',
    });
    expect(await storedEmailPdfs()).toBe(1);
  });
});

// The SMTP side of the document mailer against a minimal SMTP server on loopback: nodemailer
// speaks to it as to a real one, and the message carries the sender, recipient, subject, body and
// the PDF attachment. (Queueing and the development outbox: supabase/tests/document-emails.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackSmtp, type LoopbackSmtp } from '@missionbase/backend/test/loopback-smtp';
import { headerProblem, senderFor, smtpTransport } from './document-mailer.ts';

let smtp: LoopbackSmtp;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
});

afterAll(async () => {
  await smtp.close();
});

describe('document mailer over SMTP', () => {
  it('sends the mail with its PDF attachment through an SMTP server', async () => {
    const send = await smtpTransport(smtp.url);
    await send(
      { id: 'm1', organization_id: 'o1', recipient: 'donor@example.org', subject: 'Your receipt RCPT-1001', body: 'Thank you for your gift.', attachment_path: 'o1/emails/x/receipt.pdf', document_type: 'donation_receipt' },
      { filename: 'receipt.pdf', content: Buffer.from('%PDF-1.4 test'), contentType: 'application/pdf' },
      senderFor('Harbor "Community" Food Bank', 'receipts@example.org'),
    );
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toContain('<receipts@example.org>');
    expect(mail?.to).toEqual(['RCPT TO:<donor@example.org>']);
    expect(mail?.data).toContain('Subject: Your receipt RCPT-1001');
    expect(mail?.data).toContain('Thank you for your gift.');
    expect(mail?.data).toContain('filename=receipt.pdf');
    expect(mail?.data).toContain(Buffer.from('%PDF-1.4 test').toString('base64'));
  });

  it('an unreachable SMTP server fails with a readable error', async () => {
    const send = await smtpTransport('smtp://127.0.0.1:1');
    await expect(send({ id: 'm2', organization_id: 'o1', recipient: 'a@example.org', subject: 's', body: 'b', attachment_path: null, document_type: 'invoice' }, null, 'x@example.org')).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});

describe('header-bound fields', () => {
  it('the organization name in From cannot add a header', () => {
    expect(senderFor('Pantry\r\nBcc: everyone@example.org', 'no-reply@example.org')).toBe('"Pantry  Bcc: everyone@example.org" <no-reply@example.org>');
    expect(senderFor('\u0000\t', 'no-reply@example.org')).toBe('no-reply@example.org');
  });

  it('a row with a line break in its subject or a list as its recipient is not sent', () => {
    expect(headerProblem({ recipient: 'a@example.org', subject: 'Receipt\r\nBcc: x@example.org' })).toMatch(/subject/);
    expect(headerProblem({ recipient: 'a@example.org, b@example.org', subject: 'Receipt' })).toMatch(/recipient/);
    expect(headerProblem({ recipient: 'a@example.org', subject: 'Receipt RCPT-1' })).toBeNull();
  });
});

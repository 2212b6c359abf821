// The SMTP side of the document mailer against a minimal SMTP server on loopback: nodemailer
// speaks to it as to a real one, and the message carries the sender, recipient, subject, body and
// the PDF attachment. (Queueing and the development outbox: supabase/tests/document-emails.)
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senderFor, smtpTransport } from './document-mailer.ts';

let server: net.Server;
let port = 0;
const received: Array<{ from: string; to: string[]; data: string }> = [];

beforeAll(async () => {
  server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('document mailer over SMTP', () => {
  it('[13.4] sends the mail with its PDF attachment through an SMTP server', async () => {
    const send = await smtpTransport(`smtp://127.0.0.1:${port}`);
    await send(
      { id: 'm1', organization_id: 'o1', recipient: 'donor@example.org', subject: 'Your receipt RCPT-1001', body: 'Thank you for your gift.', attachment_path: 'o1/emails/x/receipt.pdf', document_type: 'donation_receipt' },
      { filename: 'receipt.pdf', content: Buffer.from('%PDF-1.4 test'), contentType: 'application/pdf' },
      senderFor('Harbor "Community" Food Bank', 'receipts@example.org'),
    );
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toContain('<receipts@example.org>');
    expect(mail?.to).toEqual(['RCPT TO:<donor@example.org>']);
    expect(mail?.data).toContain('Subject: Your receipt RCPT-1001');
    expect(mail?.data).toContain('Thank you for your gift.');
    expect(mail?.data).toContain('filename=receipt.pdf');
    expect(mail?.data).toContain(Buffer.from('%PDF-1.4 test').toString('base64'));
  });

  it('[13.4] an unreachable SMTP server fails with a readable error', async () => {
    const send = await smtpTransport('smtp://127.0.0.1:1');
    await expect(send({ id: 'm2', organization_id: 'o1', recipient: 'a@example.org', subject: 's', body: 'b', attachment_path: null, document_type: 'invoice' }, null, 'x@example.org')).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});

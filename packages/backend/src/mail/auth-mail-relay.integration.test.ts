// With SMTP configured, the auth service's mails (here an invitation and a recovery) reach their
// recipients through the SMTP server, each once; mails written before the mailer started stay
// in the development outbox only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { startTestBackend, type TestBackend } from '../../test/start-test-backend.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../test/loopback-smtp.ts';
import { relayOneAuthMail } from './auth-mail-relay.ts';
import { smtpTransport } from './smtp-transport.ts';
import { testPool } from '../../test/test-pool.ts';

let backend: TestBackend;
let smtp: LoopbackSmtp;
let pool: pg.Pool;

beforeAll(async () => {
  backend = await startTestBackend();
  smtp = await startLoopbackSmtp();
  pool = testPool(backend.databaseUrl, 2);
});

afterAll(async () => {
  await pool?.end();
  await smtp?.close();
  await backend?.stop();
});

describe('auth mail relay', () => {
  it('sends each auth mail written since the mailer started through SMTP, once', async () => {
    await pool.query(`insert into auth.dev_outbox (recipient, kind, subject, body, created_at) values ('old@example.org', 'recovery', 'Old', 'Old mail', now() - interval '1 hour')`);
    const since = new Date(Date.now() - 60_000);
    await pool.query(
      `insert into auth.dev_outbox (recipient, kind, subject, body, link) values
         ('treasurer@example.org', 'invite', 'You have been invited to Harbor Relief', 'Follow this link: https://app.example.org/app/settings/profile?invitation=abc', 'https://app.example.org/app/settings/profile?invitation=abc'),
         ('owner@example.org', 'recovery', 'Reset your password', 'Follow this link: https://app.example.org/reset', null)`,
    );
    const transport = await smtpTransport(smtp.url);
    let relayed = 0;
    while (await relayOneAuthMail(pool, transport, since, 'no-reply@example.org')) relayed += 1;
    expect(relayed).toBe(2);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['RCPT TO:<treasurer@example.org>'], ['RCPT TO:<owner@example.org>']]);
    expect(smtp.received[0]?.data).toContain('Subject: You have been invited to Harbor Relief');
    expect(smtp.received[0]?.data).toMatch(/invitation=(3D)?abc/);
    const rows = await pool.query<{ recipient: string; relayed: boolean }>(`select recipient, relayed_at is not null as relayed from auth.dev_outbox order by id`);
    expect(rows.rows.filter((row) => row.recipient === 'old@example.org')).toEqual([{ recipient: 'old@example.org', relayed: false }]);
    expect(await relayOneAuthMail(pool, transport, since, 'no-reply@example.org')).toBe(false);
  });

  it('a refusal by the SMTP server is recorded on the mail, which is not retried for ever', async () => {
    const since = new Date(Date.now() - 1000);
    await pool.query(`insert into auth.dev_outbox (recipient, kind, subject, body) values ('nobody@example.org', 'confirmation', 'Confirm your signup', 'Link')`);
    const unreachable = await smtpTransport('smtp://127.0.0.1:1');
    expect(await relayOneAuthMail(pool, unreachable, since, 'no-reply@example.org')).toBe(true);
    const row = await pool.query<{ relay_error: string | null }>(`select relay_error from auth.dev_outbox where recipient = 'nobody@example.org'`);
    expect(row.rows[0]?.relay_error).toMatch(/ECONNREFUSED|connect/i);
  });
});

// The development mail outbox: every mail the auth service sends (confirmation, recovery, magic
// link, e-mail change) is a row in auth.dev_outbox, readable by tests and at GET /auth/v1/dev/outbox.
import type { PoolClient } from 'pg';

export type MailKind = 'confirmation' | 'recovery' | 'magiclink' | 'email_change' | 'invite' | 'reauthentication';

export interface Mail {
  recipient: string;
  kind: MailKind;
  otp: string;
  link: string;
}

const SUBJECTS: Record<MailKind, string> = {
  confirmation: 'Confirm your signup',
  recovery: 'Reset your password',
  magiclink: 'Your sign-in link',
  email_change: 'Confirm your new e-mail address',
  invite: 'You have been invited',
  reauthentication: 'Confirm it is you',
};

export async function sendMail(client: PoolClient, mail: Mail): Promise<void> {
  const subject = SUBJECTS[mail.kind];
  const body = `${subject}\n\nFollow this link: ${mail.link}\n\nOr enter this code: ${mail.otp}\n`;
  await client.query('insert into auth.dev_outbox (recipient, kind, subject, body, token, link) values ($1, $2, $3, $4, $5, $6)', [
    mail.recipient,
    mail.kind,
    subject,
    body,
    mail.otp,
    mail.link,
  ]);
}

export interface OutboxEntry {
  id: number;
  recipient: string;
  kind: MailKind;
  subject: string;
  body: string;
  token: string | null;
  link: string | null;
  created_at: string;
}

export async function readOutbox(client: PoolClient, recipient: string | undefined, limit: number): Promise<OutboxEntry[]> {
  const { rows } = await client.query<OutboxEntry>(
    `select id::int as id, recipient, kind, subject, body, token, link, created_at
       from auth.dev_outbox
      where $1::text is null or lower(recipient) = lower($1::text)
      order by id desc
      limit $2`,
    [recipient ?? null, limit],
  );
  return rows;
}

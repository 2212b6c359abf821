// Delivers the document e-mail outbox (public.document_emails, docs/email.md): every queued row is
// sent once, with its PDF from the documents bucket attached, then marked sent (sent_at) or failed
// (error). SMTP through the backend's transport when MB_SMTP_URL is set; otherwise the development
// outbox auth.dev_outbox (kind 'document', link = the attachment's path), which tests read with the
// service key. A poll (1 s by default) finds the rows; queue_document_email's pg_notify on the
// 'document_emails' channel only shortens the wait, so a lost notification or a database restart
// never loses a mail.
import { readFile } from 'node:fs/promises';
import type { Pool, PoolClient } from 'pg';
import { versionFile } from '@missionbase/backend/src/storage/paths';
import { DEFAULT_MAIL_FROM, smtpTransport as smtpSender } from '@missionbase/backend/src/mail/smtp-transport';
import type { MailAttachment } from '@missionbase/backend/src/mail/smtp-transport';
import { startOutboxLoop } from '@missionbase/backend/src/background/outbox-loop';
import type { OutboxLoop } from '@missionbase/backend/src/background/outbox-loop';

// Control characters (line breaks above all) in a header-bound field would let it add headers.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]/g;

export interface QueuedDocumentEmail {
  id: string;
  organization_id: string;
  recipient: string;
  subject: string;
  body: string;
  attachment_path: string | null;
  document_type: string;
}

/** Sends one mail; throws with a readable message when it cannot. The development outbox writes through `client` (the delivery's transaction). */
export type MailTransport = (mail: QueuedDocumentEmail, attachment: MailAttachment | null, sender: string, client?: PoolClient) => Promise<void>;

export interface DocumentMailerOptions {
  adminPool: Pool;
  storageDir: string;
  log(entry: Record<string, unknown>): void;
  /** smtp(s)://user:pass@host:port; null or empty: the development outbox. */
  smtpUrl?: string | null;
  /** The From header (MB_MAIL_FROM); the organization's name is its display name. */
  from?: string;
  pollMs?: number;
}

/** `drain()` delivers every row queued now and resolves with how many (tests call it to avoid waiting). */
export type DocumentMailer = OutboxLoop;

/** The development outbox: the same table the auth mails go to, so one mailbox shows everything. */
export const devOutboxTransport: MailTransport = async (mail, attachment, _sender, client) => {
  if (!client) throw new Error('The development outbox needs the delivery transaction');
  const note = attachment ? `\n\n[Attachment: ${attachment.filename}, ${attachment.content.length} bytes]` : '';
  await client.query('insert into auth.dev_outbox (recipient, kind, subject, body, token, link) values ($1, $2, $3, $4, $5, $6)', [
    mail.recipient,
    'document',
    mail.subject,
    mail.body + note,
    mail.id,
    mail.attachment_path,
  ]);
};

export async function smtpTransport(smtpUrl: string): Promise<MailTransport> {
  const send = await smtpSender(smtpUrl);
  return (mail, attachment, sender) => send(mail, attachment, sender);
}

async function readAttachment(client: PoolClient, storageDir: string, path: string): Promise<MailAttachment> {
  const { rows } = await client.query<{ version: string | null; mimetype: string | null }>(
    `select version, metadata ->> 'mimetype' as mimetype from storage.objects where bucket_id = 'documents' and name = $1`,
    [path],
  );
  const row = rows[0];
  if (!row?.version) throw new Error(`The attachment ${path} is no longer stored`);
  return {
    filename: (path.split('/').pop() ?? '').replace(CONTROLS, '') || 'document.pdf',
    content: await readFile(versionFile(storageDir, 'documents', path, row.version)),
    contentType: row.mimetype ?? 'application/pdf',
  };
}

/** The From header: "Organization name <address>", the name quoted, without quotes, backslashes or control characters. */
export function senderFor(organizationName: string | null, address: string): string {
  const name = organizationName?.replace(CONTROLS, ' ').replace(/["\\]/g, ' ').trim();
  if (!name) return address;
  return `"${name}" <${address}>`;
}

/** Why a row may not be sent as it is (queue_document_email refuses such rows; older ones may remain). */
export function headerProblem(mail: Pick<QueuedDocumentEmail, 'recipient' | 'subject'>): string | null {
  if (CONTROL.test(mail.recipient) || /[\s,;<>"]/.test(mail.recipient)) return 'The recipient is not one plain e-mail address';
  if (CONTROL.test(mail.subject)) return 'The subject holds a line break or control character';
  return null;
}

/** Takes one queued row (skipping rows another instance holds), sends it and records the outcome. */
async function deliverOne(options: DocumentMailerOptions, transport: MailTransport): Promise<boolean> {
  const client = await options.adminPool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<QueuedDocumentEmail & { organization_name: string | null }>(
      `select e.id, e.organization_id, e.recipient, e.subject, e.body, e.attachment_path, e.document_type, o.name as organization_name
         from public.document_emails e left join public.organizations o on o.id = e.organization_id
        where e.status = 'queued'
        order by e.created_at
        limit 1
        for update of e skip locked`,
    );
    const mail = rows[0];
    if (!mail) {
      await client.query('commit');
      return false;
    }
    let error: string | null = null;
    await client.query('savepoint deliver');
    try {
      const refused = headerProblem(mail);
      if (refused) throw new Error(refused);
      const attachment = mail.attachment_path ? await readAttachment(client, options.storageDir, mail.attachment_path) : null;
      await transport(mail, attachment, senderFor(mail.organization_name, options.from ?? DEFAULT_MAIL_FROM), client);
      await client.query('release savepoint deliver');
    } catch (caught) {
      error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 1000);
      await client.query('rollback to savepoint deliver').catch(() => undefined);
    }
    await client.query(
      `update public.document_emails
          set status = case when $2::text is null then 'sent' else 'failed' end,
              sent_at = case when $2::text is null then now() end,
              error = $2::text,
              attempts = attempts + 1
        where id = $1`,
      [mail.id, error],
    );
    await client.query('commit');
    options.log({ level: error ? 'warn' : 'info', msg: error ? 'document e-mail failed' : 'document e-mail sent', id: mail.id, type: mail.document_type, error: error ?? undefined });
    return true;
  } catch (failure) {
    await client.query('rollback').catch(() => undefined);
    throw failure;
  } finally {
    client.release();
  }
}

export function startDocumentMailer(options: DocumentMailerOptions): DocumentMailer {
  const smtpUrl = options.smtpUrl?.trim() || null;
  let transport: Promise<MailTransport> | null = null;
  const transportNow = () => (transport ??= smtpUrl ? smtpTransport(smtpUrl) : Promise.resolve(devOutboxTransport));
  const loop = startOutboxLoop({
    handleOne: async () => deliverOne(options, await transportNow()),
    pollMs: options.pollMs ?? 1000,
    pausedMessage: 'document mailer: delivery paused',
    log: options.log,
  });
  options.log({ level: 'info', msg: 'document mailer started', transport: smtpUrl ? 'smtp' : 'dev_outbox' });
  return loop;
}

// The auth service's mails (sign-up confirmation, recovery, magic link, e-mail change, invitation)
// are rows of auth.dev_outbox. With SMTP configured (MB_SMTP_URL), the document mailer's loop also
// relays each new one to its recipient through the same transport, once (relayed_at), so an
// installation sends real mail for auth as it does for documents. Only rows written after the
// mailer started are relayed: turning SMTP on never mails old development messages.
import type { Pool } from 'pg';
import type { MailTransport } from './document-mailer.ts';

/** Relays one unrelayed auth mail written at or after `since`; false when none is waiting. */
export async function relayOneAuthMail(pool: Pool, transport: MailTransport, since: Date, sender: string): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string; recipient: string; kind: string; subject: string; body: string }>(
      `select id::text, recipient, kind, subject, body from auth.dev_outbox
        where relayed_at is null and created_at >= $1 and kind <> 'document'
        order by id
        limit 1
        for update skip locked`,
      [since],
    );
    const mail = rows[0];
    if (!mail) {
      await client.query('commit');
      return false;
    }
    let error: string | null = null;
    try {
      await transport({ id: mail.id, organization_id: '', recipient: mail.recipient, subject: mail.subject, body: mail.body, attachment_path: null, document_type: `auth_${mail.kind}` }, null, sender);
    } catch (caught) {
      error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 1000);
    }
    await client.query('update auth.dev_outbox set relayed_at = now(), relay_error = $2 where id = $1::bigint', [mail.id, error]);
    await client.query('commit');
    return true;
  } catch (failure) {
    await client.query('rollback').catch(() => undefined);
    throw failure;
  } finally {
    client.release();
  }
}

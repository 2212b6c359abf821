// The auth service's mails (sign-up confirmation, recovery, magic link, e-mail change, invitation)
// are rows of auth.dev_outbox. With SMTP configured (MB_SMTP_URL), a relay loop sends each new one
// to its recipient through SMTP, once (relayed_at), so an installation sends real mail for auth.
// Only rows written after the relay started are relayed: turning SMTP on never mails old
// development messages. A poll (MB_MAIL_POLL_MS, 1 s by default) finds them.
import type { Pool } from 'pg';
import { startOutboxLoop } from '../background/outbox-loop.ts';
import type { OutboxLoop } from '../background/outbox-loop.ts';
import { DEFAULT_MAIL_FROM, smtpTransport } from './smtp-transport.ts';
import type { SendMail } from './smtp-transport.ts';

/** Relays one unrelayed auth mail written at or after `since`; false when none is waiting. */
export async function relayOneAuthMail(pool: Pool, transport: SendMail, since: Date, sender: string): Promise<boolean> {
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
      await transport({ recipient: mail.recipient, subject: mail.subject, body: mail.body }, null, sender);
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

export interface AuthMailRelayOptions {
  adminPool: Pool;
  smtpUrl: string;
  /** The From header (MB_MAIL_FROM). */
  from?: string;
  pollMs?: number;
  log(entry: Record<string, unknown>): void;
}

/** `drain()` relays every auth mail waiting now. */
export type AuthMailRelay = OutboxLoop;

export function startAuthMailRelay(options: AuthMailRelayOptions): AuthMailRelay {
  const startedAt = new Date();
  const sender = options.from ?? DEFAULT_MAIL_FROM;
  const transport = smtpTransport(options.smtpUrl);
  // A failure to load nodemailer is reported by the first pass, not as an unhandled rejection.
  transport.catch(() => undefined);
  const loop = startOutboxLoop({
    handleOne: async () => relayOneAuthMail(options.adminPool, await transport, startedAt, sender),
    pollMs: options.pollMs ?? 1000,
    pausedMessage: 'auth mail relay paused',
    log: options.log,
  });
  options.log({ level: 'info', msg: 'auth mail relay started', transport: 'smtp' });
  return loop;
}

// A phone number in PUT /user (supabase.auth.updateUser({ phone })), as GoTrue handles it with no
// SMS provider configured: its validations first (E.164, channel, AAL2 when MFA is on, a number no
// other user has), the rest of the update committed, and then the failure to send the code, which
// is 500 "Unable to get SMS provider".
import type { PoolClient } from 'pg';
import { authError } from './errors.ts';
import type { UserRow } from './users.ts';

/** GoTrue's E.164 check, on the number without its leading `+` and spaces. */
const E164 = /^[1-9][0-9]{1,14}$/;

/** The number as GoTrue stores it, or a 400 for one that is not E.164. */
export function validatedPhone(phone: string): string {
  const formatted = phone.replace(/^\+/, '').replaceAll(' ', '');
  if (!E164.test(formatted)) throw authError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  return formatted;
}

/** Without a provider, only GoTrue's default channel is valid (WhatsApp needs Twilio). */
export function checkChannel(channel: string | undefined): void {
  if (channel !== undefined && channel !== '' && channel !== 'sms') {
    throw authError(400, 'validation_failed', "Invalid channel, supported values are 'sms' or 'whatsapp'");
  }
}

/**
 * The checks GoTrue makes before anything is written: a user with a verified factor changes the
 * number only from an aal2 session, and no other user may already have it.
 */
export async function checkPhoneChange(client: PoolClient, user: UserRow, phone: string, sessionId: string | undefined): Promise<void> {
  if (phone === (user.phone ?? '')) return;
  const { rows: factors } = await client.query<{ verified: boolean }>("select exists (select 1 from auth.mfa_factors where user_id = $1 and status = 'verified') as verified", [user.id]);
  if (factors[0]?.verified === true) {
    const { rows } = sessionId === undefined ? { rows: [] } : await client.query<{ aal: string | null }>('select aal::text as aal from auth.sessions where id = $1', [sessionId]);
    if (rows[0]?.aal !== 'aal2') throw authError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
  }
  const { rows: taken } = await client.query<{ id: string }>(
    'select id from auth.users where phone = $1 and aud = $2 and not is_sso_user and id <> $3 limit 1',
    [phone, user.aud ?? 'authenticated', user.id],
  );
  if (taken.length > 0) throw authError(422, 'phone_exists', 'A user with this phone number has already been registered');
}

/** Whether the update asks for a number other than the user's own (GoTrue then sends a code). */
export function needsPhoneCode(user: UserRow, phone: string | undefined): boolean {
  return phone !== undefined && phone !== (user.phone ?? '');
}

/** What GoTrue answers when it would send the code: there is no SMS provider to send it with. */
export function noSmsProvider(): Error {
  return authError(500, 'unexpected_failure', 'Unable to get SMS provider');
}

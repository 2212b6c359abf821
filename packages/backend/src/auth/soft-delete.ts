// DELETE /admin/users/<id> with `should_soft_delete` (supabase.auth.admin.deleteUser(id, true)), as
// GoTrue's SoftDeleteUser and SoftDeleteUserIdentities do it: the row stays, with deleted_at set,
// its e-mail addresses and phone numbers replaced by hashes of the user id and the value (so they
// are free for a new account and the user cannot sign in with them), no password, no tokens, empty
// metadata; each identity loses its data and gets a hashed provider id; factors, sessions and
// refresh tokens are deleted.
import type { PoolClient } from 'pg';

/** GoTrue's obfuscateValue: base64url (no padding) of sha256(user id || value), in SQL. */
function obfuscated(value: string): string {
  return `rtrim(translate(encode(sha256(convert_to(u.id::text || coalesce(${value}, ''), 'UTF8')), 'base64'), '+/', '-_'), '=')`;
}

const SOFT_DELETE_USER_SQL = `
  update auth.users as u set
    email = ${obfuscated('u.email')},
    phone = left(${obfuscated('u.phone')}, 15),
    email_change = ${obfuscated('u.email_change')},
    phone_change = left(${obfuscated('u.phone_change')}, 15),
    encrypted_password = null,
    confirmation_token = '',
    recovery_token = '',
    email_change_token_current = '',
    email_change_token_new = '',
    phone_change_token = '',
    raw_user_meta_data = '{}'::jsonb,
    raw_app_meta_data = '{}'::jsonb,
    deleted_at = now(),
    updated_at = now()
  where u.id = $1 and u.deleted_at is null`;

const SOFT_DELETE_IDENTITIES_SQL = `
  update auth.identities as i set
    identity_data = '{}'::jsonb,
    provider_id = rtrim(translate(encode(sha256(convert_to(i.user_id::text || i.provider || ':' || i.provider_id, 'UTF8')), 'base64'), '+/', '-_'), '='),
    updated_at = now()
  where i.user_id = $1`;

/** Soft-deletes the user; a user already soft-deleted is left as it is (GoTrue answers `{}` all the same). */
export async function softDeleteUser(client: PoolClient, userId: string): Promise<void> {
  const { rowCount } = await client.query(SOFT_DELETE_USER_SQL, [userId]);
  if (rowCount === 0) return;
  await client.query(SOFT_DELETE_IDENTITIES_SQL, [userId]);
  await client.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
  await client.query('delete from auth.mfa_factors where user_id = $1', [userId]);
  await client.query('delete from auth.refresh_tokens where user_id = $1::text', [userId]);
  await client.query('delete from auth.sessions where user_id = $1', [userId]);
}

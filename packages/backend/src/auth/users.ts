// auth.users as GoTrue keeps it, and the user object GoTrue returns for it.
import type { PoolClient } from 'pg';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
  deleted_at: Date | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

/** auth.mfa_factors as far as the user object shows it (never the secret). */
export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
}

const iso = (value: Date | null): string | undefined => (value ? value.toISOString() : undefined);

/** A factor as GoTrue lists it in the user's `factors`. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    last_challenged_at: iso(factor.last_challenged_at),
  };
}

/** The JSON user GoTrue returns (and supabase-js types as `User`); `factors` only when there are some, as GoTrue omits it. */
export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[] = []): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    // GoTrue omits deleted_at while it is null: only a soft-deleted user's JSON carries it.
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Deliberately loose, like GoTrue's check: something@something.tld without spaces. */
export function isValidEmail(email: string): boolean {
  // Control characters (NUL above all) would only fail later, inside Postgres.
  const hasControl = [...email].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  return email.length <= 255 && !hasControl && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export async function findUserByEmail(client: PoolClient, email: string, forUpdate = false): Promise<UserRow | undefined> {
  const { rows } = await client.query<UserRow>(
    `select * from auth.users where lower(email) = $1 and deleted_at is null and not is_sso_user limit 1${forUpdate ? ' for update' : ''}`,
    [normaliseEmail(email)],
  );
  return rows[0];
}

export async function findUserById(client: PoolClient, id: string, forUpdate = false): Promise<UserRow | undefined> {
  const { rows } = await client.query<UserRow>(`select * from auth.users where id = $1 and deleted_at is null${forUpdate ? ' for update' : ''}`, [id]);
  return rows[0];
}

/** The user as the admin API finds it: soft-deleted users too, as GoTrue's FindUserByID does. */
export async function findAnyUserById(client: PoolClient, id: string, forUpdate = false): Promise<UserRow | undefined> {
  const { rows } = await client.query<UserRow>(`select * from auth.users where id = $1${forUpdate ? ' for update' : ''}`, [id]);
  return rows[0];
}

export async function identitiesOf(client: PoolClient, userId: string): Promise<IdentityRow[]> {
  const { rows } = await client.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId]);
  return rows;
}

export async function factorsOf(client: PoolClient, userId: string): Promise<FactorRow[]> {
  const { rows } = await client.query<FactorRow>(
    `select id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at
       from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

/** The user object with its identities and factors, as every GoTrue answer carries it. */
export async function userBody(client: PoolClient, user: UserRow): Promise<Record<string, unknown>> {
  return userJson(user, await identitiesOf(client, user.id), await factorsOf(client, user.id));
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
}

/** Inserts the user and its e-mail identity, as GoTrue does; triggers on auth.users fire here. */
export async function insertUser(client: PoolClient, user: NewUser): Promise<UserRow> {
  const { rows } = await client.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
                             created_at, updated_at, is_super_admin, is_anonymous, confirmation_token, recovery_token, email_change_token_new, email_change)
     select '00000000-0000-0000-0000-000000000000', new_id, 'authenticated', 'authenticated', $1::text, $2::text, case when $3::boolean then now() end,
            '{"provider":"email","providers":["email"]}'::jsonb,
            $4::jsonb || jsonb_build_object('sub', new_id::text, 'email', $1::text, 'email_verified', $3::boolean, 'phone_verified', false),
            now(), now(), false, false, '', '', '', ''
       from (select gen_random_uuid() as new_id) as generated
     returning *`,
    [user.email, user.passwordHash, user.confirmed, JSON.stringify(user.userMetadata)],
  );
  const created = rows[0];
  if (!created) throw new Error('insert into auth.users returned no row');
  await client.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean, 'phone_verified', false), 'email', now(), now(), now())`,
    [created.id, user.email, user.confirmed],
  );
  return created;
}

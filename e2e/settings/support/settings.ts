// Data for the settings e2e tests, set up through the API as the product does it: invitations by
// send_invitation (mail in the development outbox), acceptance by accept_invitation as the invitee.
import { apiKeysFor } from '../../../packages/backend/src/auth/jwt.ts';
import { LOCAL_JWT_SECRET } from '../../../packages/backend/src/config.ts';
import { createAccount, type TestAccount } from '../../support/accounts.ts';
import { API_URL, SHELL_URL } from '../../support/env.ts';

export interface OutboxMail {
  kind: string;
  subject: string;
  body: string;
  link: string | null;
}

/** The newest mail of the development outbox for `email` (served to loopback with the service key). */
export async function latestMail(email: string): Promise<OutboxMail | null> {
  const key = apiKeysFor(LOCAL_JWT_SECRET).serviceRoleKey;
  const response = await fetch(`${API_URL}/auth/v1/dev/outbox?email=${encodeURIComponent(email)}&limit=1`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  if (!response.ok) throw new Error(`outbox: ${response.status} ${await response.text()}`);
  const body: unknown = await response.json();
  const list = Array.isArray(body) ? body : typeof body === 'object' && body !== null && Array.isArray(Reflect.get(body, 'messages')) ? Reflect.get(body, 'messages') : [];
  const first: unknown = list[0];
  if (typeof first !== 'object' || first === null) return null;
  const text = (name: string) => {
    const value: unknown = Reflect.get(first, name);
    return typeof value === 'string' ? value : null;
  };
  return { kind: text('kind') ?? '', subject: text('subject') ?? '', body: text('body') ?? '', link: text('link') };
}

/** Adds a new account to the owner's organization with `role` the product's way: invite, then accept. */
export async function addMember(owner: TestAccount, label: string, role: 'admin' | 'member' | 'viewer'): Promise<TestAccount> {
  const member = await createAccount(label, null);
  const { data, error } = await owner.client.rpc('send_invitation', {
    p_organization_id: owner.organizationId,
    p_email: member.email,
    p_role: role,
    p_site_url: SHELL_URL,
  });
  if (error) throw error;
  const link = typeof data === 'object' && data !== null ? Reflect.get(data, 'link') : null;
  const token = typeof link === 'string' ? new URL(link).searchParams.get('invitation') : null;
  const accepted = await member.client.rpc('accept_invitation', { p_token: token });
  if (accepted.error) throw accepted.error;
  return { ...member, organizationId: owner.organizationId, organizationName: owner.organizationName };
}

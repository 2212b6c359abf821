// Who is calling, and may they manage the organization's billing: the caller comes from their
// token (never from the body), their role from organization_members read as them, so Row Level
// Security decides. Owners and admins may; members, viewers and outsiders may not.
import type { SupabaseClient } from '@supabase/supabase-js';
import { callerClient } from './supabase-clients.ts';

export interface BillingCaller {
  userId: string;
  email: string | null;
  client: SupabaseClient;
}

export type CallerCheck = { ok: true; caller: BillingCaller } | { ok: false; status: 401 | 403; error: string };

export const SIGN_IN_REQUIRED = 'Authentication error. Please sign in or create an account.';
export const NOT_A_MEMBER = 'You are not a member of this organization.';
export const OWNER_OR_ADMIN_REQUIRED = "Only an owner or admin of this organization can change its subscription.";

export async function identifyCaller(req: Request): Promise<CallerCheck> {
  const authorization = req.headers.get('authorization') ?? '';
  if (!/^bearer\s+\S+/i.test(authorization)) return { ok: false, status: 401, error: SIGN_IN_REQUIRED };
  const client = callerClient(authorization);
  const token = authorization.replace(/^bearer\s+/i, '');
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) return { ok: false, status: 401, error: SIGN_IN_REQUIRED };
  return { ok: true, caller: { userId: data.user.id, email: data.user.email ?? null, client } };
}

/** Null when the caller is an owner or admin of the organization, else the refusal. */
export async function requireOrgAdmin(caller: BillingCaller, orgId: string): Promise<{ status: 403; error: string } | null> {
  const { data, error } = await caller.client
    .from('organization_members')
    .select('role')
    .eq('organization_id', orgId)
    .eq('user_id', caller.userId)
    .maybeSingle();
  if (error) throw new Error(`Could not read the membership: ${error.message}`);
  const role = (data as { role?: unknown } | null)?.role;
  if (typeof role !== 'string') return { status: 403, error: NOT_A_MEMBER };
  if (role !== 'owner' && role !== 'admin') return { status: 403, error: OWNER_OR_ADMIN_REQUIRED };
  return null;
}

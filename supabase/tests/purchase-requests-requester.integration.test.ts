// Who asked for a purchase is the database's word, and the one who asked does not approve it
// unless the organization allows it: requested_by and requester_name are the signed-in caller's
// whatever the client sends, no update changes them, and decide_purchase_request refuses the
// requester's own approval until Settings > Expenses turns purchase_request_self_approval on.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

let f: TransactionsFixture;
let admin: SupabaseClient;
let adminId: string;
let ownerId: string;

const SELF = 'You asked for this purchase, so someone else must approve it (Settings > Expenses can allow requesters to approve their own requests)';

async function signUpAdmin(): Promise<{ client: SupabaseClient; id: string }> {
  const client = createTestClient(f.backend.url, f.backend.anonKey);
  const { data, error } = await client.auth.signUp({
    email: `pr-admin-${randomUUID().slice(0, 8)}@example.org`,
    password: 'purchase request password 1',
    options: { data: { full_name: 'Ada Admin' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  await f.backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'admin')`, [f.orgId, data.user.id]);
  return { client, id: data.user.id };
}

async function submitted(client: SupabaseClient, extra: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await client.from('purchase_requests').insert({ organization_id: f.orgId, title: 'Pallet jack', ...extra }).select('id').single();
  if (error) throw new Error(error.message);
  const id = (data as { id: string }).id;
  const items = await client.from('purchase_request_items').insert({ organization_id: f.orgId, purchase_request_id: id, description: 'Pallet jack', quantity: 1, estimated_unit_cost: '300.00' });
  if (items.error) throw new Error(items.error.message);
  const sent = await client.from('purchase_requests').update({ status: 'submitted' }).eq('id', id);
  if (sent.error) throw new Error(sent.error.message);
  return id;
}

async function statusOf(id: string): Promise<string | undefined> {
  return (await f.backend.admin.query<{ status: string }>('select status from public.purchase_requests where id = $1', [id]))[0]?.status;
}

async function allowSelfApproval(client: SupabaseClient, on: boolean) {
  return client.from('organization_settings').update({ purchase_request_self_approval: on }).eq('organization_id', f.orgId).select('purchase_request_self_approval');
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  ownerId = (await f.owner.auth.getUser()).data.user?.id ?? '';
  ({ client: admin, id: adminId } = await signUpAdmin());
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('who asked for a purchase', () => {
  it('a request sent with someone else as requester records the signed-in caller and their name', async () => {
    const { data, error } = await admin.from('purchase_requests')
      .insert({ organization_id: f.orgId, title: 'Shelving', requested_by: ownerId, requester_name: 'Olga Owner' })
      .select('requested_by, requester_name').single();
    expect(error).toBeNull();
    expect(data).toEqual({ requested_by: adminId, requester_name: 'Ada Admin' });
  });

  it('an update cannot change who asked', async () => {
    const { data } = await admin.from('purchase_requests').insert({ organization_id: f.orgId, title: 'Crates' }).select('id').single();
    const id = (data as { id: string }).id;
    const { error } = await admin.from('purchase_requests').update({ requested_by: ownerId, requester_name: 'Olga Owner', title: 'Crates (10)' }).eq('id', id);
    expect(error).toBeNull();
    const row = (await f.backend.admin.query<{ requested_by: string; requester_name: string; title: string }>('select requested_by, requester_name, title from public.purchase_requests where id = $1', [id]))[0];
    expect(row).toEqual({ requested_by: adminId, requester_name: 'Ada Admin', title: 'Crates (10)' });
  });

  it('the request list names the requester', async () => {
    const id = await submitted(admin, { title: 'Hand trucks' });
    const { data, error } = await f.owner.rpc('list_purchase_requests', { p_organization_id: f.orgId, p_search: 'Hand trucks' });
    expect(error).toBeNull();
    expect((data as { rows: Array<{ id: string; requested_by: string; requester_name: string }> }).rows).toEqual([
      expect.objectContaining({ id, requested_by: adminId, requester_name: 'Ada Admin' }),
    ]);
  });
});

describe('approving one\'s own request', () => {
  it('the requester cannot approve their own request by default, in a plain sentence; someone else can', async () => {
    const id = await submitted(admin);
    const own = await admin.rpc('decide_purchase_request', { p_request_id: id, p_approve: true });
    expect(own.error?.message).toBe(SELF);
    expect(await statusOf(id)).toBe('submitted');
    expect((await f.owner.rpc('decide_purchase_request', { p_request_id: id, p_approve: true })).error).toBeNull();
    expect(await statusOf(id)).toBe('approved');
  });

  it('the requester may still reject their own request', async () => {
    const id = await submitted(admin);
    expect((await admin.rpc('decide_purchase_request', { p_request_id: id, p_approve: false, p_reason: 'Found one in storage' })).error).toBeNull();
    expect(await statusOf(id)).toBe('rejected');
  });

  it('with "Requesters may approve their own purchase requests" on, the requester approves it', async () => {
    const turnedOn = await allowSelfApproval(f.owner, true);
    expect(turnedOn.error).toBeNull();
    try {
      const id = await submitted(admin);
      expect((await admin.rpc('decide_purchase_request', { p_request_id: id, p_approve: true })).error).toBeNull();
      expect(await statusOf(id)).toBe('approved');
    } finally {
      await allowSelfApproval(f.owner, false);
    }
  });

  it('only owners and admins change the setting: a viewer\'s update changes nothing', async () => {
    const { data } = await allowSelfApproval(f.viewer, true);
    expect(data).toEqual([]);
    const row = (await f.backend.admin.query<{ on: boolean }>('select purchase_request_self_approval as on from public.organization_settings where organization_id = $1', [f.orgId]))[0];
    expect(row?.on).toBe(false);
  });
});

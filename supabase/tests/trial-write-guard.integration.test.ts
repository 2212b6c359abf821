// The trial write guard through supabase-js as the app uses it: after the
// trial ends, writes to the organization's data are refused with the message the app matches and
// nothing is written; reads, the data bundle and notifications keep working; while trialing and
// once active, writes go through; the service role is never refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { TRIAL_ENDED_WRITE_REFUSED } from '@missionbase/domain/billing-messages';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';

let backend: TestBackend;
let owner: SupabaseClient;
let orgId: string;

async function setSubscription(sql: string): Promise<void> {
  await backend.admin.query(`update public.subscriptions set ${sql} where organization_id = $1`, [orgId]);
}

async function projectCount(): Promise<number> {
  const rows = await backend.admin.query<{ n: string }>('select count(*) as n from public.projects where organization_id = $1', [orgId]);
  return Number(rows[0]?.n);
}

beforeAll(async () => {
  backend = await startTestBackend();
  owner = createTestClient(backend.url, backend.anonKey);
  const { data, error } = await owner.auth.signUp({
    email: `trial-${randomUUID()}@example.org`,
    password: 'correct horse battery staple',
    options: { data: { organization_name: 'Trial Guard Org', full_name: 'Tia Trial' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  const rows = await backend.admin.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [data.user.id]);
  orgId = rows[0]?.organization_id ?? '';
});

afterAll(async () => {
  await backend?.stop();
});

describe('trial write guard', () => {
  it('lets a trialing organization write', async () => {
    const { error } = await owner.from('projects').insert({ organization_id: orgId, name: 'During the trial' });
    expect(error).toBeNull();
    expect(await projectCount()).toBe(1);
  });

  it('refuses inserts, updates and deletes after the trial ended, with the message, and writes nothing', async () => {
    await setSubscription(`status = 'trialing', trial_ends_at = now() - interval '1 minute'`);
    const insert = await owner.from('projects').insert([{ organization_id: orgId, name: 'After the trial' }, { organization_id: orgId, name: 'Another' }]);
    expect(insert.error?.message).toBe(TRIAL_ENDED_WRITE_REFUSED);
    expect(insert.error?.message).toBe('Your trial has ended. Choose a plan to keep making changes; your data is safe and still readable.');
    expect(await projectCount()).toBe(1);

    const update = await owner.from('projects').update({ name: 'Renamed' }).eq('organization_id', orgId);
    expect(update.error?.message).toBe(TRIAL_ENDED_WRITE_REFUSED);
    const remove = await owner.from('projects').delete().eq('organization_id', orgId);
    expect(remove.error?.message).toBe(TRIAL_ENDED_WRITE_REFUSED);
    const names = await backend.admin.query<{ name: string }>('select name from public.projects where organization_id = $1', [orgId]);
    expect(names).toEqual([{ name: 'During the trial' }]);

    const transaction = await owner.from('transactions').insert({ organization_id: orgId, type: 'Expense', amount: 5, description: 'Paper' });
    expect(transaction.error?.message).toBe(TRIAL_ENDED_WRITE_REFUSED);
  });

  it('keeps reads, the data bundle and notifications working after the trial ended', async () => {
    const read = await owner.from('projects').select('name').eq('organization_id', orgId);
    expect(read.data).toEqual([{ name: 'During the trial' }]);
    const bundle = await owner.rpc('get_organization_data', { p_organization_id: orgId });
    expect(bundle.error).toBeNull();
    const marked = await owner.from('notifications').update({ is_read: true }).eq('organization_id', orgId).select('id');
    expect(marked.error).toBeNull();
    expect(marked.data?.length).toBeGreaterThan(0);
  });

  it('never refuses the service role (the webhook, seeds)', async () => {
    const service = createTestClient(backend.url, backend.serviceRoleKey);
    const { error } = await service.from('projects').insert({ organization_id: orgId, name: 'Imported by support' });
    expect(error).toBeNull();
    expect(await projectCount()).toBe(2);
  });

  it('refuses writes after a canceled subscription\'s period and for an incomplete one', async () => {
    await setSubscription(`status = 'canceled', current_period_end = now() - interval '1 day', canceled_at = now() - interval '40 days'`);
    expect((await owner.from('projects').insert({ organization_id: orgId, name: 'x' })).error?.message).toBe(TRIAL_ENDED_WRITE_REFUSED);
    await setSubscription(`status = 'canceled', current_period_end = now() + interval '1 day'`);
    expect((await owner.from('projects').insert({ organization_id: orgId, name: 'Paid until tomorrow' })).error).toBeNull();
    await setSubscription(`status = 'incomplete'`);
    expect((await owner.from('projects').insert({ organization_id: orgId, name: 'y' })).error?.message).toBe(TRIAL_ENDED_WRITE_REFUSED);
  });

  it('lifts at once when the subscription becomes active', async () => {
    await setSubscription(`status = 'trialing', trial_ends_at = now() - interval '1 day'`);
    expect((await owner.from('projects').insert({ organization_id: orgId, name: 'z' })).error?.message).toBe(TRIAL_ENDED_WRITE_REFUSED);
    await setSubscription(`status = 'active', current_period_end = now() + interval '30 days'`);
    const { error } = await owner.from('projects').insert({ organization_id: orgId, name: 'After subscribing' });
    expect(error).toBeNull();
  });
});

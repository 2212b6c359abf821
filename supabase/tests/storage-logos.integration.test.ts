// Organization logos in storage: owners and admins upload under their organization's folder,
// nobody else can, and anyone can read them by public URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

let backend: TestBackend;
let db: TestDatabase;
let orgId: string;
let owner: SupabaseClient;
let member: SupabaseClient;

async function signUp(metadata: Record<string, unknown>): Promise<{ client: SupabaseClient; id: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const { data, error } = await client.auth.signUp({ email: `logo-${randomUUID().slice(0, 8)}@example.org`, password: 'a long enough password', options: { data: metadata } });
  if (error || !data.user) throw new Error(error?.message ?? 'no user');
  return { client, id: data.user.id };
}

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
  const o = await signUp({ organization_name: 'Logo Org' });
  owner = o.client;
  orgId = (await db.one<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [o.id])).organization_id;
  const m = await signUp({});
  await db.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`, [orgId, m.id]);
  member = m.client;
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

const png = new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' });

describe('logos bucket', () => {
  it('lets the owner upload under the organization folder, and anyone read it', async () => {
    const { error } = await owner.storage.from('logos').upload(`${orgId}/logo.png`, png, { upsert: true });
    expect(error).toBeNull();
    const url = owner.storage.from('logos').getPublicUrl(`${orgId}/logo.png`).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
  });

  it('refuses a plain member and another organization folder', async () => {
    const asMember = await member.storage.from('logos').upload(`${orgId}/other.png`, png);
    expect(asMember.error).not.toBeNull();
    const elsewhere = await owner.storage.from('logos').upload(`${randomUUID()}/logo.png`, png);
    expect(elsewhere.error).not.toBeNull();
  });
});

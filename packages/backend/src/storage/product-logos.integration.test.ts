// The product's logo storage on the real schema and auth: the `logos` bucket (baseline migration) and
// its policies (supabase/schemas/storage/), exercised through supabase-js by users who signed up. An organization's
// owners and admins write its logo; members, other organizations and anon cannot; anyone reads it.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';
import { createTestClient } from '../../test/supabase-client.ts';

let backend: TestBackend;

interface User {
  client: SupabaseClient;
  id: string;
  organizationId: string | undefined;
}

async function signUp(organizationName?: string): Promise<User> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `${randomUUID()}@example.org`;
  const data = organizationName ? { full_name: 'Test User', organization_name: organizationName, plan: 'starter' } : { full_name: 'Test User' };
  const { data: signedUp, error } = await client.auth.signUp({ email, password: 'a-long-password', options: { data } });
  expect(error).toBeNull();
  const id = signedUp.user?.id ?? '';
  const { data: membership } = await client.from('organization_members').select('organization_id').eq('user_id', id).maybeSingle();
  return { client, id, organizationId: (membership as { organization_id?: string } | null)?.organization_id };
}

function logoFiles(): string[] {
  const root = path.join(backend.config.storageDir, 'logos');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const png = (text: string) => new Blob([text], { type: 'image/png' });

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

describe('organization logos (the product bucket)', () => {
  it("lets only the organization's owners and admins write its logo, and anyone read it", async () => {
    const owner = await signUp('Open Harbor');
    const organizationId = owner.organizationId ?? '';
    expect(organizationId).not.toBe('');
    const admin = await signUp();
    const member = await signUp();
    const outsider = await signUp('Elsewhere');
    await backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'admin'), ($1, $3, 'member')`, [
      organizationId,
      admin.id,
      member.id,
    ]);
    const logo = `${organizationId}/logo.png`;

    expect((await owner.client.storage.from('logos').upload(logo, png('by owner'))).error).toBeNull();
    expect((await admin.client.storage.from('logos').upload(logo, png('by admin'), { upsert: true })).error).toBeNull();

    const filesBefore = logoFiles();
    for (const [who, user] of [['member', member], ['outsider', outsider]] as const) {
      const replaced = await user.client.storage.from('logos').upload(logo, png(`by ${who}`), { upsert: true });
      expect(replaced.error, who).not.toBeNull();
      const added = await user.client.storage.from('logos').upload(`${organizationId}/${who}.png`, png(`by ${who}`));
      expect(added.error, who).toMatchObject({ status: 403 });
      expect((await user.client.storage.from('logos').remove([logo])).data, who).toEqual([]);
    }
    const anon = createTestClient(backend.url, backend.anonKey);
    expect((await anon.storage.from('logos').upload(`${organizationId}/anon.png`, png('by anon'))).error).toMatchObject({ status: 403 });
    expect(logoFiles()).toEqual(filesBefore);

    // The outsider manages a logo of their own organization, not of this one.
    expect((await outsider.client.storage.from('logos').upload(`${outsider.organizationId ?? ''}/logo.png`, png('elsewhere'))).error).toBeNull();

    const response = await fetch(anon.storage.from('logos').getPublicUrl(logo).data.publicUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('by admin');
    expect(await (await member.client.storage.from('logos').download(logo)).data?.text()).toBe('by admin');

    expect((await owner.client.storage.from('logos').remove([logo])).data).toHaveLength(1);
    expect(logoFiles().some((file) => file.startsWith(`${organizationId}/`))).toBe(false);
  });
});

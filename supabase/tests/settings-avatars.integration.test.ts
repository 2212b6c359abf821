// People's avatars in storage: each person writes only under their own folder,
// and anyone reads them by public URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';

let backend: TestBackend;

async function signUp(): Promise<{ client: SupabaseClient; id: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const { data, error } = await client.auth.signUp({ email: `avatar-${randomUUID().slice(0, 8)}@example.org`, password: 'a long enough password', options: { data: { organization_name: 'Avatar Org' } } });
  if (error || !data.user) throw new Error(error?.message ?? 'no user');
  return { client, id: data.user.id };
}

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

const png = new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' });

describe('avatars bucket', () => {
  it('a person uploads under their own folder and anyone reads it', async () => {
    const me = await signUp();
    const { error } = await me.client.storage.from('avatars').upload(`${me.id}/avatar.png`, png);
    expect(error).toBeNull();
    const response = await fetch(me.client.storage.from('avatars').getPublicUrl(`${me.id}/avatar.png`).data.publicUrl);
    expect(response.status).toBe(200);
  });

  it('nobody writes into another person\'s folder, nor uploads a non-image', async () => {
    const me = await signUp();
    const other = await signUp();
    const elsewhere = await me.client.storage.from('avatars').upload(`${other.id}/avatar.png`, png);
    expect(elsewhere.error).not.toBeNull();
    const text = await me.client.storage.from('avatars').upload(`${me.id}/notes.txt`, new Blob(['hi'], { type: 'text/plain' }));
    expect(text.error).not.toBeNull();
  });
});

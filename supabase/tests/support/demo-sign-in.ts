// The demo organization as its own user sees it: a client signed in with the demo login and the
// organization's id, for suites that read the seeded demo through the Data API.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { DEMO_EMAIL, DEMO_ORGANIZATION, DEMO_PASSWORD } from '../../seed/demo.ts';

export async function signInToDemo(backend: TestBackend): Promise<{ client: SupabaseClient; organizationId: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const signIn = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (signIn.error) throw signIn.error;
  const { data, error } = await client.from('organizations').select('id').eq('name', DEMO_ORGANIZATION);
  if (error) throw error;
  return { client, organizationId: (data?.[0] as { id: string } | undefined)?.id ?? '' };
}

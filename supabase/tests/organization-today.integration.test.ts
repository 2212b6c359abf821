// "Today" in the database is the organization's date, whatever the server's clock zone: with the
// organization on a zone whose calendar date differs from the server's at this moment, the
// dashboard, the Statement of Financial Position and the inventory valuation all default to the
// organization's date, and no function of the schema reads the server's date (current_date).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

let backend: TestBackend;
let db: TestDatabase;
let client: SupabaseClient;
let org: string;
let orgToday: string;
let serverToday: string;

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
  client = createTestClient(backend.url, backend.anonKey);
  const email = `today-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const up = await client.auth.signUp({ email, password, options: { data: { organization_name: 'Faraway Pantry' } } });
  if (up.error || !up.data.user) throw new Error(`sign-up failed: ${up.error?.message}`);
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  const rows = await db.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [up.data.user.id]);
  org = rows[0]!.organization_id;
  // UTC+14 is a day ahead of the server from 10:00 UTC on, UTC-11 a day behind until 11:00 UTC:
  // at every moment one of them is on another date than the server.
  const [choice] = await db.query<{ zone: string }>(
    `select zone from unnest(array['Pacific/Kiritimati', 'Pacific/Pago_Pago']) as zone
     where (now() at time zone zone)::date <> current_date limit 1`);
  const zone = choice?.zone ?? 'Pacific/Kiritimati';
  await db.query('update public.organization_settings set time_zone = $2 where organization_id = $1', [org, zone]);
  const [dates] = await db.query<{ org_today: string; server_today: string }>(
    `select (now() at time zone $1)::date::text as org_today, current_date::text as server_today`, [zone]);
  orgToday = dates!.org_today;
  serverToday = dates!.server_today;
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe("the organization's today", () => {
  it('is another date than the server clock at this moment (the precondition of the checks below)', () => {
    expect(orgToday).not.toBe(serverToday);
  });

  it("the dashboard, the Statement of Financial Position and the inventory valuation all default to the organization's date", async () => {
    const summary = await client.rpc('get_dashboard_summary', { p_organization_id: org });
    expect(summary.error).toBeNull();
    expect((summary.data as { as_of: string }).as_of).toBe(orgToday);
    const position = await client.rpc('report_statement_of_financial_position', { p_organization_id: org });
    expect(position.error).toBeNull();
    expect((position.data as { as_of: string }).as_of).toBe(orgToday);
    const inventory = await client.rpc('inventory_valuation', { p_organization_id: org });
    expect(inventory.error).toBeNull();
    expect((inventory.data as { as_of: string }).as_of).toBe(orgToday);
  });

  it('no function of the schema reads the server date; there is one helper for today', async () => {
    const readers = await db.query<{ name: string }>(
      `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private', 'billing')
         and (p.prosrc ~* '\\mcurrent_date\\M' or p.prosrc ~* 'now\\(\\)::date' or pg_get_function_arguments(p.oid) ~* 'current_date')
       order by 1`);
    expect(readers.map((r) => r.name)).toEqual([]);
    const helpers = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' and p.prosrc ~* 'now\\(\\) at time zone' order by 1`);
    expect(helpers.map((r) => r.name)).toEqual(['today_for_organization']);
  });
});

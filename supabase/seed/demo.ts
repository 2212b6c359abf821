// The demo data: the demo user (demo@missionbase.org / missionbase-demo) with a community food
// bank holding two years of activity, and a second organization they also belong to.
// Deterministic: a fixed random seed, with every date counted back from the day it runs.
// Idempotent: returns null when the demo user already exists. The backend calls seedDemo inside
// one transaction after the migrations, on first start, outside production.
import type { PoolClient } from 'pg';
import bcrypt from 'bcryptjs';
import { SeededRandom, addDays, monthStart } from './random.ts';
import { loadOrganizationContext } from './organization-context.ts';
import { seedFoodBank } from './food-bank.ts';
import { seedLiteracyProject } from './literacy-project.ts';

export const DEMO_EMAIL = 'demo@missionbase.org';
export const DEMO_PASSWORD = 'missionbase-demo';
export const DEMO_ORGANIZATION = 'Harbor Community Food Bank';
export const DEMO_SECOND_ORGANIZATION = 'Northside Literacy Project';
const SEED = 20240601;

export interface DemoLogin {
  email: string;
  password: string;
}

/** Creates the user as GoTrue would (bcrypt hash, confirmed e-mail, an email identity). */
async function createDemoUser(client: PoolClient, random: SeededRandom): Promise<string> {
  const id = random.uuid();
  const hash = await bcrypt.hash(DEMO_PASSWORD, 10);
  const metadata = { organization_name: DEMO_ORGANIZATION, full_name: 'Demo User', plan: 'growth' };
  await client.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token, recovery_token,
       email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(), '', '', '', '',
       '{"provider":"email","providers":["email"]}', $4, false, now(), now())`,
    [id, DEMO_EMAIL, hash, JSON.stringify(metadata)],
  );
  const identities = await client.query<{ exists: boolean }>(`select to_regclass('auth.identities') is not null as exists`);
  if (identities.rows[0]?.exists) {
    await client.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
      [id, JSON.stringify({ sub: id, email: DEMO_EMAIL, email_verified: true })],
    );
  }
  return id;
}

export async function seedDemo(client: PoolClient): Promise<DemoLogin | null> {
  const existing = await client.query('select 1 from auth.users where email = $1', [DEMO_EMAIL]);
  if (existing.rowCount) return null;

  const random = new SeededRandom(SEED);
  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = monthStart(today, -23);

  // The sign-up trigger provisions the food bank (chart, general fund, trial, welcome).
  const userId = await createDemoUser(client, random);
  const foodBank = await client.query<{ organization_id: string }>(`select organization_id from public.organization_members where user_id = $1`, [userId]);
  const foodBankId = foodBank.rows[0]?.organization_id;
  if (!foodBankId) throw new Error('Sign-up provisioning did not create the demo organization');
  await seedFoodBank(await loadOrganizationContext(client, random, foodBankId, today, start), userId);

  const second = await client.query<{ id: string }>('select private.provision_organization($1, $2) as id', [DEMO_SECOND_ORGANIZATION, userId]);
  const secondId = second.rows[0]?.id;
  if (!secondId) throw new Error('Could not create the second demo organization');
  await seedLiteracyProject(await loadOrganizationContext(client, random, secondId, today, addDays(today, -365)));

  return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
}

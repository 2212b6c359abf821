// report_donor_analysis over a known giving history, through supabase-js:
// new, retained, recaptured, LYBUNT and SYBUNT donors, the retention rate, average and median gift,
// giving levels, giving by month, top donors, a comparison period, and an outsider refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

type Money = number | string;
interface Period {
  summary: Record<string, Money | null>;
  levels: { label: string; donors: number; total: Money }[];
  months: { month: string; gifts: number; donors: number; total: Money }[];
  top: { name: string; gifts: number; total: Money; status: string }[];
}

let backend: TestBackend;
let db: TestDatabase;
const cents = (amount: Money | null | undefined): number => Math.round(Number(amount ?? 0) * 100);

async function signUp(organizationName: string): Promise<{ client: SupabaseClient; organizationId: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `donors-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const up = await client.auth.signUp({ email, password, options: { data: { organization_name: organizationName } } });
  if (up.error || !up.data.user) throw new Error(`sign-up failed: ${up.error?.message}`);
  if (!up.data.session) {
    const signIn = await client.auth.signInWithPassword({ email, password });
    if (signIn.error) throw signIn.error;
  }
  const rows = await db.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [up.data.user.id]);
  return { client, organizationId: rows[0]?.organization_id ?? '' };
}

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('donor analysis', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let org: string;

  const analysis = async (args: Record<string, unknown>): Promise<{ current: Period; compare: Period | null }> => {
    const { data, error } = await owner.client.rpc('report_donor_analysis', { p_organization_id: org, ...args });
    if (error) throw new Error(error.message);
    return data as unknown as { current: Period; compare: Period | null };
  };

  beforeAll(async () => {
    owner = await signUp('Donor Analysis Pantry');
    org = owner.organizationId;
    // Period 2026, base 2025, earlier 2024.
    const gifts: Array<[string, string, number]> = [
      ['Ada', '2025-03-01', 100], ['Ada', '2026-02-01', 200], ['Ada', '2026-05-01', 50], // retained
      ['Ben', '2025-06-01', 300], // LYBUNT
      ['Cy', '2024-04-01', 80], // SYBUNT
      ['Dee', '2026-03-15', 1500], // new
      ['Eve', '2024-09-01', 60], ['Eve', '2026-03-20', 6000], // recaptured
    ];
    for (const [name, date, amount] of gifts) {
      const { error } = await owner.client.from('donations').insert({ organization_id: org, donor_name: name, donation_date: date, amount });
      if (error) throw new Error(error.message);
    }
  });

  it('classifies donors as new, retained, recaptured, LYBUNT and SYBUNT, with the retention rate', async () => {
    const { current } = await analysis({ p_from: '2026-01-01', p_to: '2026-12-31' });
    expect(current.summary).toMatchObject({
      donors: 3, gifts: 4, new_donors: 1, retained_donors: 1, recaptured_donors: 1, lybunt_donors: 1, sybunt_donors: 1, base_donors: 2,
    });
    expect(Number(current.summary.retention_rate)).toBe(0.5);
    expect(cents(current.summary.lybunt_amount)).toBe(30000);
  });

  it('gives the total, average and median gift', async () => {
    const { current } = await analysis({ p_from: '2026-01-01', p_to: '2026-12-31' });
    expect(cents(current.summary.total)).toBe(775000);
    expect(cents(current.summary.average_gift)).toBe(193750);
    expect(cents(current.summary.median_gift)).toBe(85000);
  });

  it('groups donors by giving level and gifts by month, and lists the top donors', async () => {
    const { current } = await analysis({ p_from: '2026-01-01', p_to: '2026-12-31', p_top: 2 });
    const level = (label: string) => current.levels.find((row) => row.label === label);
    expect(level('$5,000 – $9,999.99')).toMatchObject({ donors: 1 });
    expect(level('$1,000 – $4,999.99')).toMatchObject({ donors: 1 });
    expect(level('$100 – $499.99')).toMatchObject({ donors: 1 });
    expect(current.levels.reduce((sum, row) => sum + cents(row.total), 0)).toBe(775000);
    expect(current.months.map((row) => [row.month, row.gifts, cents(row.total)])).toEqual([['2026-02', 1, 20000], ['2026-03', 2, 750000], ['2026-05', 1, 5000]]);
    expect(current.top.map((row) => [row.name, cents(row.total), row.status])).toEqual([['Eve', 600000, 'recaptured'], ['Dee', 150000, 'new']]);
  });

  it('compares the year to date with the whole prior fiscal year', async () => {
    const { current } = await analysis({ p_from: '2026-01-01', p_to: '2026-06-30' });
    expect(current).toMatchObject({ base_from: '2025-01-01', base_to: '2025-12-31' });
    expect(current.summary).toMatchObject({ retained_donors: 1, recaptured_donors: 1, lybunt_donors: 1, base_donors: 2 });
    expect(Number(current.summary.retention_rate)).toBe(0.5);
  });

  it('computes the comparison period against its own preceding period', async () => {
    const { compare } = await analysis({ p_from: '2026-01-01', p_to: '2026-12-31', p_compare_from: '2025-01-01', p_compare_to: '2025-12-31' });
    expect(compare?.summary).toMatchObject({ donors: 2, new_donors: 2, lybunt_donors: 2, retained_donors: 0 });
    expect(cents(compare?.summary.total)).toBe(40000);
  });

  it('refuses a caller from another organization', async () => {
    const outsider = await signUp('Elsewhere');
    const { error } = await outsider.client.rpc('report_donor_analysis', { p_organization_id: org });
    expect(error?.message).toMatch(/Access denied/);
  });
});

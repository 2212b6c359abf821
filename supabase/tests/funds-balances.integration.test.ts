// The Funds screen's database side through the Data API and supabase-js: a fund's balance is the
// net assets its posted ledger lines give, a release from donor restriction moves net assets from
// the restricted fund to the general fund (and a reversal moves them back), a fund's activity is
// paged with totals from the ledger, and adding / changing funds keeps to the rules and roles.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

interface FundRow {
  id: string;
  name: string;
  restriction: string;
  purpose: string | null;
  is_active: boolean;
  is_default: boolean;
  balance: number | string;
  released: number | string;
  line_count: number;
}

interface FundDetail {
  balance: number;
  released: number;
  releases: { journal_entry_id: string; amount: number }[];
}

interface Activity {
  total: number;
  totals: { debit: number; credit: number };
  rows: { journal_entry_id: string; entry_date: string; debit: number; credit: number; account_code: string; is_release: boolean }[];
}

let backend: TestBackend;
let db: TestDatabase;

async function signUp(organizationName: string | null): Promise<{ client: SupabaseClient; userId: string; organizationId: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `funds-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const up = await client.auth.signUp({ email, password, options: { data: organizationName ? { organization_name: organizationName } : {} } });
  if (up.error || !up.data.user) throw new Error(`sign-up failed: ${up.error?.message}`);
  // Sign-up returns a session (email confirmation is off); sign in only when it does not.
  if (!up.data.session) {
    const signIn = await client.auth.signInWithPassword({ email, password });
    if (signIn.error) throw signIn.error;
  }
  const rows = await db.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [up.data.user.id]);
  return { client, userId: up.data.user.id, organizationId: rows[0]?.organization_id ?? '' };
}

function cents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/** Net assets of each fund in cents from the raw posted lines. */
async function ledgerFundBalances(organizationId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ fund_id: string; balance: string }>(
    `select l.fund_id, sum(l.credit - l.debit) as balance
     from public.journal_entry_lines l
     join public.journal_entries e on e.id = l.journal_entry_id and e.status = 'posted'
     join public.accounts a on a.id = l.account_id and a.category in ('Net Assets', 'Revenue', 'Expenses')
     where l.organization_id = $1 group by l.fund_id`,
    [organizationId],
  );
  return new Map(rows.map((row) => [row.fund_id, cents(row.balance)]));
}

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('funds', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let org: string;
  let general: string;
  let youth: string;
  let releaseEntry: string;
  const account: Record<string, string> = {};

  const fundsOf = async (client: SupabaseClient): Promise<FundRow[]> => {
    const { data, error } = await client.rpc('get_funds', { p_organization_id: org });
    if (error) throw new Error(error.message);
    return data as FundRow[];
  };

  beforeAll(async () => {
    owner = await signUp('Funds Test Pantry');
    org = owner.organizationId;
    general = await db.generalFundId(org);
    for (const code of ['1010', '4010', '4100', '6400']) account[code] = await db.accountId(org, code);
    const created = await owner.client.rpc('create_fund', { p_organization_id: org, p_name: 'Youth Meals', p_restriction: 'with_donor_restrictions', p_purpose: 'School-holiday meals for children' });
    if (created.error) throw new Error(created.error.message);
    youth = created.data as string;
    const post = async (date: string, fund: string, lines: [string, number, number][]) => {
      const { error } = await owner.client.rpc('post_journal_entry', {
        p_organization_id: org, p_entry_date: date, p_description: `Entry ${date}`,
        p_lines: lines.map(([code, debit, credit]) => ({ account_id: account[code], fund_id: fund, debit, credit })),
      });
      if (error) throw new Error(error.message);
    };
    await post('2026-02-01', youth, [['1010', 2000, 0], ['4100', 0, 2000]]);
    await post('2026-02-02', general, [['1010', 800.4, 0], ['4010', 0, 800.4]]);
    await post('2026-02-03', general, [['6400', 120, 0], ['1010', 0, 120]]);
  });

  it('lists funds with restriction, purpose and balances equal to their posted ledger lines', async () => {
    const funds = await fundsOf(owner.client);
    const expected = await ledgerFundBalances(org);
    expect(funds.map((fund) => [fund.name, fund.restriction, cents(fund.balance)])).toEqual([
      ['General Operating', 'without_donor_restrictions', expected.get(general)],
      ['Youth Meals', 'with_donor_restrictions', expected.get(youth)],
    ]);
    expect(cents(funds[0]?.balance ?? 0)).toBe(80040 - 12000);
    expect(funds.find((fund) => fund.id === youth)).toMatchObject({ purpose: 'School-holiday meals for children', is_default: false, line_count: 2 });
    expect(funds.find((fund) => fund.id === general)?.is_default).toBe(true);
  });

  it('a release moves net assets from the restricted fund to the general fund and is listed', async () => {
    const release = await owner.client.rpc('release_fund_restriction', { p_fund_id: youth, p_amount: 750.5, p_date: '2026-02-10', p_description: 'Holiday meals served' });
    expect(release.error).toBeNull();
    releaseEntry = release.data as string;
    const funds = await fundsOf(owner.client);
    const expected = await ledgerFundBalances(org);
    expect(cents(funds.find((fund) => fund.id === youth)?.balance ?? 0)).toBe(200000 - 75050);
    expect(cents(funds.find((fund) => fund.id === general)?.balance ?? 0)).toBe(80040 - 12000 + 75050);
    expect(funds.map((fund) => cents(fund.balance))).toEqual(funds.map((fund) => expected.get(fund.id) ?? 0));
    expect(cents(funds.find((fund) => fund.id === youth)?.released ?? 0)).toBe(75050);
    const detail = await owner.client.rpc('get_fund', { p_fund_id: youth });
    const fund = detail.data as FundDetail;
    expect(cents(fund.released)).toBe(75050);
    expect(fund.releases.map((row) => [row.journal_entry_id, cents(row.amount)])).toEqual([[releaseEntry, 75050]]);
    // Organization-wide, revenue and cash are unchanged by a reclassification.
    const revenue = await db.one<{ total: string }>(
      `select coalesce(sum(l.credit - l.debit), 0) as total from public.journal_entry_lines l join public.accounts a on a.id = l.account_id
       where l.journal_entry_id = $1 and a.category = 'Revenue'`, [releaseEntry]);
    expect(cents(revenue.total)).toBe(0);
  });

  it('refuses releasing more than the fund holds, or from a fund without restrictions', async () => {
    const tooMuch = await owner.client.rpc('release_fund_restriction', { p_fund_id: youth, p_amount: 5000, p_date: '2026-02-11' });
    expect(tooMuch.error?.message).toBe('Fund "Youth Meals" holds 1249.50 on 2026-02-11; you cannot release 5000');
    const unrestricted = await owner.client.rpc('release_fund_restriction', { p_fund_id: general, p_amount: 1 });
    expect(unrestricted.error?.message).toBe('Fund "General Operating" has no donor restrictions to release');
  });

  it('reversing a release gives the restricted fund its net assets back', async () => {
    const reversal = await owner.client.rpc('reverse_journal_entry', { p_entry_id: releaseEntry, p_date: '2026-02-12' });
    expect(reversal.error).toBeNull();
    const funds = await fundsOf(owner.client);
    expect(cents(funds.find((fund) => fund.id === youth)?.balance ?? 0)).toBe(200000);
    expect(cents(funds.find((fund) => fund.id === youth)?.released ?? 0)).toBe(0);
  });

  it('a fund\'s activity is its posted lines, newest first, paged, with ledger totals', async () => {
    const first = await owner.client.rpc('get_fund_activity', { p_fund_id: youth, p_limit: 3, p_offset: 0 });
    const page = first.data as Activity;
    const counted = await db.one<{ n: string; debit: string; credit: string }>(
      `select count(*) as n, sum(l.debit) as debit, sum(l.credit) as credit from public.journal_entry_lines l
       join public.journal_entries e on e.id = l.journal_entry_id and e.status = 'posted' where l.fund_id = $1`, [youth]);
    expect(page.total).toBe(Number(counted.n));
    expect([cents(page.totals.debit), cents(page.totals.credit)]).toEqual([cents(counted.debit), cents(counted.credit)]);
    expect(page.rows).toHaveLength(3);
    expect(page.rows[0]?.entry_date).toBe('2026-02-12');
    const second = (await owner.client.rpc('get_fund_activity', { p_fund_id: youth, p_limit: 3, p_offset: 3 })).data as Activity;
    expect(page.rows.length + second.rows.length).toBe(page.total);
    const dated = (await owner.client.rpc('get_fund_activity', { p_fund_id: youth, p_from: '2026-02-01', p_to: '2026-02-01' })).data as Activity;
    expect([dated.total, dated.rows.length, cents(dated.totals.debit)]).toEqual([2, 2, 200000]);
    expect(page.rows.some((row) => row.is_release)).toBe(true);
  });

  it('adds and edits funds; refuses a duplicate name, a restriction change with postings and deactivating the general fund', async () => {
    const added = await owner.client.rpc('create_fund', { p_organization_id: org, p_name: 'Capital Campaign', p_code: 'CAP', p_restriction: 'with_donor_restrictions' });
    expect(added.error).toBeNull();
    const duplicate = await owner.client.rpc('create_fund', { p_organization_id: org, p_name: 'youth meals' });
    expect(duplicate.error?.message).toBe('A fund named "youth meals" already exists');
    const edited = await owner.client.rpc('update_fund', { p_fund_id: added.data, p_name: 'Capital Campaign 2026', p_restriction: 'without_donor_restrictions', p_purpose: 'New warehouse' });
    expect(edited.error).toBeNull();
    expect((await fundsOf(owner.client)).find((fund) => fund.id === added.data)).toMatchObject({ name: 'Capital Campaign 2026', restriction: 'without_donor_restrictions', purpose: 'New warehouse' });
    const restriction = await owner.client.rpc('update_fund', { p_fund_id: youth, p_name: 'Youth Meals', p_restriction: 'without_donor_restrictions' });
    expect(restriction.error?.message).toMatch(/^Fund "Youth Meals" already has postings, so its restriction cannot change/);
    const generalOff = await owner.client.rpc('update_fund', { p_fund_id: general, p_name: 'General Operating', p_restriction: 'without_donor_restrictions', p_is_active: false });
    expect(generalOff.error?.message).toBe('Fund "General Operating" is the organization\'s general fund and cannot be deactivated');
    const withBalance = await owner.client.rpc('update_fund', { p_fund_id: youth, p_name: 'Youth Meals', p_restriction: 'with_donor_restrictions', p_is_active: false });
    expect(withBalance.error?.message).toBe('Fund "Youth Meals" still has a balance of 2000.00; release or transfer it before deactivating');
  });

  it('members and viewers cannot add funds; another organization sees nothing', async () => {
    const member = await signUp(null);
    await db.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`, [org, member.userId]);
    expect((await fundsOf(member.client)).length).toBeGreaterThan(1);
    const refused = await member.client.rpc('create_fund', { p_organization_id: org, p_name: 'Member Fund' });
    expect(refused.error?.message).toBe('Only owners and admins can add or change funds');
    const viewer = await signUp(null);
    await db.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'viewer')`, [org, viewer.userId]);
    const release = await viewer.client.rpc('release_fund_restriction', { p_fund_id: youth, p_amount: 1 });
    expect(release.error?.message).toBe('Viewers cannot change the ledger');
    const outsider = await signUp('Other Pantry');
    expect((await outsider.client.rpc('get_funds', { p_organization_id: org })).error?.message).toBe('Access denied');
    expect((await outsider.client.rpc('get_fund_activity', { p_fund_id: youth })).error?.message).toBe('Fund not found');
    expect((await outsider.client.rpc('update_fund', { p_fund_id: youth, p_name: 'X', p_restriction: 'with_donor_restrictions' })).error?.message).toBe('Fund not found');
  });
});

// The Chart of Accounts screen's database side through the Data API and supabase-js: every
// account's balance (and a placeholder parent's rolled-up total) equals the sum of its posted
// ledger lines, a draft changes nothing, and add / edit / deactivate / delete apply the chart's
// rules with refusals in plain words, for editors only and within their own organization.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

interface ChartRow {
  id: string;
  code: string;
  name: string;
  parent_id: string | null;
  category: string;
  normal_balance: string;
  is_placeholder: boolean;
  is_active: boolean;
  depth: number;
  child_count: number;
  own_balance: number | string;
  balance: number | string;
  has_postings: boolean;
}

let backend: TestBackend;
let db: TestDatabase;

async function signIn(email: string): Promise<SupabaseClient> {
  const client = createTestClient(backend.url, backend.anonKey);
  const result = await client.auth.signInWithPassword({ email, password: 'correct horse battery staple' });
  if (result.error) throw result.error;
  return client;
}

async function signUp(organizationName: string | null): Promise<{ client: SupabaseClient; userId: string; email: string; organizationId: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `coa-${randomUUID().slice(0, 8)}@example.org`;
  const up = await client.auth.signUp({ email, password: 'correct horse battery staple', options: { data: organizationName ? { organization_name: organizationName } : {} } });
  if (up.error || !up.data.user) throw new Error(`sign-up failed: ${up.error?.message}`);
  const rows = await db.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [up.data.user.id]);
  // Sign-up returns a session (email confirmation is off); sign in only when it does not.
  return { client: up.data.session ? client : await signIn(email), userId: up.data.user.id, email, organizationId: rows[0]?.organization_id ?? '' };
}

function cents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

async function chartOf(client: SupabaseClient, organizationId: string): Promise<ChartRow[]> {
  const { data, error } = await client.rpc('get_chart_of_accounts', { p_organization_id: organizationId });
  if (error) throw new Error(error.message);
  return data as ChartRow[];
}

/** Each account's own posted balance in cents, signed by its normal balance, straight from the lines. */
async function ledgerBalances(organizationId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ code: string; balance: string }>(
    `select a.code, coalesce(sum(case when a.normal_balance = 'debit' then l.debit - l.credit else l.credit - l.debit end), 0) as balance
     from public.accounts a
     left join public.journal_entry_lines l on l.account_id = a.id
       and exists (select 1 from public.journal_entries e where e.id = l.journal_entry_id and e.status = 'posted')
     where a.organization_id = $1 group by a.code`,
    [organizationId],
  );
  return new Map(rows.map((row) => [row.code, cents(row.balance)]));
}

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('chart of accounts', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let org: string;
  let general: string;
  const account: Record<string, string> = {};

  beforeAll(async () => {
    owner = await signUp('Chart Test Pantry');
    org = owner.organizationId;
    general = await db.generalFundId(org);
    for (const code of ['1010', '1500', '1590', '4010', '6100', '6300']) account[code] = await db.accountId(org, code);
    const post = async (description: string, lines: Record<string, unknown>[]) => {
      const { error } = await owner.client.rpc('post_journal_entry', { p_organization_id: org, p_entry_date: '2026-01-15', p_description: description, p_lines: lines });
      if (error) throw new Error(error.message);
    };
    await post('Gifts', [{ account_id: account['1010'], fund_id: general, debit: 1500.25 }, { account_id: account['4010'], fund_id: general, credit: 1500.25 }]);
    await post('Rent', [{ account_id: account['6100'], fund_id: general, debit: 400 }, { account_id: account['1010'], fund_id: general, credit: 400 }]);
    await post('Van', [{ account_id: account['1500'], fund_id: general, debit: 900 }, { account_id: account['1010'], fund_id: general, credit: 900 }]);
    await post('Depreciation', [{ account_id: account['6300'], fund_id: general, debit: 75.5 }, { account_id: account['1590'], fund_id: general, credit: 75.5 }]);
  });

  it('every account balance equals its posted ledger lines, and parents roll up their sub-accounts', async () => {
    const chart = await chartOf(owner.client, org);
    const expected = await ledgerBalances(org);
    for (const row of chart) {
      expect([row.code, cents(row.own_balance)]).toEqual([row.code, expected.get(row.code) ?? 0]);
    }
    const byCode = new Map(chart.map((row) => [row.code, row]));
    // Assets = cash 200.25 + equipment 900 - accumulated depreciation 75.50 (credit-normal, shown positive on its own).
    expect(cents(byCode.get('1590')?.own_balance ?? 0)).toBe(7550);
    expect(cents(byCode.get('1000')?.balance ?? 0)).toBe(20025 + 90000 - 7550);
    expect(cents(byCode.get('5000')?.balance ?? 0)).toBe(40000 + 7550);
    expect(cents(byCode.get('4000')?.balance ?? 0)).toBe(150025);
    expect(byCode.get('1000')).toMatchObject({ is_placeholder: true, depth: 0 });
    expect(byCode.get('1010')).toMatchObject({ depth: 1, has_postings: true });
    expect(byCode.get('1020')).toMatchObject({ has_postings: false });
    expect((byCode.get('1000')?.child_count ?? 0) > 5).toBe(true);
  });

  it('a draft entry changes no balance, and a date before the postings shows zero', async () => {
    const before = await chartOf(owner.client, org);
    const draft = await owner.client.rpc('save_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-01-20', p_description: 'Draft rent',
      p_lines: [{ account_id: account['6100'], fund_id: general, debit: 999 }, { account_id: account['1010'], fund_id: general, credit: 999 }],
    });
    expect(draft.error).toBeNull();
    expect(await chartOf(owner.client, org)).toEqual(before);
    const early = await owner.client.rpc('get_chart_of_accounts', { p_organization_id: org, p_as_of: '2026-01-01' });
    expect((early.data as ChartRow[]).every((row) => cents(row.balance) === 0)).toBe(true);
  });

  it('adds an account and a sub-account that takes its parent category', async () => {
    const parent = await owner.client.rpc('create_account', { p_organization_id: org, p_code: '6900', p_name: 'Occupancy Other', p_category: 'Expenses', p_parent_id: (await chartOf(owner.client, org)).find((row) => row.code === '5000')?.id, p_is_placeholder: true });
    expect(parent.error).toBeNull();
    const child = await owner.client.rpc('create_account', { p_organization_id: org, p_code: '6910', p_name: 'Storage', p_parent_id: parent.data });
    expect(child.error).toBeNull();
    const row = (await chartOf(owner.client, org)).find((item) => item.code === '6910');
    expect(row).toMatchObject({ category: 'Expenses', normal_balance: 'debit', parent_id: parent.data, depth: 2 });
  });

  it('refuses a duplicate code, a bad code and a type from another category in plain words', async () => {
    const duplicate = await owner.client.rpc('create_account', { p_organization_id: org, p_code: '6300', p_name: 'Copy', p_category: 'Expenses' });
    expect(duplicate.error?.message).toBe('Account code 6300 is already used by "6300 Supplies"');
    const bad = await owner.client.rpc('create_account', { p_organization_id: org, p_code: '63 00', p_name: 'Spaces', p_category: 'Expenses' });
    expect(bad.error?.message).toMatch(/letters, digits, dots or dashes/);
    const bank = await db.one<{ id: string }>(`select id from public.account_types where organization_id = $1 and name = 'Bank'`, [org]);
    const wrongType = await owner.client.rpc('create_account', { p_organization_id: org, p_code: '6950', p_name: 'Odd', p_category: 'Expenses', p_account_type_id: bank.id });
    expect(wrongType.error?.message).toBe('That account type belongs to Assets, not Expenses');
    const wrongParent = await owner.client.rpc('create_account', { p_organization_id: org, p_code: '6960', p_name: 'Odd', p_category: 'Assets', p_parent_id: account['6300'] });
    expect(wrongParent.error?.message).toMatch(/must be in its parent's category/);
  });

  it('edits an account, and refuses making an account with postings a placeholder', async () => {
    const renamed = await owner.client.rpc('update_account', { p_account_id: account['6100'], p_code: '6100', p_name: 'Rent & Occupancy', p_category: 'Expenses', p_parent_id: (await chartOf(owner.client, org)).find((row) => row.code === '5000')?.id, p_description: 'Warehouse and office rent' });
    expect(renamed.error).toBeNull();
    expect((await chartOf(owner.client, org)).find((row) => row.code === '6100')?.name).toBe('Rent & Occupancy');
    const placeholder = await owner.client.rpc('update_account', { p_account_id: account['6100'], p_code: '6100', p_name: 'Rent', p_category: 'Expenses', p_is_placeholder: true });
    expect(placeholder.error?.message).toBe('Account 6100 Rent & Occupancy has postings, so it cannot become a placeholder (placeholders take no postings)');
    const clash = await owner.client.rpc('update_account', { p_account_id: account['6100'], p_code: '6300', p_name: 'Rent', p_category: 'Expenses' });
    expect(clash.error?.message).toBe('Account code 6300 is already used by "6300 Supplies"');
  });

  it('deactivates an unused account; refuses a system account, a balance and a deletion with postings', async () => {
    const unused = await owner.client.rpc('create_account', { p_organization_id: org, p_code: '6970', p_name: 'Unused', p_category: 'Expenses' });
    const off = await owner.client.rpc('set_account_active', { p_account_id: unused.data, p_active: false });
    expect(off.error).toBeNull();
    expect((await chartOf(owner.client, org)).find((row) => row.code === '6970')?.is_active).toBe(false);
    const on = await owner.client.rpc('set_account_active', { p_account_id: unused.data, p_active: true });
    expect(on.error).toBeNull();

    // A default account the automatic postings do not use (Travel) may go; Cash may not.
    const travel = await owner.client.rpc('set_account_active', { p_account_id: await db.accountId(org, '6500'), p_active: false });
    expect(travel.error).toBeNull();
    const system = await owner.client.rpc('set_account_active', { p_account_id: account['1010'], p_active: false });
    expect(system.error?.message).toBe('Account 1010 Cash - Operating is used by the ledger\'s automatic postings and cannot be deactivated');
    const asset = await owner.client.rpc('create_account', { p_organization_id: org, p_code: '1650', p_name: 'Deposits', p_category: 'Assets' });
    const deposit = await owner.client.rpc('post_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-01-16', p_description: 'Deposit',
      p_lines: [{ account_id: asset.data, fund_id: general, debit: 50 }, { account_id: account['1010'], fund_id: general, credit: 50 }],
    });
    expect(deposit.error).toBeNull();
    const withBalance = await owner.client.rpc('set_account_active', { p_account_id: asset.data, p_active: false });
    expect(withBalance.error?.message).toBe('Account 1650 Deposits still has a balance of 50.00; move it to another account before deactivating');

    const deletePosted = await owner.client.rpc('delete_account', { p_account_id: asset.data });
    expect(deletePosted.error?.message).toBe('Account 1650 Deposits has postings and cannot be deleted; deactivate it instead');
    const deleted = await owner.client.rpc('delete_account', { p_account_id: unused.data });
    expect(deleted.error).toBeNull();
    expect((await chartOf(owner.client, org)).some((row) => row.code === '6970')).toBe(false);
  });

  it('a viewer reads the chart but cannot change it; another organization sees nothing', async () => {
    const viewerUser = await signUp(null);
    await db.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'viewer')`, [org, viewerUser.userId]);
    expect((await chartOf(viewerUser.client, org)).length).toBeGreaterThan(30);
    const refused = await viewerUser.client.rpc('create_account', { p_organization_id: org, p_code: '6980', p_name: 'Viewer', p_category: 'Expenses' });
    expect(refused.error?.message).toBe('Viewers cannot change the chart of accounts');
    const deactivate = await viewerUser.client.rpc('set_account_active', { p_account_id: account['6300'], p_active: false });
    expect(deactivate.error?.message).toBe('Viewers cannot change the chart of accounts');

    const outsider = await signUp('Other Pantry');
    const read = await outsider.client.rpc('get_chart_of_accounts', { p_organization_id: org });
    expect(read.error?.message).toBe('Access denied');
    const edit = await outsider.client.rpc('update_account', { p_account_id: account['6300'], p_code: '6300', p_name: 'Hacked', p_category: 'Expenses' });
    expect(edit.error?.message).toBe('Account not found');
    const remove = await outsider.client.rpc('delete_account', { p_account_id: account['6300'] });
    expect(remove.error?.message).toBe('Account not found');
  });
});

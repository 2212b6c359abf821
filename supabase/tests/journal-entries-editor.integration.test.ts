// The Journal Entries screen's database side through the Data API and supabase-js: drafts are
// saved and changed without touching any balance, posting refuses an entry whose funds do not
// each balance (and saves nothing when asked to post at once), a posted entry is reversed on a
// date, the list pages and filters in the database, an entry a document created names its
// document and cannot be edited, and viewers and other organizations are refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

interface EntryDetail {
  id: string;
  status: string;
  entry_date: string;
  source_type: string;
  document: { type: string; id: string; label: string; exists: boolean } | null;
  reversed_by: { id: string; entry_date: string } | null;
  reverses: { id: string } | null;
  can_edit: boolean;
  can_reverse: boolean;
  lines: { account_code: string; fund_name: string; debit: number; credit: number; description: string | null }[];
}

interface EntryPage {
  total: number;
  rows: { id: string; description: string; status: string; source_type: string; amount: number; line_count: number; reversed_by_entry_id: string | null }[];
}

let backend: TestBackend;
let db: TestDatabase;

async function signUp(organizationName: string | null): Promise<{ client: SupabaseClient; userId: string; organizationId: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `je-${randomUUID().slice(0, 8)}@example.org`;
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

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('journal entry editor', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let org: string;
  let general: string;
  let youth: string;
  let draftId: string;
  let postedId: string;
  const account: Record<string, string> = {};

  const totalsRows = async () => db.query('select * from private.ledger_daily_totals where organization_id = $1 order by account_id, fund_id, entry_date', [org]);
  const entry = async (client: SupabaseClient, id: string): Promise<EntryDetail> => {
    const { data, error } = await client.rpc('get_journal_entry', { p_entry_id: id });
    if (error) throw new Error(error.message);
    return data as EntryDetail;
  };
  const search = async (client: SupabaseClient, args: Record<string, unknown>): Promise<EntryPage> => {
    const { data, error } = await client.rpc('search_journal_entries', { p_organization_id: org, ...args });
    if (error) throw new Error(error.message);
    return data as EntryPage;
  };

  beforeAll(async () => {
    owner = await signUp('Journal Test Pantry');
    org = owner.organizationId;
    general = await db.generalFundId(org);
    const fund = await owner.client.rpc('create_fund', { p_organization_id: org, p_name: 'Youth Meals', p_restriction: 'with_donor_restrictions' });
    youth = fund.data as string;
    for (const code of ['1000', '1010', '1020', '4010', '6100', '6300']) account[code] = await db.accountId(org, code);
  });

  it('a saved draft (even unbalanced) changes no balance and is listed as a draft', async () => {
    const before = await totalsRows();
    const saved = await owner.client.rpc('save_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-03-01', p_description: 'Accrue March rent', p_reference: 'JE-1',
      p_lines: [
        { account_id: account['6100'], fund_id: general, debit: '500.00', description: 'Rent' },
        { account_id: account['1010'], fund_id: youth, credit: '500.00' },
        { account_id: '', fund_id: '', debit: '', credit: '' },
      ],
    });
    expect(saved.error).toBeNull();
    draftId = saved.data as string;
    expect(await totalsRows()).toEqual(before);
    const detail = await entry(owner.client, draftId);
    expect(detail).toMatchObject({ status: 'draft', source_type: 'manual', document: null, can_edit: true, can_reverse: false });
    expect(detail.lines.map((line) => [line.account_code, cents(line.debit), cents(line.credit)])).toEqual([['6100', 50000, 0], ['1010', 0, 50000]]);
    const provenance = await db.one<{ created_by: string; source_id: string | null }>('select created_by, source_id from public.journal_entries where id = $1', [draftId]);
    expect(provenance).toEqual({ created_by: owner.userId, source_id: null });
    const drafts = await search(owner.client, { p_status: 'draft' });
    expect(drafts.rows.map((row) => [row.id, row.status, cents(row.amount), Number(row.line_count)])).toEqual([[draftId, 'draft', 50000, 2]]);
  });

  it('posting refuses a draft whose funds do not each balance, naming the fund', async () => {
    const posted = await owner.client.rpc('post_journal_entry_draft', { p_entry_id: draftId });
    expect(posted.error?.message).toBe('Fund "General Operating" does not balance: debits 500.00 and credits 0.00 differ by 500.00');
    expect((await entry(owner.client, draftId)).status).toBe('draft');
  });

  it('asking to post an unbalanced new entry saves nothing', async () => {
    const count = async () => Number((await db.one<{ n: string }>('select count(*) as n from public.journal_entries where organization_id = $1', [org])).n);
    const before = await count();
    const refused = await owner.client.rpc('save_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-03-02', p_description: 'Unbalanced', p_post: true,
      p_lines: [{ account_id: account['6300'], fund_id: general, debit: 10 }, { account_id: account['1010'], fund_id: general, credit: 9.99 }],
    });
    expect(refused.error?.message).toBe('Fund "General Operating" does not balance: debits 10.00 and credits 9.99 differ by 0.01');
    expect(await count()).toBe(before);
    const bothSides = await owner.client.rpc('save_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-03-02', p_description: 'Both', p_lines: [{ account_id: account['6300'], fund_id: general, debit: 10, credit: 10 }],
    });
    expect(bothSides.error?.message).toBe('Line 1: a line has a debit or a credit, not both');
    const placeholder = await owner.client.rpc('save_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-03-02', p_description: 'Parent', p_post: true,
      p_lines: [{ account_id: account['1000'], fund_id: general, debit: 10 }, { account_id: account['4010'], fund_id: general, credit: 10 }],
    });
    expect(placeholder.error?.message).toMatch(/placeholder/);
  });

  it('a corrected draft posts, and its lines then count in the balances', async () => {
    const saved = await owner.client.rpc('save_journal_entry', {
      p_organization_id: org, p_entry_id: draftId, p_entry_date: '2026-03-01', p_description: 'Accrue March rent', p_reference: 'JE-1',
      p_lines: [{ account_id: account['6100'], fund_id: general, debit: 500 }, { account_id: account['1010'], fund_id: general, credit: 500 }],
    });
    expect(saved.error).toBeNull();
    const posted = await owner.client.rpc('post_journal_entry_draft', { p_entry_id: draftId });
    expect(posted.error).toBeNull();
    postedId = draftId;
    const chart = (await owner.client.rpc('get_chart_of_accounts', { p_organization_id: org, p_as_of: '2026-12-31' })).data as { code: string; own_balance: number }[];
    expect(cents(chart.find((row) => row.code === '6100')?.own_balance ?? 0)).toBe(50000);
    expect(cents(chart.find((row) => row.code === '1010')?.own_balance ?? 0)).toBe(-50000);
    const again = await owner.client.rpc('save_journal_entry', {
      p_organization_id: org, p_entry_id: postedId, p_entry_date: '2026-03-01', p_description: 'Changed', p_lines: [],
    });
    expect(again.error?.message).toBe('This entry is posted and cannot be changed; reverse it instead');
    const remove = await owner.client.rpc('delete_journal_entry_draft', { p_entry_id: postedId });
    expect(remove.error?.message).toBe('Posted entries cannot be deleted; reverse them instead');
  });

  it('reverses a posted entry on the date given, once', async () => {
    const reversed = await owner.client.rpc('reverse_journal_entry', { p_entry_id: postedId, p_date: '2026-03-31' });
    expect(reversed.error).toBeNull();
    const original = await entry(owner.client, postedId);
    expect(original.reversed_by).toMatchObject({ id: reversed.data, entry_date: '2026-03-31' });
    expect(original.can_reverse).toBe(false);
    const reversal = await entry(owner.client, reversed.data as string);
    expect(reversal.reverses?.id).toBe(postedId);
    expect(reversal.lines.map((line) => [line.account_code, cents(line.debit), cents(line.credit)])).toEqual([['6100', 0, 50000], ['1010', 50000, 0]]);
    const chart = (await owner.client.rpc('get_chart_of_accounts', { p_organization_id: org, p_as_of: '2026-12-31' })).data as { code: string; own_balance: number }[];
    expect(cents(chart.find((row) => row.code === '6100')?.own_balance ?? 0)).toBe(0);
    const twice = await owner.client.rpc('reverse_journal_entry', { p_entry_id: postedId, p_date: '2026-04-01' });
    expect(twice.error).not.toBeNull();
  });

  it('an entry a document created names its document and cannot be edited or reversed here', async () => {
    // Arranged with owner rights: the transactions screen's own tests cover saving through the API.
    const transaction = await db.one<{ id: string; journal_entry_id: string }>(
      `insert into public.transactions (organization_id, type, amount, description, account_id, date)
       values ($1, 'Expense', 42, 'Printer paper', $2, '2026-03-05') returning id, journal_entry_id`, [org, account['6300']]);
    const detail = await entry(owner.client, transaction.journal_entry_id);
    expect(detail.document).toEqual({ type: 'transaction', id: transaction.id, label: 'Transaction: Printer paper', exists: true });
    expect([detail.can_edit, detail.can_reverse]).toEqual([false, false]);
    const edit = await owner.client.rpc('save_journal_entry', {
      p_organization_id: org, p_entry_id: detail.id, p_entry_date: '2026-03-05', p_description: 'x', p_lines: [],
    });
    expect(edit.error?.message).toMatch(/posted and cannot be changed|belongs to a document/);
  });

  it('the list pages and filters by date, status, source and text in the database', async () => {
    for (let index = 0; index < 5; index += 1) {
      const saved = await owner.client.rpc('save_journal_entry', {
        p_organization_id: org, p_entry_date: `2026-04-0${index + 1}`, p_description: `Batch 100% entry ${index}`, p_post: index % 2 === 0,
        p_lines: [{ account_id: account['1020'], fund_id: general, debit: 1 + index }, { account_id: account['1010'], fund_id: general, credit: 1 + index }],
      });
      expect(saved.error).toBeNull();
    }
    const all = await search(owner.client, {});
    const counted = Number((await db.one<{ n: string }>('select count(*) as n from public.journal_entries where organization_id = $1', [org])).n);
    expect(all.total).toBe(counted);
    const page = await search(owner.client, { p_limit: 2, p_offset: 2 });
    expect(page.rows.map((row) => row.id)).toEqual(all.rows.slice(2, 4).map((row) => row.id));
    const april = await search(owner.client, { p_from: '2026-04-01', p_to: '2026-04-30' });
    expect(april.total).toBe(5);
    expect(april.rows[0]?.description).toBe('Batch 100% entry 4');
    const aprilDrafts = await search(owner.client, { p_from: '2026-04-01', p_to: '2026-04-30', p_status: 'draft' });
    expect(aprilDrafts.rows.map((row) => row.description)).toEqual(['Batch 100% entry 3', 'Batch 100% entry 1']);
    const text = await search(owner.client, { p_search: '100%' });
    expect(text.total).toBe(5);
    expect((await search(owner.client, { p_search: 'paper' })).rows.map((row) => row.source_type)).toEqual(['transaction']);
    const documents = await search(owner.client, { p_source: 'documents' });
    expect(documents.rows.every((row) => row.source_type !== 'manual')).toBe(true);
    const ascending = await search(owner.client, { p_from: '2026-04-01', p_sort: 'entry_date', p_descending: false, p_limit: 1 });
    expect(ascending.rows[0]?.description).toBe('Batch 100% entry 0');
  });

  it('a viewer reads entries but cannot save, post or delete; another organization sees nothing', async () => {
    const viewer = await signUp(null);
    await db.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'viewer')`, [org, viewer.userId]);
    expect((await search(viewer.client, {})).total).toBeGreaterThan(0);
    expect((await entry(viewer.client, postedId)).can_reverse).toBe(false);
    const saved = await viewer.client.rpc('save_journal_entry', { p_organization_id: org, p_entry_date: '2026-03-01', p_description: 'x', p_lines: [] });
    expect(saved.error?.message).toBe('Viewers cannot change journal entries');
    const drafts = await search(owner.client, { p_status: 'draft' });
    const draft = drafts.rows[0]?.id;
    expect((await viewer.client.rpc('post_journal_entry_draft', { p_entry_id: draft })).error?.message).toBe('Viewers cannot change journal entries');
    expect((await viewer.client.rpc('delete_journal_entry_draft', { p_entry_id: draft })).error?.message).toBe('Viewers cannot change journal entries');
    const outsider = await signUp('Other Pantry');
    expect((await outsider.client.rpc('search_journal_entries', { p_organization_id: org })).error?.message).toBe('Access denied');
    expect((await outsider.client.rpc('get_journal_entry', { p_entry_id: postedId })).error?.message).toBe('Journal entry not found');
    expect((await outsider.client.rpc('post_journal_entry_draft', { p_entry_id: draft })).error?.message).toBe('Journal entry not found');
    const deleted = await owner.client.rpc('delete_journal_entry_draft', { p_entry_id: draft });
    expect(deleted.error).toBeNull();
  });
});

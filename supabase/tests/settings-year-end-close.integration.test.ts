// Year-end close through the Data API: an owner closes a fiscal year, which
// posts one entry zeroing the year's revenue and expenses into net assets by restriction class
// and locks the year; the statements read the same before and after, the next year opens with
// the closing net assets, and only an owner reopens (the mirror entry, the lock put back).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

type Money = number | string;
interface Columns { without: Money; with: Money; total: Money }
interface Activities { sections: { key: string; total: Columns }[]; change_in_net_assets: Columns; net_assets_beginning: Columns; net_assets_end: Columns }

let backend: TestBackend;
let db: TestDatabase;
const PASSWORD = 'correct horse battery staple';

async function signIn(email: string): Promise<SupabaseClient> {
  const client = createTestClient(backend.url, backend.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

async function signUp(): Promise<{ client: SupabaseClient; organizationId: string; email: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `close-${randomUUID().slice(0, 8)}@example.org`;
  const up = await client.auth.signUp({ email, password: PASSWORD, options: { data: { organization_name: 'Closing Pantry' } } });
  if (up.error || !up.data.user) throw new Error(`sign-up failed: ${up.error?.message}`);
  if (!up.data.session) await signIn(email).then(() => undefined);
  const session = up.data.session ? client : await signIn(email);
  const row = await db.one<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [up.data.user.id]);
  return { client: session, organizationId: row.organization_id, email };
}

async function memberClient(organizationId: string, role: 'admin' | 'viewer'): Promise<SupabaseClient> {
  const { client, email } = await signUp();
  const user = await db.one<{ id: string }>('select id from auth.users where email = $1', [email]);
  await db.query('insert into public.organization_members (organization_id, user_id, role) values ($1, $2, $3)', [organizationId, user.id, role]);
  return client;
}

const cents = (amount: Money | null | undefined): number => Math.round(Number(amount ?? 0) * 100);

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('year-end close', () => {
  let owner: SupabaseClient;
  let org: string;
  let general: string;
  let youth: string;
  const account: Record<string, string> = {};

  const activities = async (from: string, to: string): Promise<Activities> => {
    const { data, error } = await owner.rpc('report_statement_of_activities', { p_organization_id: org, p_from: from, p_to: to });
    if (error) throw new Error(error.message);
    return data as unknown as Activities;
  };
  const closeYear = (client: SupabaseClient, end: string) => client.rpc('close_fiscal_year', { p_organization_id: org, p_fiscal_year_end: end });
  const lockDate = async () => (await db.one<{ locked_through: string | null }>('select locked_through::text from public.organization_settings where organization_id = $1', [org])).locked_through;
  // Credits - debits of revenue and expense accounts per fund class over the raw lines.
  const rawOperatingBalance = async (through: string) =>
    db.query<{ restriction: string; balance: string }>(
      `select f.restriction, sum(l.credit - l.debit)::text as balance from public.journal_entry_lines l
       join public.journal_entries e on e.id = l.journal_entry_id join public.accounts a on a.id = l.account_id join public.funds f on f.id = l.fund_id
       where l.organization_id = $1 and e.status = 'posted' and e.entry_date <= $2 and a.category in ('Revenue', 'Expenses')
       group by f.restriction order by f.restriction`, [org, through]);

  beforeAll(async () => {
    const signedUp = await signUp();
    owner = signedUp.client;
    org = signedUp.organizationId;
    general = await db.generalFundId(org);
    for (const code of ['1010', '3100', '3200', '4010', '4100', '6100']) account[code] = await db.accountId(org, code);
    const created = await owner.rpc('create_fund', { p_organization_id: org, p_name: 'Youth Meals', p_restriction: 'with_donor_restrictions' });
    if (created.error) throw new Error(created.error.message);
    youth = created.data as string;
    const post = async (date: string, lines: Array<[string, string, number, number]>) => {
      const { error } = await owner.rpc('post_journal_entry', {
        p_organization_id: org, p_entry_date: date, p_description: `Entry ${date}`,
        p_lines: lines.map(([code, fund, debit, credit]) => ({ account_id: account[code], fund_id: fund, debit, credit })),
      });
      if (error) throw new Error(error.message);
    };
    await post('2025-03-01', [['1010', general, 5000, 0], ['4010', general, 0, 5000]]);
    await post('2025-04-01', [['6100', general, 1200.45, 0], ['1010', general, 0, 1200.45]]);
    await post('2025-05-01', [['1010', youth, 3000, 0], ['4100', youth, 0, 3000]]);
    await post('2026-02-01', [['1010', general, 100, 0], ['4010', general, 0, 100]]);
  });

  it('only an owner closes a year, and only on a fiscal year\'s last day that has passed', async () => {
    const admin = await memberClient(org, 'admin');
    expect((await closeYear(admin, '2025-12-31')).error?.message).toBe('Only an owner can close a fiscal year');
    expect((await closeYear(owner, '2025-06-30')).error?.message).toMatch(/is not the last day of a fiscal year/);
    expect((await closeYear(owner, '2099-12-31')).error?.message).toMatch(/has not ended yet/);
    expect(await db.query('select 1 from public.fiscal_year_closes where organization_id = $1', [org])).toHaveLength(0);
  });

  it('closing posts one entry that zeroes the year\'s revenue and expenses into net assets by class, and locks the year', async () => {
    const before = await activities('2025-01-01', '2025-12-31');
    const { data: closeId, error } = await closeYear(owner, '2025-12-31');
    expect(error).toBeNull();
    const entry = await db.one<{ id: string; entry_date: string; source_type: string }>(
      `select e.id, e.entry_date::text, e.source_type from public.fiscal_year_closes c join public.journal_entries e on e.id = c.closing_entry_id where c.id = $1`, [closeId]);
    expect(entry).toMatchObject({ entry_date: '2025-12-31', source_type: 'year_end_close' });
    expect(await rawOperatingBalance('2025-12-31')).toEqual([{ restriction: 'with_donor_restrictions', balance: '0.00' }, { restriction: 'without_donor_restrictions', balance: '0.00' }]);
    const netAsset = await db.query<{ code: string; restriction: string; balance: string }>(
      `select a.code, f.restriction, sum(l.credit - l.debit)::text as balance from public.journal_entry_lines l join public.accounts a on a.id = l.account_id
       join public.funds f on f.id = l.fund_id where l.journal_entry_id = $1 and a.category = 'Net Assets' group by a.code, f.restriction order by a.code`, [entry.id]);
    expect(netAsset).toEqual([{ code: '3100', restriction: 'without_donor_restrictions', balance: '3799.55' }, { code: '3200', restriction: 'with_donor_restrictions', balance: '3000.00' }]);
    expect(await lockDate()).toBe('2025-12-31');
    // The closed year's statement reads the same as before the close.
    const after = await activities('2025-01-01', '2025-12-31');
    expect(after.change_in_net_assets).toEqual(before.change_in_net_assets);
    expect(after.sections).toEqual(before.sections);
  });

  it('the next year opens with the net assets the closed year ended with', async () => {
    const closed = await activities('2025-01-01', '2025-12-31');
    const next = await activities('2026-01-01', '2026-06-30');
    for (const column of ['without', 'with', 'total'] as const) expect(cents(next.net_assets_beginning[column])).toBe(cents(closed.net_assets_end[column]));
    expect(cents(closed.net_assets_end.total)).toBe(679955);
  });

  it('a closed year refuses a back-dated entry and a second close', async () => {
    const { error } = await owner.rpc('post_journal_entry', {
      p_organization_id: org, p_entry_date: '2025-11-15', p_description: 'Late',
      p_lines: [{ account_id: account['6100'], fund_id: general, debit: 10, credit: 0 }, { account_id: account['1010'], fund_id: general, debit: 0, credit: 10 }],
    });
    expect(error?.message).toMatch(/Period locked/);
    expect((await closeYear(owner, '2025-12-31')).error?.message).toMatch(/already closed/);
  });

  it('only an owner reopens; reopening posts the mirror entry and puts the lock back', async () => {
    const close = await db.one<{ id: string }>('select id from public.fiscal_year_closes where organization_id = $1 and reopened_at is null', [org]);
    const admin = await memberClient(org, 'admin');
    expect((await admin.rpc('reopen_fiscal_year', { p_close_id: close.id })).error?.message).toBe('Only an owner can reopen a closed fiscal year');
    const viewer = await memberClient(org, 'viewer');
    expect((await viewer.rpc('reopen_fiscal_year', { p_close_id: close.id })).error?.message).toBe('Only an owner can reopen a closed fiscal year');
    const { error } = await owner.rpc('reopen_fiscal_year', { p_close_id: close.id });
    expect(error).toBeNull();
    expect(await lockDate()).toBeNull();
    const raw = await rawOperatingBalance('2025-12-31');
    expect(raw).toEqual([{ restriction: 'with_donor_restrictions', balance: '3000.00' }, { restriction: 'without_donor_restrictions', balance: '3799.55' }]);
    const row = await db.one<{ reopened_at: string | null; reopening_entry_id: string | null }>('select reopened_at, reopening_entry_id from public.fiscal_year_closes where id = $1', [close.id]);
    expect(row.reopened_at).not.toBeNull();
    expect(row.reopening_entry_id).not.toBeNull();
    // The reopened year can be closed again.
    expect((await closeYear(owner, '2025-12-31')).error).toBeNull();
  });
});

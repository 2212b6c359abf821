// The expense function chosen per line in the journal entry editor: a draft's
// explicit function is saved, shown by get_journal_entry, kept when the draft is posted and moves
// the Program Expense Analysis; a line without one still gets the database's default; the one-call
// post_journal_entry carries it too; an unknown function is refused in words.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

interface EntryDetail {
  status: string;
  lines: { account_code: string; function: string | null }[];
}

interface ProgramExpenses {
  rows: { key: string; label: string; values: Record<string, number | string> }[];
  fundraising_expenses: number | string;
  program_expenses: number | string;
}

let backend: TestBackend;
let db: TestDatabase;

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

function cents(amount: number | string | undefined): number {
  return Math.round(Number(amount ?? 0) * 100);
}

describe('the expense function of a journal entry line', () => {
  let client: SupabaseClient;
  let org: string;
  let general: string;
  const account: Record<string, string> = {};

  const detail = async (id: string): Promise<EntryDetail> => {
    const { data, error } = await client.rpc('get_journal_entry', { p_entry_id: id });
    if (error) throw new Error(error.message);
    return data as EntryDetail;
  };
  const functions = async (id: string) => (await detail(id)).lines.map((line) => [line.account_code, line.function]);
  const programExpenses = async (): Promise<ProgramExpenses> => {
    const { data, error } = await client.rpc('report_program_expenses', { p_organization_id: org, p_from: '2026-01-01', p_to: '2026-12-31' });
    if (error) throw new Error(error.message);
    return data as ProgramExpenses;
  };
  const suppliesRow = (report: ProgramExpenses) => report.rows.find((row) => row.key === account['6300'])?.values ?? {};

  beforeAll(async () => {
    client = createTestClient(backend.url, backend.anonKey);
    const email = `jef-${randomUUID().slice(0, 8)}@example.org`;
    const up = await client.auth.signUp({ email, password: 'correct horse battery staple', options: { data: { organization_name: 'Function Test Pantry' } } });
    if (up.error || !up.data.user) throw new Error(`sign-up failed: ${up.error?.message}`);
    if (!up.data.session) await client.auth.signInWithPassword({ email, password: 'correct horse battery staple' });
    const rows = await db.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [up.data.user.id]);
    org = rows[0]?.organization_id ?? '';
    general = await db.generalFundId(org);
    for (const code of ['1010', '6300', '6600']) account[code] = await db.accountId(org, code);
  });

  it('a draft line saved as fundraising posts as fundraising and moves the Program Expense Analysis', async () => {
    const before = await programExpenses();
    const saved = await client.rpc('save_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-05-04', p_description: 'Gala invitations',
      p_lines: [
        { account_id: account['6300'], fund_id: general, function: 'fundraising', debit: '125.40' },
        { account_id: account['1010'], fund_id: general, function: 'fundraising', credit: '125.40' },
      ],
    });
    expect(saved.error).toBeNull();
    const id = saved.data as string;
    // 6300 Supplies defaults to program services; the cash line has no function whatever it says.
    expect(await functions(id)).toEqual([['6300', 'fundraising'], ['1010', null]]);
    expect(cents((await programExpenses()).fundraising_expenses)).toBe(cents(before.fundraising_expenses));

    const posted = await client.rpc('post_journal_entry_draft', { p_entry_id: id });
    expect(posted.error).toBeNull();
    expect((await detail(id)).status).toBe('posted');
    const ledger = await db.query<{ function: string | null }>(
      'select l.function from public.journal_entry_lines l where l.journal_entry_id = $1 and l.account_id = $2', [id, account['6300']]);
    expect(ledger).toEqual([{ function: 'fundraising' }]);
    const after = await programExpenses();
    expect(cents(after.fundraising_expenses) - cents(before.fundraising_expenses)).toBe(12540);
    expect(cents(after.program_expenses)).toBe(cents(before.program_expenses));
    expect(cents(suppliesRow(after).fundraising)).toBe(12540);
    expect(cents(suppliesRow(after).program)).toBe(0);
  });

  it('a line without a function gets the account\'s default, and saving again may change it', async () => {
    const lines = (fn: string | null) => [
      { account_id: account['6600'], fund_id: general, function: fn, debit: '80.00' },
      { account_id: account['1010'], fund_id: general, credit: '80.00' },
    ];
    const saved = await client.rpc('save_journal_entry', { p_organization_id: org, p_entry_date: '2026-05-05', p_description: 'Audit fee', p_lines: lines(null) });
    expect(saved.error).toBeNull();
    const id = saved.data as string;
    expect(await functions(id)).toEqual([['6600', 'management_general'], ['1010', null]]);
    const resaved = await client.rpc('save_journal_entry', {
      p_organization_id: org, p_entry_id: id, p_entry_date: '2026-05-05', p_description: 'Audit fee', p_lines: lines('program'),
    });
    expect(resaved.error).toBeNull();
    expect(await functions(id)).toEqual([['6600', 'program'], ['1010', null]]);
  });

  it('post_journal_entry carries an explicit function to the ledger line', async () => {
    const posted = await client.rpc('post_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-05-06', p_description: 'Appeal postage',
      p_lines: [
        { account_id: account['6300'], fund_id: general, function: 'fundraising', debit: '10.00' },
        { account_id: account['1010'], fund_id: general, credit: '10.00' },
      ],
    });
    expect(posted.error).toBeNull();
    expect(await functions(posted.data as string)).toEqual([['6300', 'fundraising'], ['1010', null]]);
  });

  it('an unknown function is refused in words and nothing is saved', async () => {
    const count = async () => Number((await db.one<{ n: string }>('select count(*) as n from public.journal_entries where organization_id = $1', [org])).n);
    const before = await count();
    const refused = await client.rpc('save_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-05-07', p_description: 'Bad function',
      p_lines: [
        { account_id: account['6300'], fund_id: general, function: 'marketing', debit: '1.00' },
        { account_id: account['1010'], fund_id: general, credit: '1.00' },
      ],
    });
    expect(refused.error?.message).toBe('Line 1: the function is program services, management and general, or fundraising');
    expect(await count()).toBe(before);
  });
});

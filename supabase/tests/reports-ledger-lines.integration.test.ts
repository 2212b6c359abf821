// report_ledger_lines, the drill-down behind every report figure and the General Ledger report
// through supabase-js: opening balance before the period, a running
// balance that continues across pages, the slice's net equal to the statement cell it explains,
// filters by fund, project, function and net asset class, each line's source document, and an
// outsider refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

type Money = number | string;
interface LedgerLine {
  id: string; entry_id: string; entry_date: string; account_code: string; fund_name: string; project_name: string | null;
  function: string | null; source_type: string; source_id: string | null; debit: Money; credit: Money; running_balance: Money;
}
interface LedgerAccount { account_id: string; code: string; opening: Money; debit: Money; credit: Money; net: Money; closing: Money; line_count: number }
interface LedgerSlice {
  accounts: LedgerAccount[];
  totals: { opening: Money; debit: Money; credit: Money; net: Money; closing: Money; line_count: number };
  lines: LedgerLine[];
}

let backend: TestBackend;
let db: TestDatabase;

const cents = (amount: Money | null | undefined): number => Math.round(Number(amount ?? 0) * 100);

async function signUp(organizationName: string | null): Promise<{ client: SupabaseClient; organizationId: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `ledger-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const up = await client.auth.signUp({ email, password, options: { data: organizationName ? { organization_name: organizationName } : {} } });
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

describe('ledger lines', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let org: string;
  let general: string;
  let youth: string;
  let project: string;
  const account: Record<string, string> = {};

  const slice = async (args: Record<string, unknown>, client: SupabaseClient = owner.client): Promise<LedgerSlice> => {
    const { data, error } = await client.rpc('report_ledger_lines', { p_organization_id: org, ...args });
    if (error) throw new Error(error.message);
    return data as unknown as LedgerSlice;
  };

  beforeAll(async () => {
    owner = await signUp('Ledger Lines Pantry');
    org = owner.organizationId;
    general = await db.generalFundId(org);
    for (const code of ['1010', '3100', '4010', '6100', '6400', '6600']) account[code] = await db.accountId(org, code);
    const created = await owner.client.rpc('create_fund', { p_organization_id: org, p_name: 'Youth Meals', p_restriction: 'with_donor_restrictions' });
    if (created.error) throw new Error(created.error.message);
    youth = created.data as string;
    project = (await db.one<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'Mobile Pantry') returning id`, [org])).id;
    const post = async (date: string, lines: Array<Record<string, unknown>>) => {
      const { error } = await owner.client.rpc('post_journal_entry', { p_organization_id: org, p_entry_date: date, p_description: `Entry ${date}`, p_lines: lines });
      if (error) throw new Error(error.message);
    };
    await post('2025-12-31', [{ account_id: account['1010'], fund_id: general, debit: 10000, credit: 0 }, { account_id: account['3100'], fund_id: general, debit: 0, credit: 10000 }]);
    // Twelve rent payments, one a month, and food bought with the youth fund's gifts for a project.
    for (let month = 1; month <= 12; month += 1) {
      const date = `2026-${String(month).padStart(2, '0')}-05`;
      await post(date, [{ account_id: account['6100'], fund_id: general, debit: 100 + month, credit: 0 }, { account_id: account['1010'], fund_id: general, debit: 0, credit: 100 + month }]);
    }
    await post('2026-02-01', [{ account_id: account['1010'], fund_id: youth, debit: 900, credit: 0 }, { account_id: account['4010'], fund_id: youth, debit: 0, credit: 900 }]);
    await post('2026-02-10', [{ account_id: account['6400'], fund_id: youth, project_id: project, debit: 250.25, credit: 0 }, { account_id: account['1010'], fund_id: youth, debit: 0, credit: 250.25 }]);
    await post('2026-02-11', [{ account_id: account['6600'], fund_id: general, debit: 75, credit: 0 }, { account_id: account['1010'], fund_id: general, debit: 0, credit: 75 }]);
    const donation = await owner.client.from('donations').insert({ organization_id: org, donor_name: 'Dana', amount: 40, donation_date: '2026-03-01' });
    if (donation.error) throw new Error(donation.error.message);
  });

  it('gives the opening balance before the period and a running balance from it', async () => {
    const result = await slice({ p_account_ids: [account['1010']], p_from: '2026-01-01', p_to: '2026-03-31', p_limit: 100 });
    expect(cents(result.totals.opening)).toBe(1_000_000);
    const rent = [101, 102, 103].reduce((sum, amount) => sum + amount, 0);
    expect(cents(result.totals.closing)).toBe(cents(10000 - rent + 900 - 250.25 - 75 + 40));
    let running = cents(result.totals.opening);
    for (const line of result.lines) {
      running += cents(line.debit) - cents(line.credit);
      expect(cents(line.running_balance)).toBe(running);
    }
    expect(running).toBe(cents(result.totals.closing));
    expect(result.totals.line_count).toBe(result.lines.length);
  });

  it('continues the running balance on the next page', async () => {
    const all = await slice({ p_account_ids: [account['1010']], p_from: '2026-01-01', p_to: '2026-12-31', p_limit: 1000 });
    const second = await slice({ p_account_ids: [account['1010']], p_from: '2026-01-01', p_to: '2026-12-31', p_limit: 4, p_offset: 4 });
    expect(second.lines.map((line) => line.id)).toEqual(all.lines.slice(4, 8).map((line) => line.id));
    expect(second.lines.map((line) => cents(line.running_balance))).toEqual(all.lines.slice(4, 8).map((line) => cents(line.running_balance)));
    expect(second.totals.line_count).toBe(all.lines.length);
  });

  it('explains the Statement of Activities\' total expenses with lines whose net equals it', async () => {
    const { data, error } = await owner.client.rpc('report_statement_of_activities', { p_organization_id: org, p_from: '2026-01-01', p_to: '2026-06-30' });
    if (error) throw new Error(error.message);
    const report = data as unknown as { sections: { key: string; total: { total: Money; with: Money } }[] };
    const expenses = report.sections.find((section) => section.key === 'expenses');
    const lines = await slice({ p_categories: ['Expenses'], p_from: '2026-01-01', p_to: '2026-06-30', p_sign: 'debit' });
    expect(cents(lines.totals.net)).toBe(cents(expenses?.total.total));
    const restricted = await slice({ p_categories: ['Expenses'], p_from: '2026-01-01', p_to: '2026-06-30', p_sign: 'debit', p_restriction: 'with_donor_restrictions' });
    expect(cents(restricted.totals.net)).toBe(cents(expenses?.total.with));
    expect(restricted.lines.map((line) => line.account_code)).toEqual(['6400']);
  });

  it('filters by fund, project and expense function', async () => {
    const byFund = await slice({ p_fund_id: youth, p_to: '2026-12-31' });
    expect(new Set(byFund.lines.map((line) => line.fund_name))).toEqual(new Set(['Youth Meals']));
    const byProject = await slice({ p_project_id: project, p_to: '2026-12-31' });
    expect(byProject.lines.map((line) => [line.account_code, line.project_name])).toEqual([['6400', 'Mobile Pantry']]);
    const management = await slice({ p_function: 'management_general', p_to: '2026-12-31' });
    expect(management.lines.map((line) => [line.account_code, cents(line.debit)])).toEqual([['6600', 7500]]);
    expect(cents(management.totals.net)).toBe(7500);
    const programWithoutProject = await slice({ p_function: 'program', p_no_project: true, p_to: '2026-12-31' });
    expect(new Set(programWithoutProject.lines.map((line) => line.account_code))).toEqual(new Set(['6100']));
  });

  it('names each line\'s source document', async () => {
    const result = await slice({ p_account_ids: [account['4010']], p_to: '2026-12-31' });
    const donation = result.lines.find((line) => line.source_type === 'donation');
    const row = await db.one<{ id: string }>(`select id from public.donations where organization_id = $1 and donor_name = 'Dana'`, [org]);
    expect(donation?.source_id).toBe(row.id);
    expect(result.lines.find((line) => line.source_type === 'manual')?.source_id).toBeNull();
  });

  it('refuses a caller from another organization', async () => {
    const outsider = await signUp('Elsewhere');
    const { error } = await outsider.client.rpc('report_ledger_lines', { p_organization_id: org });
    expect(error?.message).toMatch(/Access denied/);
  });
});

// An account moving between Expenses and another category while its period is open takes its
// lines' expense function with it (cleared when it leaves Expenses, filled from the line's project
// or the account's default when it joins), so the Program Expense Analysis and Form 990 Part IX
// keep totalling the Statement of Activities' expenses, reconciled lines included; an account with
// postings in a closed fiscal year keeps its category even with the lock date moved back.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

type Money = number | string;
interface TableRow { key: string; values: Record<string, Money | null> }
interface ReportTable { rows: TableRow[]; total_expenses?: Money }
interface Activities { sections: { key: string; total: { total: Money } }[] }

let backend: TestBackend;
let db: TestDatabase;
let owner: SupabaseClient;
let org: string;
let general: string;
const PASSWORD = 'correct horse battery staple';
const cents = (amount: Money | null | undefined): number => Math.round(Number(amount ?? 0) * 100) + 0;

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
  owner = createTestClient(backend.url, backend.anonKey);
  const email = `move-${randomUUID().slice(0, 8)}@example.org`;
  const up = await owner.auth.signUp({ email, password: PASSWORD, options: { data: { organization_name: 'Moving Pantry' } } });
  if (up.error || !up.data.user) throw new Error(`sign-up failed: ${up.error?.message}`);
  if (!up.data.session) {
    const signIn = await owner.auth.signInWithPassword({ email, password: PASSWORD });
    if (signIn.error) throw signIn.error;
  }
  org = (await db.one<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [up.data.user.id])).organization_id;
  general = await db.generalFundId(org);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('an account moving into or out of Expenses', () => {
  let cash: string;
  let rent: string;
  let equipment: string;
  let project: string;

  // A posted entry as a document posting writes it (owner connection, one transaction).
  const post = async (date: string, debitAccount: string, amount: number, projectId: string | null = null, fn: string | null = null): Promise<string> =>
    db.transaction(async (client) => {
      const entry = await client.query<{ id: string }>(
        `insert into public.journal_entries (organization_id, entry_date, description, status) values ($1, $2, 'Move test', 'posted') returning id`, [org, date]);
      const id = entry.rows[0]?.id ?? '';
      await client.query(
        `insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, function, debit, credit, line_number)
         values ($1, $2, $3, $4, $5, $6, $7, 0, 1), ($1, $2, $8, $4, null, null, 0, $7, 2)`,
        [org, id, debitAccount, general, projectId, fn, amount, cash]);
      return id;
    });

  const rpc = async <T,>(name: string, args: Record<string, unknown>): Promise<T> => {
    const { data, error } = await owner.rpc(name, { p_organization_id: org, ...args });
    if (error) throw new Error(`${name}: ${error.message}`);
    return data as unknown as T;
  };

  /** Statement of Activities' expenses, Program Expense Analysis total, Part IX total, in cents. */
  const expenseViews = async (from: string, to: string) => {
    const activities = await rpc<Activities>('report_statement_of_activities', { p_from: from, p_to: to });
    const matrix = await rpc<ReportTable>('report_program_expenses', { p_from: from, p_to: to });
    const taxes = await rpc<{ part_ix: ReportTable }>('report_taxes', { p_from: from, p_to: to });
    return {
      activities: cents(activities.sections.find((section) => section.key === 'expenses')?.total.total),
      matrix: cents(matrix.rows.find((r) => r.key === 'total')?.values.total),
      ix: cents(taxes.part_ix.rows.find((r) => r.key === 'ix:total')?.values.total),
    };
  };

  const moveTo = async (accountId: string, category: string) => {
    const account = await db.one<{ code: string; name: string }>('select code, name from public.accounts where id = $1', [accountId]);
    return owner.rpc('update_account', { p_account_id: accountId, p_code: account.code, p_name: account.name, p_category: category });
  };

  const functions = async (accountId: string) =>
    (await db.query<{ function: string | null }>('select function from public.journal_entry_lines where account_id = $1 order by debit', [accountId])).map((row) => row.function);

  beforeAll(async () => {
    cash = await db.accountId(org, '1010');
    rent = await db.accountId(org, '6100');
    equipment = await db.accountId(org, '1500');
    project = (await db.one<{ id: string }>(`insert into public.projects (organization_id, name, function) values ($1, 'Spring Gala', 'fundraising') returning id`, [org])).id;
    const paid = await post('2026-02-10', rent, 1000);
    await post('2026-02-11', rent, 250, project);
    await post('2026-02-12', equipment, 4000);
    await post('2026-02-13', equipment, 3000, project);
    // A finished bank reconciliation holds the rent payment: its lines still follow the account.
    const reconciliation = await db.one<{ id: string }>(
      `insert into public.bank_reconciliations (organization_id, account_id, statement_start_date, statement_end_date, opening_balance, ending_balance)
       values ($1, $2, '2026-02-01', '2026-02-28', 0, -1000) returning id`, [org, cash]);
    const statementLine = await db.one<{ id: string }>(
      `insert into public.bank_statement_lines (organization_id, reconciliation_id, account_id, line_date, amount, bank_transaction_id)
       values ($1, $2, $3, '2026-02-10', -1000, 'rent-feb') returning id`, [org, reconciliation.id, cash]);
    await db.query(
      `insert into public.bank_statement_matches (organization_id, reconciliation_id, statement_line_id, journal_entry_line_id, journal_entry_id, amount)
       select $1, $2, $3, l.id, l.journal_entry_id, -1000 from public.journal_entry_lines l where l.journal_entry_id = $4 and l.account_id = $5`,
      [org, reconciliation.id, statementLine.id, paid, cash]);
    await db.query(`update public.bank_reconciliations set status = 'finished', finished_at = now() where id = $1`, [reconciliation.id]);
    expect((await db.one<{ reconciled: boolean }>('select private.entry_is_reconciled($1) as reconciled', [paid])).reconciled).toBe(true);
  });

  it('leaving Expenses clears its lines\' function, and the functional views still total the statement', async () => {
    const before = await expenseViews('2026-01-01', '2026-12-31');
    expect(before).toEqual({ activities: 125000, matrix: 125000, ix: 125000 });
    const { error } = await moveTo(rent, 'Assets');
    expect(error).toBeNull();
    expect(await functions(rent)).toEqual([null, null]);
    expect(await expenseViews('2026-01-01', '2026-12-31')).toEqual({ activities: 0, matrix: 0, ix: 0 });
  });

  it('joining Expenses fills its lines\' function from the project, else the account\'s default', async () => {
    const { error } = await moveTo(equipment, 'Expenses');
    expect(error).toBeNull();
    const defaultFunction = (await db.one<{ default_function: string }>('select default_function from public.accounts where id = $1', [equipment])).default_function;
    expect(await functions(equipment)).toEqual(['fundraising', defaultFunction]);
    expect(await expenseViews('2026-01-01', '2026-12-31')).toEqual({ activities: 700000, matrix: 700000, ix: 700000 });
    const matrix = await rpc<ReportTable>('report_program_expenses', { p_from: '2026-01-01', p_to: '2026-12-31' });
    expect(cents(matrix.rows.find((r) => r.key === 'total')?.values.fundraising)).toBe(300000);
  });

  it('a posted line\'s function cannot be changed by hand, nor set to anything the rules do not give', async () => {
    const line = await db.one<{ id: string }>('select id from public.journal_entry_lines where account_id = $1 and project_id is null', [equipment]);
    await expect(db.query(`update public.journal_entry_lines set function = 'fundraising' where id = $1`, [line.id])).rejects.toThrow(/cannot be changed/);
    await expect(db.query(`update public.journal_entry_lines set debit = debit + 1 where id = $1`, [line.id])).rejects.toThrow(/cannot be changed/);
  });

  it('an account with postings in a closed fiscal year keeps its category, even with the lock moved back', async () => {
    // Move the rent account back first so 2025 has expenses to close.
    expect((await moveTo(rent, 'Expenses')).error).toBeNull();
    const utilities = await db.accountId(org, '6200');
    await post('2025-06-01', utilities, 500);
    const close = await rpc<string>('close_fiscal_year', { p_fiscal_year_end: '2025-12-31' });
    expect(close).toBeTruthy();
    const before = await expenseViews('2025-01-01', '2025-12-31');
    expect(before).toEqual({ activities: 50000, matrix: 50000, ix: 50000 });
    await db.query('update public.organization_settings set locked_through = null where organization_id = $1', [org]);
    const { error } = await moveTo(utilities, 'Assets');
    expect(error?.message).toMatch(/postings in a closed fiscal year \(ending 2025-12-31\)/);
    expect(await expenseViews('2025-01-01', '2025-12-31')).toEqual(before);
  });
});

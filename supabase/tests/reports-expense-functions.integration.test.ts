// The expense function on ledger lines: expense accounts of the default chart
// carry a default function, a new expense account gets one from its name, and a posted expense
// line takes an explicit function, else its project's, else its account's, else management and
// general; non-expense lines keep none; the kept totals by function equal the expense totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { TestDatabase } from './support/database.ts';

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

interface LineSpec {
  account: string;
  debit?: number;
  credit?: number;
  project?: string | null;
  fn?: string | null;
}

describe('expense functions', () => {
  let org: string;
  let general: string;
  const account: Record<string, string> = {};
  let fundraisingProject: string;
  let programProject: string;

  // One posted entry written as a document posting does (owner connection, one transaction).
  const post = async (date: string, lines: LineSpec[]): Promise<string> =>
    db.transaction(async (client) => {
      const entry = await client.query<{ id: string }>(
        `insert into public.journal_entries (organization_id, entry_date, description, status) values ($1, $2, 'Function test', 'posted') returning id`,
        [org, date],
      );
      const id = entry.rows[0]?.id ?? '';
      let n = 0;
      for (const line of lines) {
        n += 1;
        await client.query(
          `insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, function, debit, credit, line_number)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [org, id, account[line.account], general, line.project ?? null, line.fn ?? null, line.debit ?? 0, line.credit ?? 0, n],
        );
      }
      return id;
    });

  const functionsOf = async (entryId: string): Promise<Array<[string, string | null]>> => {
    const rows = await db.query<{ code: string; function: string | null }>(
      `select a.code, l.function from public.journal_entry_lines l join public.accounts a on a.id = l.account_id
       where l.journal_entry_id = $1 order by l.line_number`,
      [entryId],
    );
    return rows.map((row) => [row.code, row.function]);
  };

  beforeAll(async () => {
    ({ organizationId: org } = await db.createOrganization('Function Test Pantry'));
    general = await db.generalFundId(org);
    for (const code of ['1010', '2010', '4010', '5100', '6100', '6400', '6600', '6700', '9999']) account[code] = await db.accountId(org, code);
    fundraisingProject = (await db.one<{ id: string }>(
      `insert into public.projects (organization_id, name, function) values ($1, 'Spring Gala', 'fundraising') returning id`, [org])).id;
    programProject = (await db.one<{ id: string }>(
      `insert into public.projects (organization_id, name) values ($1, 'Mobile Pantry') returning id`, [org])).id;
  });

  it('gives the default chart\'s expense accounts a default function and other accounts none', async () => {
    const rows = await db.query<{ code: string; default_function: string | null }>(
      `select code, default_function from public.accounts where organization_id = $1 order by code`, [org]);
    const byCode = new Map(rows.map((row) => [row.code, row.default_function]));
    expect(byCode.get('5100')).toBe('program');
    expect(byCode.get('6100')).toBe('program');
    expect(byCode.get('6400')).toBe('program');
    expect(byCode.get('6600')).toBe('management_general');
    expect(byCode.get('6700')).toBe('management_general');
    expect(byCode.get('9999')).toBe('management_general');
    expect(byCode.get('1010')).toBeNull();
    expect(byCode.get('4010')).toBeNull();
    const projects = await db.query<{ function: string }>(`select function from public.projects where id = $1`, [programProject]);
    expect(projects[0]?.function).toBe('program');
  });

  it('suggests fundraising for a new fundraising expense account and clears the function of a non-expense one', async () => {
    const parent = await db.one<{ id: string }>(`select id from public.accounts where organization_id = $1 and code = '5000'`, [org]);
    const created = await db.one<{ id: string; default_function: string | null }>(
      `insert into public.accounts (organization_id, code, name, parent_id, category) values ($1, '7100', 'Fundraising Events', $2, 'Expenses') returning id, default_function`,
      [org, parent.id]);
    expect(created.default_function).toBe('fundraising');
    account['7100'] = created.id;
    const asset = await db.one<{ default_function: string | null }>(
      `insert into public.accounts (organization_id, code, name, category, default_function) values ($1, '1800', 'Deposits', 'Assets', 'program') returning default_function`,
      [org]).catch((error: Error) => ({ default_function: `refused: ${error.message}` }));
    expect(asset.default_function).toBeNull();
  });

  it('takes the account\'s default function for an expense line without project or explicit function', async () => {
    const id = await post('2026-03-02', [
      { account: '6600', debit: 120 }, { account: '6400', debit: 80 }, { account: '1010', credit: 200 },
    ]);
    expect(await functionsOf(id)).toEqual([['6600', 'management_general'], ['6400', 'program'], ['1010', null]]);
  });

  it('takes the project\'s function before the account\'s', async () => {
    const id = await post('2026-03-03', [
      { account: '6600', debit: 300, project: fundraisingProject }, { account: '6600', debit: 50, project: programProject }, { account: '2010', credit: 350 },
    ]);
    expect(await functionsOf(id)).toEqual([['6600', 'fundraising'], ['6600', 'program'], ['2010', null]]);
  });

  it('keeps an explicit function over the project\'s and the account\'s (the payroll allocation case)', async () => {
    const id = await post('2026-03-04', [
      { account: '5100', debit: 1000, project: programProject, fn: 'fundraising' },
      { account: '6600', debit: 10, fn: 'program' },
      { account: '1010', credit: 1010, fn: 'program' },
    ]);
    expect(await functionsOf(id)).toEqual([['5100', 'fundraising'], ['6600', 'program'], ['1010', null]]);
  });

  it('falls back to management and general when the expense account has no default', async () => {
    await db.query(`update public.accounts set default_function = null where id = $1`, [account['6700']]);
    const id = await post('2026-03-05', [{ account: '6700', debit: 40 }, { account: '1010', credit: 40 }]);
    expect(await functionsOf(id)).toEqual([['6700', 'management_general'], ['1010', null]]);
  });

  it('gives a project sent with an empty function the program function', async () => {
    const row = await db.one<{ function: string }>(`insert into public.projects (organization_id, name, function) values ($1, 'Sent empty', null) returning function`, [org]);
    expect(row.function).toBe('program');
  });

  it('refuses a function that is not one of the three', async () => {
    await expect(post('2026-03-06', [{ account: '6600', debit: 5, fn: 'marketing' }, { account: '1010', credit: 5 }])).rejects.toThrow(/check constraint/);
  });

  it('counts a draft\'s expense lines by function only once it is posted', async () => {
    const draft = await db.transaction(async (client) => {
      const entry = await client.query<{ id: string }>(
        `insert into public.journal_entries (organization_id, entry_date, description, status) values ($1, '2026-03-07', 'Draft', 'draft') returning id`, [org]);
      const id = entry.rows[0]?.id ?? '';
      await client.query(
        `insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, debit, credit, line_number)
         values ($1, $2, $3, $4, 25, 0, 1), ($1, $2, $5, $4, 0, 25, 2)`, [org, id, account['7100'], general, account['1010']]);
      return id;
    });
    const fundraising = async () => (await db.one<{ amount: string }>(
      `select coalesce(sum(debit - credit), 0)::text as amount from private.ledger_function_daily_totals where organization_id = $1 and function = 'fundraising'`, [org])).amount;
    expect(await fundraising()).toBe('1300.00');
    await db.query(`update public.journal_entries set status = 'posted' where id = $1`, [draft]);
    expect(await fundraising()).toBe('1325.00');
  });

  it('keeps totals by function that equal the expense totals of the ledger', async () => {
    const byFunction = await db.one<{ amount: string; lines: string }>(
      `select coalesce(sum(debit - credit), 0)::text as amount, coalesce(sum(line_count), 0)::text as lines
       from private.ledger_function_daily_totals where organization_id = $1`, [org]);
    const expenses = await db.one<{ amount: string; lines: string }>(
      `select coalesce(sum(d.debit - d.credit), 0)::text as amount, coalesce(sum(d.line_count), 0)::text as lines
       from private.ledger_daily_totals d join public.accounts a on a.id = d.account_id
       where d.organization_id = $1 and a.category = 'Expenses'`, [org]);
    expect(byFunction).toEqual(expenses);
    expect(expenses.amount).toBe('1625.00');
  });
});

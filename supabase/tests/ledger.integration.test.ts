// The one general ledger's integrity rules, enforced by the database itself: balance in total and
// per fund at commit, immutability of posted entries (correction by reversal), the period lock,
// and the posting of transactions inserted by a member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { TestDatabase, entryLines } from './support/database.ts';
import type { TestUser } from './support/database.ts';

let backend: TestBackend;
let db: TestDatabase;
let org: string;
let owner: TestUser;
let member: TestUser;
let viewer: TestUser;
let general: string;
let restricted: string;

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
  ({ organizationId: org, owner } = await db.createOrganization('Ledger Test Food Bank'));
  member = await db.addMember(org, 'member');
  viewer = await db.addMember(org, 'viewer');
  general = await db.generalFundId(org);
  restricted = (
    await db.one<{ id: string }>(
      `insert into public.funds (organization_id, name, restriction, purpose) values ($1, 'Youth Meals', 'with_donor_restrictions', 'Meals for children') returning id`,
      [org],
    )
  ).id;
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

async function countEntries(): Promise<number> {
  const row = await db.one<{ n: number }>('select count(*)::int as n from public.journal_entries where organization_id = $1', [org]);
  return row.n;
}

async function transactionEntry(transactionId: string): Promise<string | null> {
  const row = await db.one<{ journal_entry_id: string | null }>('select journal_entry_id from public.transactions where id = $1', [transactionId]);
  return row.journal_entry_id;
}

describe('balance', () => {
  it('rejects at commit an entry whose debits and credits differ, writing nothing', async () => {
    const before = await countEntries();
    const cash = await db.accountId(org, '1010');
    const rent = await db.accountId(org, '6100');
    await expect(
      db.as(member, async (client) => {
        await client.query(
          `select public.post_journal_entry($1, '2026-03-01', 'Unbalanced', $2::jsonb)`,
          [org, JSON.stringify([
            { account_id: rent, fund_id: general, debit: 100 },
            { account_id: cash, fund_id: general, credit: 90 },
          ])],
        );
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await countEntries()).toBe(before);
  });

  it('rejects at commit an entry balanced in total but not within each fund', async () => {
    const before = await countEntries();
    const cash = await db.accountId(org, '1010');
    const rent = await db.accountId(org, '6100');
    await expect(
      db.as(member, async (client) => {
        const entry = await client.query<{ id: string }>(
          `insert into public.journal_entries (organization_id, entry_date, description) values ($1, '2026-03-02', 'Cross-fund') returning id`,
          [org],
        );
        const id = entry.rows[0]?.id;
        // Each statement passes; only the commit-time check sees the whole entry.
        await client.query(
          `insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, debit) values ($1, $2, $3, $4, 50)`,
          [org, id, rent, general],
        );
        await client.query(
          `insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, credit) values ($1, $2, $3, $4, 50)`,
          [org, id, cash, restricted],
        );
      }),
    ).rejects.toThrow(/does not balance within fund/);
    expect(await countEntries()).toBe(before);
  });

  it('accepts a balanced multi-fund entry', async () => {
    const cash = await db.accountId(org, '1010');
    const grants = await db.accountId(org, '4100');
    const id = await db.as(member, async (client) => {
      const result = await client.query<{ id: string }>(
        `select public.post_journal_entry($1, '2026-03-03', 'Two grants', $2::jsonb) as id`,
        [org, JSON.stringify([
          { account_id: cash, fund_id: general, debit: 10 },
          { account_id: grants, fund_id: general, credit: 10 },
          { account_id: cash, fund_id: restricted, debit: 25.5 },
          { account_id: grants, fund_id: restricted, credit: 25.5 },
        ])],
      );
      return result.rows[0]?.id;
    });
    expect(id).toBeTruthy();
    expect(await entryLines(db, String(id))).toEqual([
      ['1010', '10.00', '0.00'],
      ['4100', '0.00', '10.00'],
      ['1010', '25.50', '0.00'],
      ['4100', '0.00', '25.50'],
    ]);
  });

  it('refuses a line with both or neither side, and posting to a placeholder account', async () => {
    const cash = await db.accountId(org, '1010');
    const assets = await db.accountId(org, '1000');
    const lines = (debitAccount: string, debit: number, credit: number) =>
      JSON.stringify([
        { account_id: debitAccount, fund_id: general, debit, credit },
        { account_id: cash, fund_id: general, credit: 5 },
      ]);
    await expect(
      db.as(member, (client) => client.query(`select public.post_journal_entry($1, '2026-03-04', 'x', $2::jsonb)`, [org, lines(cash, 5, 5)])),
    ).rejects.toThrow(/check constraint/);
    await expect(
      db.as(member, (client) => client.query(`select public.post_journal_entry($1, '2026-03-04', 'x', $2::jsonb)`, [org, lines(assets, 5, 0)])),
    ).rejects.toThrow(/placeholder/);
  });
});

describe('immutability', () => {
  let entryId: string;

  beforeAll(async () => {
    const cash = await db.accountId(org, '1010');
    const supplies = await db.accountId(org, '6300');
    entryId = await db.as(member, async (client) => {
      const result = await client.query<{ id: string }>(
        `select public.post_journal_entry($1, '2026-04-01', 'Boxes', $2::jsonb) as id`,
        [org, JSON.stringify([
          { account_id: supplies, fund_id: general, debit: 80 },
          { account_id: cash, fund_id: general, credit: 80 },
        ])],
      );
      return String(result.rows[0]?.id);
    });
  });

  it('refuses to update or delete a posted entry, even for its owner', async () => {
    await expect(db.as(owner, (c) => c.query(`update public.journal_entries set description = 'edited' where id = $1`, [entryId]))).rejects.toThrow(/cannot be changed/);
    await expect(db.as(owner, (c) => c.query('delete from public.journal_entries where id = $1', [entryId]))).rejects.toThrow(/cannot be deleted/);
    // Not even the database owner (the service) may edit history.
    await expect(db.query('delete from public.journal_entries where id = $1', [entryId])).rejects.toThrow(/cannot be deleted/);
  });

  it('refuses to change, delete or add lines of a posted entry', async () => {
    const cash = await db.accountId(org, '1010');
    await expect(db.as(owner, (c) => c.query('update public.journal_entry_lines set debit = debit + 1 where journal_entry_id = $1', [entryId]))).rejects.toThrow(/cannot be changed/);
    await expect(db.as(owner, (c) => c.query('delete from public.journal_entry_lines where journal_entry_id = $1', [entryId]))).rejects.toThrow(/cannot be changed/);
    await expect(
      db.as(owner, (c) =>
        c.query('insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, debit) values ($1, $2, $3, $4, 1)', [org, entryId, cash, general]),
      ),
    ).rejects.toThrow(/cannot be added/);
    expect(await entryLines(db, entryId)).toEqual([
      ['6300', '80.00', '0.00'],
      ['1010', '0.00', '80.00'],
    ]);
  });

  it('corrects by reversal, once', async () => {
    const reversalId = await db.as(member, async (c) => {
      const result = await c.query<{ id: string }>(`select public.reverse_journal_entry($1, '2026-04-02') as id`, [entryId]);
      return String(result.rows[0]?.id);
    });
    expect(await entryLines(db, reversalId)).toEqual([
      ['6300', '0.00', '80.00'],
      ['1010', '80.00', '0.00'],
    ]);
    const reversal = await db.one<{ reverses_entry_id: string; source_type: string; entry_date: Date }>(
      'select reverses_entry_id, source_type, entry_date from public.journal_entries where id = $1',
      [reversalId],
    );
    expect(reversal.reverses_entry_id).toBe(entryId);
    expect(reversal.source_type).toBe('reversal');
    await expect(db.as(member, (c) => c.query(`select public.reverse_journal_entry($1, '2026-04-03')`, [entryId]))).rejects.toThrow(/already reversed/);
  });

  it('lets viewers and outsiders reverse nothing', async () => {
    const outsider = (await db.createOrganization()).owner;
    for (const user of [viewer, outsider]) {
      await expect(db.as(user, (c) => c.query(`select public.reverse_journal_entry($1, '2026-04-03')`, [entryId]))).rejects.toThrow(/Access denied/);
    }
  });

  it('lets a draft be edited, then posts it once it balances', async () => {
    const cash = await db.accountId(org, '1010');
    const travel = await db.accountId(org, '6500');
    const id = await db.as(member, async (c) => {
      const entry = await c.query<{ id: string }>(
        `insert into public.journal_entries (organization_id, entry_date, description, status) values ($1, '2026-04-05', 'Mileage', 'draft') returning id`,
        [org],
      );
      return String(entry.rows[0]?.id);
    });
    await db.as(member, async (c) => {
      await c.query('insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, debit, line_number) values ($1, $2, $3, $4, 42, 1)', [org, id, travel, general]);
    });
    // An unbalanced draft is allowed to exist; posting it is not.
    await expect(db.as(member, (c) => c.query(`update public.journal_entries set status = 'posted' where id = $1`, [id]))).rejects.toThrow(/does not balance/);
    await db.as(member, async (c) => {
      await c.query('insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, credit, line_number) values ($1, $2, $3, $4, 42, 2)', [org, id, cash, general]);
      await c.query(`update public.journal_entries set status = 'posted' where id = $1`, [id]);
    });
    const posted = await db.one<{ status: string; posted_at: Date | null }>('select status, posted_at from public.journal_entries where id = $1', [id]);
    expect(posted.status).toBe('posted');
    expect(posted.posted_at).not.toBeNull();
  });
});

describe('transaction posting', () => {
  async function insertTransaction(fields: Record<string, unknown>): Promise<string> {
    return db.as(member, async (c) => {
      const columns = Object.keys(fields);
      const result = await c.query<{ id: string }>(
        `insert into public.transactions (organization_id, ${columns.join(', ')}) values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
        [org, ...Object.values(fields)],
      );
      return String(result.rows[0]?.id);
    });
  }

  it('Income: debits cash, credits the chosen revenue account, in the general fund', async () => {
    const id = await insertTransaction({ date: '2026-05-01', description: 'Gift', type: 'Income', amount: '250.00', account_id: await db.accountId(org, '4010') });
    const entry = await transactionEntry(id);
    expect(await entryLines(db, String(entry))).toEqual([
      ['1010', '250.00', '0.00'],
      ['4010', '0.00', '250.00'],
    ]);
    const row = await db.one<{ fund_id: string }>('select fund_id from public.transactions where id = $1', [id]);
    expect(row.fund_id).toBe(general);
  });

  it('Expense: debits the chosen expense account, credits cash, in the given fund and project', async () => {
    const project = await db.one<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'Mobile Pantry') returning id`, [org]);
    const id = await insertTransaction({
      date: '2026-05-02', description: 'Fuel', type: 'Expense', amount: '60.10',
      account_id: await db.accountId(org, '6500'), fund_id: restricted, project_id: project.id,
    });
    const entry = String(await transactionEntry(id));
    expect(await entryLines(db, entry)).toEqual([
      ['6500', '60.10', '0.00'],
      ['1010', '0.00', '60.10'],
    ]);
    const lines = await db.query<{ fund_id: string; project_id: string }>('select fund_id, project_id from public.journal_entry_lines where journal_entry_id = $1', [entry]);
    expect(lines.every((line) => line.fund_id === restricted && line.project_id === project.id)).toBe(true);
  });

  it('Asset: debits the asset account, credits cash', async () => {
    const id = await insertTransaction({ date: '2026-05-03', description: 'Freezer', type: 'Asset', amount: 1200, account_id: await db.accountId(org, '1500') });
    expect(await entryLines(db, String(await transactionEntry(id)))).toEqual([
      ['1500', '1200.00', '0.00'],
      ['1010', '0.00', '1200.00'],
    ]);
  });

  it('Liability: debits cash, credits the liability account', async () => {
    const id = await insertTransaction({ date: '2026-05-04', description: 'Bridge loan', type: 'Liability', amount: 5000, account_id: await db.accountId(org, '2300') });
    expect(await entryLines(db, String(await transactionEntry(id)))).toEqual([
      ['1010', '5000.00', '0.00'],
      ['2300', '0.00', '5000.00'],
    ]);
  });

  it('without an account posts to the Uncategorized account of the type', async () => {
    const income = await insertTransaction({ date: '2026-05-05', description: 'Cash in jar', type: 'Income', amount: 12 });
    const expense = await insertTransaction({ date: '2026-05-05', description: 'Something', type: 'Expense', amount: 7 });
    expect(await entryLines(db, String(await transactionEntry(income)))).toEqual([
      ['1010', '12.00', '0.00'],
      ['4999', '0.00', '12.00'],
    ]);
    expect(await entryLines(db, String(await transactionEntry(expense)))).toEqual([
      ['9999', '7.00', '0.00'],
      ['1010', '0.00', '7.00'],
    ]);
  });

  it('posts nothing for an amount of 0 and refuses an account of the wrong category', async () => {
    const id = await insertTransaction({ date: '2026-05-06', description: 'Empty', type: 'Expense' });
    expect(await transactionEntry(id)).toBeNull();
    await expect(insertTransaction({ type: 'Income', amount: 5, account_id: await db.accountId(org, '6100') })).rejects.toThrow(/needs a Revenue account/);
  });

  it('a change reverses the old entry and posts the new one; a delete reverses it', async () => {
    const id = await insertTransaction({ date: '2026-05-07', description: 'Rent', type: 'Expense', amount: 900, account_id: await db.accountId(org, '6100') });
    const first = String(await transactionEntry(id));
    await db.as(member, (c) => c.query('update public.transactions set amount = 950 where id = $1', [id]));
    const second = String(await transactionEntry(id));
    expect(second).not.toBe(first);
    expect(await entryLines(db, second)).toEqual([
      ['6100', '950.00', '0.00'],
      ['1010', '0.00', '950.00'],
    ]);
    const reversals = await db.query<{ reverses_entry_id: string }>(`select reverses_entry_id from public.journal_entries where source_type = 'reversal' and reverses_entry_id in ($1, $2)`, [first, second]);
    expect(reversals.map((r) => r.reverses_entry_id)).toEqual([first]);
    await db.as(member, (c) => c.query('delete from public.transactions where id = $1', [id]));
    const after = await db.query('select 1 from public.journal_entries where reverses_entry_id = $1', [second]);
    expect(after).toHaveLength(1);
    const balance = await db.one<{ net: string }>(
      `select coalesce(sum(l.debit - l.credit), 0)::text as net from public.journal_entry_lines l
       join public.journal_entries e on e.id = l.journal_entry_id
       where e.id = any ($1::uuid[]) or e.reverses_entry_id = any ($1::uuid[])`,
      [[first, second]],
    );
    expect(balance.net).toBe('0.00');
  });

  it('viewers cannot insert transactions', async () => {
    await expect(
      db.as(viewer, (c) => c.query(`insert into public.transactions (organization_id, type, amount) values ($1, 'Expense', 1)`, [org])),
    ).rejects.toThrow(/row-level security/);
  });
});

describe('locked period', () => {
  it('refuses postings on or before locked_through, and changes to transactions there', async () => {
    const rent = await db.accountId(org, '6100');
    const oldTx = await db.as(member, async (c) => {
      const r = await c.query<{ id: string }>(`insert into public.transactions (organization_id, date, type, amount, account_id) values ($1, '2026-01-10', 'Expense', 10, $2) returning id`, [org, rent]);
      return String(r.rows[0]?.id);
    });
    await db.as(owner, (c) => c.query(`update public.organization_settings set locked_through = '2026-01-31' where organization_id = $1`, [org]));
    try {
      await expect(
        db.as(member, (c) => c.query(`insert into public.transactions (organization_id, date, type, amount, account_id) values ($1, '2026-01-31', 'Expense', 10, $2)`, [org, rent])),
      ).rejects.toThrow(/Period locked/);
      await expect(db.as(member, (c) => c.query('update public.transactions set amount = 11 where id = $1', [oldTx]))).rejects.toThrow(/Period locked/);
      await expect(db.as(member, (c) => c.query('delete from public.transactions where id = $1', [oldTx]))).rejects.toThrow(/Period locked/);
      // The day after the lock is open.
      await db.as(member, (c) => c.query(`insert into public.transactions (organization_id, date, type, amount, account_id) values ($1, '2026-02-01', 'Expense', 10, $2)`, [org, rent]));
      // Only owners and admins change the lock.
      await db.as(member, (c) => c.query(`update public.organization_settings set locked_through = null where organization_id = $1`, [org]));
      const still = await db.one<{ locked_through: Date | null }>('select locked_through from public.organization_settings where organization_id = $1', [org]);
      expect(still.locked_through).not.toBeNull();
    } finally {
      await db.as(owner, (c) => c.query('update public.organization_settings set locked_through = null where organization_id = $1', [org]));
    }
  });
});

describe('the whole ledger', () => {
  it('balances per organization and fund after everything above', async () => {
    const unbalanced = await db.query(
      `select l.fund_id from public.journal_entry_lines l join public.journal_entries e on e.id = l.journal_entry_id
       where e.status = 'posted' group by l.organization_id, l.fund_id having sum(l.debit) <> sum(l.credit)`,
    );
    expect(unbalanced).toEqual([]);
  });
});

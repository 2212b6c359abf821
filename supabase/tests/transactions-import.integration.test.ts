// import_transactions through supabase-js against the real backend: a file's
// rows come back imported / skipped as duplicates / failed with reasons; the preview (dry run)
// writes nothing; valid rows post their journal entries in one transaction; viewers, outsiders
// and an ended trial are refused whole; an unexpected error leaves nothing half-written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_ENDED_WRITE_REFUSED } from '@missionbase/domain/billing-messages';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface ImportResult {
  dry_run: boolean;
  imported: number;
  ready: number;
  skipped: number;
  failed: number;
  rows: Array<{ index: number; status: 'imported' | 'ready' | 'duplicate' | 'failed'; reason: string | null; transaction_id: string | null }>;
}

let f: TransactionsFixture;

async function importRows(rows: unknown, dryRun = false): Promise<ImportResult> {
  const { data, error } = await f.owner.rpc('import_transactions', { p_organization_id: f.orgId, p_rows: rows, p_dry_run: dryRun });
  if (error) throw new Error(error.message);
  return data as ImportResult;
}

async function count(where = 'true', params: unknown[] = []): Promise<number> {
  const rows = await f.backend.admin.query<{ n: number }>(
    `select count(*)::int as n from public.transactions x where x.organization_id = $1 and ${where}`,
    [f.orgId, ...params],
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  await f.backend.admin.query(
    `insert into public.transactions (organization_id, date, description, type, amount) values ($1, '2026-04-02', 'Bakery Supply Co', 'Expense', 86.40)`,
    [f.orgId],
  );
});

afterAll(async () => {
  await f?.backend.stop();
});

const FILE = [
  { date: '2026-04-01', description: 'Grant deposit', amount: '2500.00', account: '4100' },
  { date: '2026-04-02', description: 'bakery supply co ', amount: '-86.40' },
  { date: '2026-04-03', description: 'Coffee', amount: '-4.50', account: '6300' },
  { date: '2026-04-03', description: 'Coffee', amount: '-4.50', account: '6300' },
  { date: '2026-04-31', description: 'Bad date', amount: '-1' },
  { date: '2026-04-05', description: 'Bad amount', amount: '12,50' },
  { date: '2026-04-06', description: 'Wrong account', amount: '-10', account: '4100' },
  { date: '2026-04-07', description: 'Unknown account', amount: '-10', account: '7777' },
  { date: '2026-04-08', description: 'Rent April', amount: '-1200', account: 'Rent' },
];

describe('import_transactions', () => {
  it('previews a file row by row without writing anything', async () => {
    const before = await count();
    const preview = await importRows(FILE, true);
    expect(await count()).toBe(before);
    expect(preview).toMatchObject({ dry_run: true, imported: 0, ready: 3, skipped: 2, failed: 4 });
    expect(preview.rows.map((row) => row.status)).toEqual(['ready', 'duplicate', 'ready', 'duplicate', 'failed', 'failed', 'failed', 'failed', 'ready']);
    expect(preview.rows[1]?.reason).toBe('Same date, amount and description as an existing transaction');
    expect(preview.rows[3]?.reason).toBe('Same date, amount and description as row 3 of the file');
    expect(preview.rows[4]?.reason).toBe('"2026-04-31" is not a date');
    expect(preview.rows[5]?.reason).toContain('"12,50" is not an amount');
    expect(preview.rows[6]?.reason).toContain('Expense needs an account in Expenses');
    expect(preview.rows[7]?.reason).toBe('No account "7777" in the chart of accounts');
  });

  it('imports the valid rows with their journal entries and reports the rest', async () => {
    const before = await count();
    const result = await importRows(FILE);
    expect(result).toMatchObject({ dry_run: false, imported: 3, skipped: 2, failed: 4 });
    expect(await count()).toBe(before + 3);
    const ids = result.rows.filter((row) => row.status === 'imported').map((row) => row.transaction_id);
    const rows = await f.backend.admin.query<{ description: string; type: string; amount: string; code: string; lines: number }>(
      `select t.description, t.type, t.amount::text, a.code,
              (select count(*)::int from public.journal_entry_lines l where l.journal_entry_id = t.journal_entry_id) as lines
       from public.transactions t join public.accounts a on a.id = t.account_id where t.id = any ($1::uuid[]) order by t.date`,
      [ids],
    );
    expect(rows).toEqual([
      { description: 'Grant deposit', type: 'Income', amount: '2500.00', code: '4100', lines: 2 },
      { description: 'Coffee', type: 'Expense', amount: '4.50', code: '6300', lines: 2 },
      { description: 'Rent April', type: 'Expense', amount: '1200.00', code: '6100', lines: 2 },
    ]);
  });

  it('skips the same file imported twice', async () => {
    const before = await count();
    const again = await importRows(FILE);
    expect(again).toMatchObject({ imported: 0, skipped: 5, failed: 4 });
    expect(await count()).toBe(before);
  });

  it('fails a row dated in a locked period with the reason and imports the others', async () => {
    await f.backend.admin.query(`update public.organization_settings set locked_through = '2026-01-31' where organization_id = $1`, [f.orgId]);
    try {
      const result = await importRows([
        { date: '2026-01-15', description: 'January bank fee', amount: '-3' },
        { date: '2026-02-15', description: 'February bank fee', amount: '-3' },
      ]);
      expect(result.rows.map((row) => row.status)).toEqual(['failed', 'imported']);
      expect(result.rows[0]?.reason).toBe('Period locked: nothing can be posted on or before 2026-01-31');
      expect(await count(`x.description = 'January bank fee'`)).toBe(0);
    } finally {
      await f.backend.admin.query(`update public.organization_settings set locked_through = null where organization_id = $1`, [f.orgId]);
    }
  });

  it('writes nothing when the database refuses the statement midway (all or nothing)', async () => {
    const before = await count();
    // The chart loses its cash account: posting fails after the checks, inside the one INSERT.
    await f.backend.admin.query(`update public.organization_settings set default_cash_account_id = null where organization_id = $1`, [f.orgId]);
    await f.backend.admin.query(`update public.accounts set system_key = null where organization_id = $1 and system_key = 'cash'`, [f.orgId]);
    try {
      const { data, error } = await f.owner.rpc('import_transactions', {
        p_organization_id: f.orgId,
        p_rows: [
          { date: '2026-05-01', description: 'First of two', amount: '-10' },
          { date: '2026-05-02', description: 'Second of two', amount: '-20' },
        ],
      });
      expect(data).toBeNull();
      expect(error?.message).toBe('The chart of accounts has no cash account');
      expect(await count()).toBe(before);
    } finally {
      await f.backend.admin.query(`update public.accounts set system_key = 'cash' where organization_id = $1 and code = '1010'`, [f.orgId]);
      await f.backend.admin.query(
        `update public.organization_settings set default_cash_account_id = (select id from public.accounts where organization_id = $1 and code = '1010') where organization_id = $1`,
        [f.orgId],
      );
    }
  });

  it('refuses a viewer and an outsider and writes nothing', async () => {
    const before = await count();
    const rows = [{ date: '2026-06-01', description: 'Viewer try', amount: '-1' }];
    const viewer = await f.viewer.rpc('import_transactions', { p_organization_id: f.orgId, p_rows: rows });
    expect(viewer.error?.message).toBe('Viewers cannot import transactions');
    const preview = await f.viewer.rpc('import_transactions', { p_organization_id: f.orgId, p_rows: rows, p_dry_run: true });
    expect(preview.error?.message).toBe('Viewers cannot import transactions');
    const outsider = await f.outsider.rpc('import_transactions', { p_organization_id: f.orgId, p_rows: rows });
    expect(outsider.error?.message).toBe('Access denied');
    expect(await count()).toBe(before);
  });

  it('refuses the whole file once the trial has ended, preview included', async () => {
    const before = await count();
    await f.backend.admin.query(`update public.subscriptions set status = 'trialing', trial_ends_at = now() - interval '1 minute' where organization_id = $1`, [f.orgId]);
    try {
      const rows = [{ date: '2026-06-02', description: 'After the trial', amount: '-1' }];
      const result = await f.owner.rpc('import_transactions', { p_organization_id: f.orgId, p_rows: rows });
      expect(result.error?.message).toBe(TRIAL_ENDED_WRITE_REFUSED);
      const preview = await f.owner.rpc('import_transactions', { p_organization_id: f.orgId, p_rows: rows, p_dry_run: true });
      expect(preview.error?.message).toBe(TRIAL_ENDED_WRITE_REFUSED);
      expect(await count()).toBe(before);
    } finally {
      await f.backend.admin.query(`update public.subscriptions set trial_ends_at = now() + interval '14 days' where organization_id = $1`, [f.orgId]);
    }
  });
});

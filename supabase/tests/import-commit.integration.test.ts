// Committing an import through supabase-js as the wizard does (docs/import.md): the books it writes
// are verified against the source (trial balance per account and fund, aging per customer and
// vendor), everything carries the batch, and a source the books cannot take is refused with nothing
// written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCounts, call, CONVERSION_DATE, commit, createImportFixture, readyBatch, riversideBooks } from './support/import-fixture.ts';
import type { ImportFixture } from './support/import-fixture.ts';

let f: ImportFixture;

beforeAll(async () => {
  f = await createImportFixture();
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

interface TrialBalanceRow {
  code: string;
  fund: string;
  balance: string;
}

/** The books' balance per account and fund at a date, as the reports read it (the kept daily totals). */
async function trialBalance(orgId: string, asOf: string): Promise<TrialBalanceRow[]> {
  return f.sql<TrialBalanceRow & Record<string, unknown>>(
    `select a.code, fu.name as fund, sum(t.debit - t.credit)::text as balance
     from private.ledger_daily_totals t join public.accounts a on a.id = t.account_id join public.funds fu on fu.id = t.fund_id
     where t.organization_id = $1 and t.entry_date <= $2
     group by a.code, fu.name having sum(t.debit - t.credit) <> 0 order by a.code, fu.name`,
    [orgId, asOf],
  );
}

describe('committing an import', () => {
  it('a balanced import leaves the trial balance equal to the source to the cent for every account and fund', async () => {
    const batchId = await readyBatch(f.owner, f.orgId, riversideBooks());
    const outcome = await commit(f.owner, batchId);
    expect(outcome.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(outcome).toMatchObject({ committed: true, status: 'committed', error_count: 0, differences: [] });

    // 1010, 1030 (new), 1100, 2010, 3100, 3200 in the restricted fund, and the interfund account
    // balancing the restricted fund (it nets to zero over the funds).
    expect(await trialBalance(f.orgId, CONVERSION_DATE)).toEqual([
      { code: '1010', fund: 'General Operating', balance: '25000.00' },
      { code: '1030', fund: 'General Operating', balance: '300.00' },
      { code: '1100', fund: 'General Operating', balance: '1800.00' },
      { code: '1950', fund: 'General Operating', balance: '-5000.00' },
      { code: '1950', fund: 'Restricted - Scholarships', balance: '5000.00' },
      { code: '2010', fund: 'General Operating', balance: '-950.00' },
      { code: '3100', fund: 'General Operating', balance: '-21150.00' },
      { code: '3200', fund: 'Restricted - Scholarships', balance: '-5000.00' },
    ]);
  });
});

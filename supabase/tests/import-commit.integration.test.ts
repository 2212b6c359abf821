// Committing an import through supabase-js as the wizard does (docs/import.md): the books it writes
// are verified against the source (trial balance per account and fund, aging per customer and
// vendor), everything carries the batch, and a source the books cannot take is refused with nothing
// written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCounts, call, CONVERSION_DATE, commit, createImportFixture, readyBatch, riversideBooks } from './support/import-fixture.ts';
import type { ImportFixture, ImportOutcome } from './support/import-fixture.ts';

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

  it('marks everything it writes with the batch, and posts its own entries with source import', async () => {
    const { owner, orgId } = await f.newOrganization('Riverside Marked');
    const batchId = await readyBatch(owner, orgId, riversideBooks());
    expect((await commit(owner, batchId)).committed).toBe(true);
    const marked = await f.sql<{ what: string; n: number }>(
      `select 'accounts' as what, count(*)::int as n from public.accounts where import_batch_id = $1
       union all select 'funds', count(*)::int from public.funds where import_batch_id = $1
       union all select 'projects', count(*)::int from public.projects where import_batch_id = $1
       union all select 'donors', count(*)::int from public.donors where import_batch_id = $1
       union all select 'customers', count(*)::int from public.customers where import_batch_id = $1
       union all select 'vendors', count(*)::int from public.vendors where import_batch_id = $1
       union all select 'invoices', count(*)::int from public.invoices where import_batch_id = $1
       union all select 'bills', count(*)::int from public.bills where import_batch_id = $1
       union all select 'entries of source import', count(*)::int from public.journal_entries where import_batch_id = $1 and source_type = 'import' and source_id = $1
       union all select 'entries of its documents', count(*)::int from public.journal_entries where import_batch_id = $1 and source_type in ('invoice', 'bill')
       union all select 'entries of the organization without it', count(*)::int from public.journal_entries where organization_id = $2 and import_batch_id is null`,
      [batchId, orgId],
    );
    // New: Petty Cash, Program Expenses, Youth Activities, Interfund Balances and Conversion Clearing.
    expect(Object.fromEntries(marked.map((row) => [row.what, row.n]))).toEqual({
      accounts: 5, funds: 1, projects: 1, donors: 1, customers: 1, vendors: 1, invoices: 2, bills: 1,
      'entries of source import': 4, 'entries of its documents': 3, 'entries of the organization without it': 0,
    });
  });

  it('balances an entry whose classes do not balance by themselves through Interfund Balances, fund by fund', async () => {
    const { owner, orgId } = await f.newOrganization('Riverside Interfund');
    const batchId = await readyBatch(owner, orgId, riversideBooks());
    await commit(owner, batchId);
    const lines = await f.sql<{ code: string; fund: string; debit: string; credit: string }>(
      `select a.code, fu.name as fund, l.debit::text, l.credit::text
       from public.journal_entries e join public.journal_entry_lines l on l.journal_entry_id = e.id
       join public.accounts a on a.id = l.account_id join public.funds fu on fu.id = l.fund_id
       where e.import_batch_id = $1 and e.description = 'Scholarship gift' order by a.code, fu.name`,
      [batchId],
    );
    expect(lines).toEqual([
      { code: '1010', fund: 'General Operating', debit: '500.00', credit: '0.00' },
      { code: '1950', fund: 'General Operating', debit: '0.00', credit: '500.00' },
      { code: '1950', fund: 'Restricted - Scholarships', debit: '500.00', credit: '0.00' },
      { code: '4010', fund: 'Restricted - Scholarships', debit: '0.00', credit: '500.00' },
    ]);
  });

  it('leaves the receivables and payables aging equal to the source aging, customer by customer and vendor by vendor', async () => {
    const { owner, orgId } = await f.newOrganization('Riverside Aging');
    const batchId = await readyBatch(owner, orgId, riversideBooks());
    await commit(owner, batchId);
    type Aging = { ledger_balance: string; documents_total: string; other: string; rows: Array<{ party_name: string; total: string }>; documents: Array<{ number: string; open: string }> };
    const receivables = await call<Aging>(owner, 'ar_aging', { p_organization_id: orgId, p_as_of: CONVERSION_DATE });
    expect(receivables).toMatchObject({ ledger_balance: '1800.00', documents_total: '1800.00', other: '0.00' });
    expect(receivables.rows.map((row) => [row.party_name, row.total])).toEqual([['Lakeside School District', '1800.00']]);
    expect(receivables.documents.map((document) => [document.number, document.open]).sort()).toEqual([['INV-881', '1200.00'], ['INV-902', '600.00']]);
    const payables = await call<Aging>(owner, 'ap_aging', { p_organization_id: orgId, p_as_of: CONVERSION_DATE });
    expect(payables).toMatchObject({ ledger_balance: '950.00', documents_total: '950.00', other: '0.00' });
    expect(payables.rows.map((row) => [row.party_name, row.total])).toEqual([['Metro Bus Lines', '950.00']]);
  });

  it('refuses a source trial balance that does not balance and writes nothing', async () => {
    const { owner, orgId } = await f.newOrganization('Riverside Unbalanced');
    const books = riversideBooks();
    const cash = books.trial_balance.find((row) => row.account_key === 'qb-10');
    if (cash) cash.debit = '25010.00';
    const batchId = await readyBatch(owner, orgId, books);
    const before = await bookCounts(f, orgId);
    const outcome = await commit(owner, batchId);
    expect(outcome).toMatchObject({ committed: false, status: 'staging', error_count: 1 });
    expect(outcome.problems.map((problem) => problem.message)).toEqual([
      'The trial balance does not balance: debits 27,110.00 and credits 27,100.00 differ by 10.00. Export it again from the source; nothing is posted from a trial balance that does not balance.',
    ]);
    expect(await bookCounts(f, orgId)).toEqual(before);
    expect((await f.sql<{ status: string }>(`select status from public.import_batches where id = $1`, [batchId]))[0]?.status).toBe('staging');
  });

  it('refuses a date in the locked period and writes nothing', async () => {
    const { owner, orgId } = await f.newOrganization('Riverside Locked Commit');
    const books = riversideBooks();
    books.open_documents = [];
    await f.sql(`update public.organization_settings set locked_through = '2026-01-12' where organization_id = $1`, [orgId]);
    const batchId = await readyBatch(owner, orgId, books);
    const before = await bookCounts(f, orgId);
    const outcome = await commit(owner, batchId);
    expect(outcome.committed).toBe(false);
    expect(outcome.problems.filter((problem) => problem.code === 'locked_period').map((problem) => problem.message)).toContain(
      'Entry JE-2 is dated 2026-01-10, on or before the period lock (2026-01-12): nothing can be posted there.',
    );
    expect(await bookCounts(f, orgId)).toEqual(before);
  });

  it('refuses a commit whose books would not match the source, names the account with both figures, and writes nothing', async () => {
    const { owner, orgId } = await f.newOrganization('Riverside Skewed');
    const batchId = await readyBatch(owner, orgId, riversideBooks());
    const before = await bookCounts(f, orgId);
    // A fault planted for the test: once the first lines are posted, the kept totals the reports read
    // gain one cent of cash at the conversion date.
    await f.sql(`
      create function public.zz_import_skew() returns trigger language plpgsql as $$
      begin
        if current_setting('zz.import_skewed', true) = 'on' then
          return null;
        end if;
        perform set_config('zz.import_skewed', 'on', true);
        update private.ledger_daily_totals t set debit = t.debit + 0.01
        where t.organization_id = '${orgId}' and t.entry_date = '${CONVERSION_DATE}'
          and t.account_id = (select a.id from public.accounts a where a.organization_id = '${orgId}' and a.code = '1010');
        return null;
      end $$;
      create trigger zz_import_skew after insert on public.journal_entry_lines for each statement execute function public.zz_import_skew();`);
    let outcome: ImportOutcome;
    try {
      outcome = await commit(owner, batchId);
    } finally {
      await f.sql(`drop trigger zz_import_skew on public.journal_entry_lines; drop function public.zz_import_skew();`);
    }
    expect(outcome.committed).toBe(false);
    expect(outcome.differences).toEqual([{
      what: 'account', account_code: '1010', account_name: 'Cash - Operating', fund_name: 'General Operating', party_name: null,
      source_amount: '25000.00', product_amount: '25000.01',
      message: '1010 Cash - Operating in General Operating: the source trial balance says 25,000.00 debit, the books say 25,000.01 debit.',
    }]);
    expect(outcome.problems.filter((problem) => problem.code === 'verification')).toHaveLength(1);
    expect(await bookCounts(f, orgId)).toEqual(before);
  });

  it('lets an imported history entry be reversed by hand like a journal entry', async () => {
    const { owner, orgId } = await f.newOrganization('Riverside Reversal');
    const batchId = await readyBatch(owner, orgId, riversideBooks());
    await commit(owner, batchId);
    const entryId = (await f.sql<{ id: string }>(`select id from public.journal_entries where import_batch_id = $1 and description = 'January rent'`, [batchId]))[0]?.id;
    const detail = await call<{ can_reverse: boolean; document: { type: string; label: string } | null }>(owner, 'get_journal_entry', { p_entry_id: entryId });
    expect(detail.can_reverse).toBe(true);
    expect(detail.document).toMatchObject({ type: 'import', label: expect.stringMatching(/^Import from QuickBooks Online \(\d{4}-\d{2}-\d{2}\)$/) });
    expect(await call<string>(owner, 'reverse_journal_entry', { p_entry_id: entryId, p_date: '2026-02-01' })).toMatch(/^[0-9a-f-]{36}$/);
  });
});

// The preview of an import (docs/import.md, "Preview"): the commit itself run in a subtransaction
// that is rolled back, so it writes nothing, promises exactly what the commit then does, and names
// every staged row that cannot be taken with its reason in a sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCounts, call, commit, createImportFixture, preview, readyBatch, riversideBooks } from './support/import-fixture.ts';
import type { ImportFixture, ImportOutcome, MappingRow } from './support/import-fixture.ts';

let f: ImportFixture;

beforeAll(async () => {
  f = await createImportFixture();
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

function errors(outcome: ImportOutcome): Array<[string, string]> {
  return outcome.problems.filter((problem) => problem.severity === 'error').map((problem) => [problem.code, problem.message]);
}

describe('the import preview', () => {
  it('writes nothing and promises exactly what the commit then does', async () => {
    const batchId = await readyBatch(f.owner, f.orgId, riversideBooks());
    const before = await bookCounts(f);
    const promised = await preview(f.owner, batchId);
    expect(await bookCounts(f)).toEqual(before);
    expect(promised).toMatchObject({
      committed: false,
      status: 'staging',
      error_count: 0,
      accounts_to_create: 3,
      funds_to_create: 1,
      projects_to_create: 1,
      donors_to_create: 1,
      customers_to_create: 1,
      vendors_to_create: 1,
      entries: 4,
      history_entries: 3,
      invoices: 2,
      bills: 1,
    });
    expect(promised.opening_balances).toEqual([
      { category: 'Assets', debit: '27100.00', credit: '0.00' },
      { category: 'Liabilities', debit: '0.00', credit: '950.00' },
      { category: 'Net Assets', debit: '0.00', credit: '26150.00' },
      { category: 'Revenue', debit: '0.00', credit: '0.00' },
      { category: 'Expenses', debit: '0.00', credit: '0.00' },
    ]);
    const done = await commit(f.owner, batchId);
    expect({ ...done, status: 'staging', committed: false }).toEqual(promised);
  });

  it('names every staged row that cannot be taken, each with its reason in a sentence', async () => {
    const { owner, orgId } = await f.newOrganization('Riverside Problems');
    const books = riversideBooks();
    books.journal.push(
      // Debits 90, credits 100.
      { entry_key: 'JE-4', date: '2026-02-01', account_key: 'qb-60', debit: '90.00', credit: '0', source_line: 8 },
      { entry_key: 'JE-4', date: '2026-02-01', account_key: 'qb-10', debit: '0', credit: '100.00', source_line: 9 },
      // Already in the trial balance.
      { entry_key: 'JE-5', date: '2025-12-20', account_key: 'qb-60', debit: '10.00', credit: '0', source_line: 10 },
      { entry_key: 'JE-5', date: '2025-12-20', account_key: 'qb-10', debit: '0', credit: '10.00', source_line: 11 },
      // A voided check: nothing to post, whatever its date.
      { entry_key: 'JE-6', date: '2025-12-02', account_key: 'qb-60', debit: '0', credit: '0', source_line: 12 },
      { entry_key: 'JE-6', date: '2025-12-02', account_key: 'qb-10', debit: '0', credit: '0', source_line: 13 },
    );
    books.open_documents.push({ kind: 'invoice', contact_key: 'c-9', number: 'INV-950', date: '2025-12-28', amount: '75.00', open_balance: '75.00', source_line: 5 });
    const batchId = await readyBatch(owner, orgId, books);
    // Staged after the suggestions: nobody has mapped it yet.
    await call(owner, 'stage_import_rows', {
      p_batch_id: batchId,
      p_kind: 'accounts',
      p_rows: [{ source_key: 'qb-80', number: '6900', name: 'Bank Charges', category: 'Expenses' }],
    });
    const outcome = await preview(owner, batchId);
    expect(errors(outcome)).toEqual([
      ['unmapped_account', 'Account 6900 Bank Charges is not mapped yet: map it to an account of the chart or create it.'],
      ['entry_unbalanced', 'Entry JE-4 (2026-02-01) does not balance: debits 90.00 and credits 100.00 differ by 10.00.'],
      ['outside_history', 'Entry JE-5 is dated 2025-12-20, on or before the conversion date 2025-12-31: the trial balance already holds it. The history starts the day after.'],
      ['aging_differs', 'The open invoices total 1,875.00, but Accounts Receivable is 1,800.00 debit in the trial balance: the aging and the trial balance must agree at the conversion date (map the source\'s receivable account to Accounts Receivable, and export both as of the same date).'],
      ['unknown_contact', 'Open invoice INV-950 is for "c-9", who is not among the file\'s contacts.'],
    ]);
    expect(outcome.error_count).toBe(5);
    expect(outcome.problems.filter((problem) => problem.severity === 'warning').map((problem) => problem.message)).toEqual([
      'Entry JE-6 (2025-12-02) has no amounts: nothing is posted for it.',
    ]);
    expect(outcome.problems.find((problem) => problem.code === 'entry_unbalanced')).toMatchObject({ kind: 'journal', source_line: 8 });
  });

  it('names every date on or before the period lock: the conversion date, history entries and open documents', async () => {
    const { owner, orgId } = await f.newOrganization('Riverside Locked');
    await f.sql(`update public.organization_settings set locked_through = '2026-01-12' where organization_id = $1`, [orgId]);
    const batchId = await readyBatch(owner, orgId, riversideBooks());
    expect(errors(await preview(owner, batchId))).toEqual([
      ['locked_period', 'The conversion date 2025-12-31 is on or before the period lock (2026-01-12): the opening balances cannot be posted there. An owner can move the lock back first.'],
      ['locked_period', 'Entry JE-1 is dated 2026-01-05, on or before the period lock (2026-01-12): nothing can be posted there.'],
      ['locked_period', 'Entry JE-2 is dated 2026-01-10, on or before the period lock (2026-01-12): nothing can be posted there.'],
      ['locked_period', 'Open invoice INV-881 is dated 2025-11-15, on or before the period lock (2026-01-12): nothing can be posted there.'],
      ['locked_period', 'Open invoice INV-902 is dated 2025-12-10, on or before the period lock (2026-01-12): nothing can be posted there.'],
      ['locked_period', 'Open bill B-77 is dated 2025-12-20, on or before the period lock (2026-01-12): nothing can be posted there.'],
    ]);
  });

  it('warns when restricted net assets would sit in a fund without donor restrictions', async () => {
    const books = riversideBooks();
    const line = books.trial_balance.find((row) => row.account_key === 'qb-31');
    if (line) delete line.dimension_key;
    const { owner, orgId } = await f.newOrganization('Riverside Warnings');
    const batchId = await readyBatch(owner, orgId, books);
    const outcome = await preview(owner, batchId);
    expect(outcome.error_count).toBe(0);
    expect(outcome.problems.filter((problem) => problem.severity === 'warning').map((problem) => problem.message)).toEqual([
      '3200 Net Assets With Donor Restrictions holds 5,000.00 credit in General Operating, a fund without donor restrictions: the statements will show it as net assets without donor restrictions. Give those lines a class mapped to a restricted fund.',
    ]);
  });

  it('lists the mappings it was computed with unchanged', async () => {
    const batchId = await readyBatch(f.owner, f.orgId, riversideBooks());
    const before = await call<MappingRow[]>(f.owner, 'list_import_mappings', { p_batch_id: batchId });
    await preview(f.owner, batchId);
    expect(await call<MappingRow[]>(f.owner, 'list_import_mappings', { p_batch_id: batchId })).toEqual(before);
  });
});

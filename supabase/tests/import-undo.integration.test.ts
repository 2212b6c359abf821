// Undoing an import as one (docs/import.md, "Undo"): afterwards nothing of it remains in the books
// (entries, lines, kept totals, documents, the records it created that nothing else uses), the
// batch stays as the record, and the undo is refused in words once a date of it is locked or
// something has been posted against it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCounts, call, commit, createImportFixture, readyBatch, riversideBooks, undo } from './support/import-fixture.ts';
import type { ImportFixture } from './support/import-fixture.ts';

let f: ImportFixture;

beforeAll(async () => {
  f = await createImportFixture();
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

async function committed(name: string) {
  const organization = await f.newOrganization(name);
  const before = await bookCounts(f, organization.orgId);
  const batchId = await readyBatch(organization.owner, organization.orgId, riversideBooks());
  expect((await commit(organization.owner, batchId)).committed).toBe(true);
  return { ...organization, batchId, before };
}

describe('undoing an import', () => {
  it('leaves nothing of the import in the books, and keeps the batch as the record of it', async () => {
    const { owner, orgId, batchId, before } = await committed('Riverside Undone');
    const result = await undo(owner, batchId);
    expect(result).toEqual({
      batch_id: batchId, status: 'undone', entries_removed: 4, documents_removed: 3, accounts_removed: 5, accounts_kept: 0,
      funds_removed: 1, projects_removed: 1, contacts_removed: 3, contacts_kept: 0,
    });
    expect(await bookCounts(f, orgId)).toEqual(before);
    const batch = await f.sql<{ status: string; rows: number; mappings: number; marked: number }>(
      `select b.status,
              (select count(*)::int from public.import_rows r where r.batch_id = b.id) as rows,
              (select count(*)::int from public.import_mappings m where m.batch_id = b.id) as mappings,
              (select count(*)::int from public.journal_entries e where e.import_batch_id = b.id) as marked
       from public.import_batches b where b.id = $1`,
      [batchId],
    );
    expect(batch).toEqual([{ status: 'undone', rows: 0, mappings: 0, marked: 0 }]);
    const audited = await f.sql<{ action: string; status: string }>(
      `select action, new_data ->> 'status' as status from public.audit_log where table_name = 'import_batches' and row_id = $1 and action = 'UPDATE' order by id`,
      [batchId],
    );
    expect(audited.map((row) => row.status).slice(-2)).toEqual(['committed', 'undone']);
  });

  it('keeps an account it created once the organization has posted to it since', async () => {
    const { owner, orgId, batchId } = await committed('Riverside Kept');
    const pettyCash = (await f.sql<{ id: string }>(`select id from public.accounts where organization_id = $1 and code = '1030'`, [orgId]))[0]?.id;
    const cash = (await f.sql<{ id: string }>(`select id from public.accounts where organization_id = $1 and code = '1010'`, [orgId]))[0]?.id;
    const fund = (await f.sql<{ id: string }>(`select default_fund_id as id from public.organization_settings where organization_id = $1`, [orgId]))[0]?.id;
    await call(owner, 'post_journal_entry', {
      p_organization_id: orgId, p_entry_date: '2026-03-01', p_description: 'Petty cash top-up',
      p_lines: [{ account_id: pettyCash, fund_id: fund, debit: 100 }, { account_id: cash, fund_id: fund, credit: 100 }],
    });
    const result = await undo(owner, batchId);
    expect(result).toMatchObject({ accounts_removed: 4, accounts_kept: 1 });
    expect(await f.sql(`select code, name, import_batch_id from public.accounts where id = $1`, [pettyCash])).toEqual([
      { code: '1030', name: 'Petty Cash', import_batch_id: null },
    ]);
  });

  it('is refused once the period is locked through one of its dates, and changes nothing', async () => {
    const { owner, orgId, batchId } = await committed('Riverside Lock After');
    await f.sql(`update public.organization_settings set locked_through = '2026-01-31' where organization_id = $1`, [orgId]);
    const after = await bookCounts(f, orgId);
    await expect(undo(owner, batchId)).rejects.toThrow(
      'This import cannot be undone: the books are locked through 2026-01-31, and it posted entries from 2025-11-15 on. An owner can move the lock back first.',
    );
    expect(await bookCounts(f, orgId)).toEqual(after);
    expect((await f.sql<{ status: string }>(`select status from public.import_batches where id = $1`, [batchId]))[0]?.status).toBe('committed');
  });

  it('is refused once a payment has been recorded on one of its invoices', async () => {
    const { owner, orgId, batchId } = await committed('Riverside Paid');
    const invoice = (await f.sql<{ id: string }>(`select id from public.invoices where import_batch_id = $1 and invoice_number = 'INV-881'`, [batchId]))[0]?.id;
    const { error } = await owner.from('invoice_payments').insert({ organization_id: orgId, invoice_id: invoice, payment_date: '2026-02-10', amount: 200 });
    expect(error).toBeNull();
    await expect(undo(owner, batchId)).rejects.toThrow(
      'This import cannot be undone: invoice INV-881 (Lakeside School District) has a payment recorded since the import. Undo is possible only while nothing has been posted against what it brought in.',
    );
  });

  it('is refused once one of its entries has been reversed', async () => {
    const { owner, batchId } = await committed('Riverside Reversed');
    const rent = (await f.sql<{ id: string }>(`select id from public.journal_entries where import_batch_id = $1 and description = 'January rent'`, [batchId]))[0]?.id;
    await call(owner, 'reverse_journal_entry', { p_entry_id: rent, p_date: '2026-02-01' });
    await expect(undo(owner, batchId)).rejects.toThrow(/^This import cannot be undone: its entry "January rent" of 2026-01-05 was reversed on 2026-02-01\./);
  });
});

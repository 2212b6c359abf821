// The mapping suggestions of an import, computed in SQL over the staged rows (docs/import.md,
// "Mappings"): source accounts to the chart by number, then name, then the kind of account, or new
// with a free code; classes to funds (with their net asset class) or projects; contacts to the
// donors, customers and vendors the organization already has, by e-mail then name. A person's
// saved choice outlives later suggestions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createImportFixture, riversideBooks, stageBooks } from './support/import-fixture.ts';
import type { ImportFixture, MappingRow } from './support/import-fixture.ts';

let f: ImportFixture;

beforeAll(async () => {
  f = await createImportFixture();
  // Already in the organization: the school district under another name but the same e-mail, and the
  // bus company under the same name without one.
  await f.sql(`insert into public.customers (organization_id, name, email) values ($1, 'Lakeside Schools', 'AP@lakeside.example.org ')`, [f.orgId]);
  await f.sql(`insert into public.vendors (organization_id, name) values ($1, 'Metro Bus Lines')`, [f.orgId]);
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

function byKey(rows: MappingRow[], kind: MappingRow['kind']): Record<string, MappingRow> {
  return Object.fromEntries(rows.filter((row) => row.kind === kind).map((row) => [row.source_key, row]));
}

async function suggested(): Promise<{ batchId: string; rows: MappingRow[] }> {
  const books = riversideBooks();
  books.dimensions.push({ source_key: 'cl-4', kind: 'class', name: 'Unrestricted' });
  // A number the chart gives an account of another category: not a match, and not free either.
  books.accounts.push({ source_key: 'qb-70', number: '1020', name: 'Event Income', source_type: 'Income', category: 'Revenue' });
  // QuickBooks' usual number for receivables, which the chart gives Pledges Receivable.
  books.accounts.push({ source_key: 'qb-13', number: '1200', name: 'A/R Trade', source_type: 'Accounts receivable (A/R)', category: 'Assets' });
  const batchId = await stageBooks(f.owner, f.orgId, books);
  return { batchId, rows: await call<MappingRow[]>(f.owner, 'suggest_import_mappings', { p_batch_id: batchId }) };
}

describe('mapping suggestions', () => {
  it('maps each source account by number (unless the number is another kind of account), then by name, then by the kind of account, and proposes a free code for a new one', async () => {
    const accounts = byKey((await suggested()).rows, 'account');
    const summary = Object.fromEntries(Object.entries(accounts).map(([key, row]) => [key, [row.action, row.target_label ?? row.code, row.reason]]));
    expect(summary).toEqual({
      'qb-10': ['existing', '1010 Cash - Operating', 'Same number in the chart'],
      'qb-11': ['create', '1030', 'Not in the chart: a new account'],
      'qb-12': ['existing', '1100 Accounts Receivable', 'Same kind of account in the chart'],
      'qb-13': ['existing', '1100 Accounts Receivable', 'Same kind of account in the chart'],
      'qb-20': ['existing', '2010 Accounts Payable', 'Same kind of account in the chart'],
      'qb-30': ['existing', '3100 Net Assets Without Donor Restrictions', 'Same kind of account in the chart'],
      'qb-31': ['existing', '3200 Net Assets With Donor Restrictions', 'Same kind of account in the chart'],
      'qb-40': ['existing', '4010 Contributions', 'Same number in the chart'],
      'qb-41': ['existing', '4100 Grants', 'Same name in the chart'],
      'qb-50': ['create', '6000', 'Not in the chart: a new account'],
      'qb-51': ['create', '6010', 'Not in the chart: a new account'],
      'qb-60': ['existing', '6100 Rent', 'Same number in the chart'],
      'qb-70': ['create', '4020', 'Not in the chart: a new account'],
    });
    expect([accounts['qb-11']?.account_type, accounts['qb-50']?.account_type, accounts['qb-70']?.category]).toEqual(['Bank', 'Program', 'Revenue']);
  });

  it('maps classes to funds with their restriction or to projects, and contacts to existing records by e-mail, then by name', async () => {
    const { rows } = await suggested();
    const generalFund = (await f.sql<{ id: string }>(`select default_fund_id as id from public.organization_settings where organization_id = $1`, [f.orgId]))[0]?.id;
    const dimensions = byKey(rows, 'dimension');
    expect(dimensions['cl-1']).toMatchObject({ action: 'create', target_type: 'project', name: 'Youth Program' });
    expect(dimensions['cl-2']).toMatchObject({ action: 'create', target_type: 'fund', restriction: 'with_donor_restrictions' });
    expect(dimensions['cl-3']).toMatchObject({ action: 'existing', target_type: 'fund', target_id: generalFund, reason: 'Same name as a fund' });
    expect(dimensions['cl-4']).toMatchObject({ action: 'existing', target_type: 'fund', target_id: generalFund, reason: 'Reads as the general fund' });
    const contacts = byKey(rows, 'contact');
    expect(contacts['c-1']).toMatchObject({ action: 'existing', target_type: 'customer', target_label: 'Lakeside Schools', reason: 'Same e-mail as a customer' });
    expect(contacts['c-2']).toMatchObject({ action: 'existing', target_type: 'vendor', target_label: 'Metro Bus Lines', reason: 'Same name as a vendor' });
    expect(contacts['c-3']).toMatchObject({ action: 'create', target_type: 'donor', name: 'Alma Ruiz', reason: 'Not found: a new donor' });
  });

  it('keeps a saved choice when the suggestions run again', async () => {
    const { batchId } = await suggested();
    const supplies = (await f.sql<{ id: string }>(`select id from public.accounts where organization_id = $1 and code = '6300'`, [f.orgId]))[0]?.id;
    const saved = await call<number>(f.owner, 'save_import_mappings', {
      p_batch_id: batchId,
      p_mappings: [{ kind: 'account', source_key: 'qb-51', action: 'existing', target_id: supplies }],
    });
    expect(saved).toBe(1);
    const again = byKey(await call<MappingRow[]>(f.owner, 'suggest_import_mappings', { p_batch_id: batchId }), 'account');
    expect(again['qb-51']).toMatchObject({ action: 'existing', target_id: supplies, target_label: '6300 Supplies', chosen: true, reason: 'Chosen' });
    expect(again['qb-50']).toMatchObject({ action: 'create', chosen: false });
  });

  it('refuses a choice that names an account of another organization', async () => {
    const { batchId } = await suggested();
    const theirs = (await f.sql<{ id: string }>(`select id from public.accounts where organization_id = $1 and code = '1010'`, [f.outsiderOrgId]))[0]?.id;
    await expect(call(f.owner, 'save_import_mappings', {
      p_batch_id: batchId,
      p_mappings: [{ kind: 'account', source_key: 'qb-10', action: 'existing', target_id: theirs }],
    })).rejects.toThrow('Mapping 1 names an account that is not in this organization');
  });
});

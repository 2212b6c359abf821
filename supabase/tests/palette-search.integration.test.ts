// The command palette's document search (public.search_palette) through supabase-js: invoices,
// bills, donations' receipts, journal entries, purchase orders and payroll runs found by number (or
// the party's name) in the database, each row with its number, party, amount and date; a few rows
// of each kind, the exact number first; members only, and never another organization's documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface Found {
  kind: string;
  id: string;
  number: string | null;
  party: string | null;
  amount: string;
  document_date: string;
}

let f: TransactionsFixture;

async function search(query: string, limit?: number, client = f.owner, organizationId = f.orgId): Promise<Found[]> {
  const { data, error } = await client.rpc('search_palette', { p_organization_id: organizationId, p_query: query, ...(limit === undefined ? {} : { p_limit: limit }) });
  if (error) throw new Error(error.message);
  return data as Found[];
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  const sql = f.backend.admin.query.bind(f.backend.admin);
  for (let n = 0; n < 8; n += 1) {
    await sql(`insert into public.invoices (organization_id, invoice_number, customer_name, issue_date, due_date) values ($1, $2, $3, date '2026-03-01' + $4::int, date '2026-04-01')`,
      [f.orgId, `INV-50${n}${n}`, n === 0 ? 'Lakeside Senior Center' : `Customer ${n}`, n]);
  }
  await sql(`insert into public.invoices (organization_id, invoice_number, customer_name, issue_date, due_date) values ($1, 'INV-50', 'Short Number Co', '2026-01-05', '2026-02-05')`, [f.orgId]);
  await sql(`insert into public.bills (organization_id, bill_number, vendor_name, bill_date, due_date) values ($1, 'BILL-7001', 'Valley Produce', '2026-02-10', '2026-03-10')`, [f.orgId]);
  await sql(`insert into public.donations (organization_id, donor_name, amount, donation_date, receipt_number) values ($1, 'Ada Lovelace', 250, '2026-03-03', 'RCPT-1042')`, [f.orgId]);
  await sql(`insert into public.journal_entries (organization_id, entry_date, description, reference, status) values ($1, '2026-03-04', 'Accrue March rent', 'JE-ACCRUE-03', 'draft')`, [f.orgId]);
  await sql(`insert into public.purchase_orders (organization_id, po_number, vendor_name, order_date) values ($1, 'PO-3003', 'Kitchen Supply Co', '2026-03-05')`, [f.orgId]);
  await sql(`insert into public.payroll_runs (organization_id, period_start, period_end, pay_date) values ($1, '2026-03-01', '2026-03-15', '2026-03-20')`, [f.orgId]);
  await sql(`insert into public.invoices (organization_id, invoice_number, customer_name, issue_date, due_date) values ($1, 'INV-9999', 'Elsewhere Client', '2026-03-01', '2026-04-01')`, [f.outsiderOrgId]);
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('the palette search', () => {
  it('finds an invoice by its number with its customer, amount and date, and by the customer\'s name in any case', async () => {
    expect(await search('inv-5000')).toEqual([
      { kind: 'invoice', id: expect.any(String), number: 'INV-5000', party: 'Lakeside Senior Center', amount: '0.00', document_date: '2026-03-01' },
    ]);
    expect((await search('LAKESIDE')).map((row) => row.number)).toEqual(['INV-5000']);
  });

  it('finds a bill, a receipt, a journal entry, a purchase order and a payroll run by their numbers', async () => {
    const kindAndNumber = async (query: string) => (await search(query)).map((row) => [row.kind, row.number, row.party, row.amount, row.document_date]);
    expect(await kindAndNumber('BILL-7001')).toEqual([['bill', 'BILL-7001', 'Valley Produce', '0.00', '2026-02-10']]);
    expect(await kindAndNumber('rcpt-1042')).toEqual([['donation', 'RCPT-1042', 'Ada Lovelace', '250.00', '2026-03-03']]);
    expect(await kindAndNumber('JE-ACCRUE')).toEqual([['journal_entry', 'JE-ACCRUE-03', 'Accrue March rent', '0.00', '2026-03-04']]);
    expect(await kindAndNumber('PO-3003')).toEqual([['purchase_order', 'PO-3003', 'Kitchen Supply Co', '0.00', '2026-03-05']]);
    expect(await kindAndNumber('2026-03-20')).toEqual([['payroll_run', '2026-03-20', '2026-03-01 to 2026-03-15', '0.00', '2026-03-20']]);
  });

  it('returns a few of each kind, the exact number first, then the newest', async () => {
    const invoices = await search('INV-50', 5);
    expect(invoices.map((row) => row.number)).toEqual(['INV-50', 'INV-5077', 'INV-5066', 'INV-5055', 'INV-5044']);
    expect(await search('INV-50', 500)).toHaveLength(9);
    expect(await search('   ')).toEqual([]);
    // The user's % and _ are letters, not wildcards.
    expect(await search('INV%')).toEqual([]);
    expect(await search('INV_50')).toEqual([]);
  });

  it("answers members only and never with another organization's documents", async () => {
    expect((await search('INV-5000', undefined, f.viewer)).map((row) => row.number)).toEqual(['INV-5000']);
    expect(await search('INV-9999')).toEqual([]);
    const { error } = await f.outsider.rpc('search_palette', { p_organization_id: f.orgId, p_query: 'INV' });
    expect(error?.message).toBe('Access denied');
  });
});

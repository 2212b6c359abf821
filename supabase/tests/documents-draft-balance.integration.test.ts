// The balance due of an invoice or a bill is the database's figure, for drafts too: a draft owes
// its whole total (total less no payments), a partly paid document the rest, a voided one
// nothing, in the lists (search_bills, search_invoices) and on the record pages (get_bill,
// get_invoice) alike; the lists sort by that same figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

let f: TransactionsFixture;

interface Figures { total: string; balance: string; state: string }

async function billRow(id: string): Promise<Figures | undefined> {
  const { data, error } = await f.owner.rpc('search_bills', { p_organization_id: f.orgId, p_limit: 1000 });
  if (error) throw new Error(error.message);
  return (data as { rows: Array<Figures & { id: string }> }).rows.find((row) => row.id === id);
}

async function billRecord(id: string): Promise<Figures | null> {
  const { data, error } = await f.owner.rpc('get_bill', { p_bill_id: id }).maybeSingle();
  if (error) throw new Error(error.message);
  return data as Figures | null;
}

async function saveBill(amount: string): Promise<string> {
  const { data, error } = await f.owner.rpc('save_bill', {
    p_organization_id: f.orgId, p_bill: { vendor_name: 'Valley Produce', bill_date: '2026-03-01', due_date: '2026-03-31' },
    p_lines: [{ description: 'Produce', quantity: 1, unit_price: amount, account_id: await f.account('6400') }],
  });
  if (error) throw new Error(error.message);
  return data as string;
}

beforeAll(async () => {
  f = await createTransactionsFixture();
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('balance due', () => {
  it('a draft bill shows its total as its balance due, in the list and on its page', async () => {
    const id = await saveBill('412.35');
    expect(await billRow(id)).toMatchObject({ state: 'draft', total: '412.35', balance: '412.35' });
    expect(await billRecord(id)).toMatchObject({ state: 'draft', total: '412.35', balance: '412.35' });
  });

  it('a voided bill owes nothing', async () => {
    const id = await saveBill('99.00');
    expect((await f.owner.rpc('set_bill_status', { p_bill_id: id, p_status: 'void' })).error).toBeNull();
    expect(await billRow(id)).toMatchObject({ state: 'void', balance: '0.00' });
    expect(await billRecord(id)).toMatchObject({ state: 'void', balance: '0.00' });
  });

  it('a draft invoice shows its total as its balance due, in the list and on its page', async () => {
    const { data: id, error } = await f.owner.rpc('save_invoice', {
      p_organization_id: f.orgId, p_invoice: { customer_name: 'Harbor School', issue_date: '2026-03-01', due_date: '2026-03-31' },
      p_lines: [{ description: 'Meals', quantity: 3, unit_price: '10.05', account_id: await f.account('4200') }],
    });
    expect(error).toBeNull();
    const list = await f.owner.rpc('search_invoices', { p_organization_id: f.orgId, p_limit: 1000 });
    expect((list.data as { rows: Array<Figures & { id: string }> }).rows.find((row) => row.id === id)).toMatchObject({ state: 'draft', balance: '30.15' });
    const record = await f.owner.rpc('get_invoice', { p_invoice_id: id as string }).maybeSingle();
    expect(record.data).toMatchObject({ state: 'draft', total: '30.15', balance: '30.15' });
  });
});

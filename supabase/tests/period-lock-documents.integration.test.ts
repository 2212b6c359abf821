// A locked period through the API, document by document: once the books are locked through a date,
// nothing dated in it changes (not even a description or a note), nothing new is dated there (a
// draft included), and what happens later in the open period still settles the locked documents
// (a payment of an invoice or a bill).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

const LOCKED = 'Period locked: nothing can be posted on or before 2026-01-31';

let f: TransactionsFixture;
let transaction: string;
let invoice: string;
let bill: string;
let donation: string;

function ok<T>(result: { data: T; error: { message: string } | null }): NonNullable<T> {
  if (result.error) throw new Error(result.error.message);
  if (result.data === null || result.data === undefined) throw new Error('no data');
  return result.data;
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  const c = f.owner;
  const org = f.orgId;
  transaction = ok(await c.from('transactions').insert({ organization_id: org, type: 'Expense', amount: 40, description: 'Printer paper', account_id: await f.account('6300'), date: '2026-01-10' }).select('id').single()).id;
  invoice = ok(await c.from('invoices').insert({ organization_id: org, invoice_number: 'LOCK-1', customer_name: 'City Schools', issue_date: '2026-01-10', due_date: '2026-02-10' }).select('id').single()).id;
  ok(await c.from('invoice_lines').insert({ organization_id: org, invoice_id: invoice, description: 'Meals', unit_price: 300, account_id: await f.account('4200') }).select('id'));
  expect((await c.rpc('set_invoice_status', { p_invoice_id: invoice, p_status: 'sent' })).error).toBeNull();
  bill = ok(await c.from('bills').insert({ organization_id: org, bill_number: 'LOCK-B1', vendor_name: 'Wholesale Foods', bill_date: '2026-01-12', due_date: '2026-02-12' }).select('id').single()).id;
  ok(await c.from('bill_lines').insert({ organization_id: org, bill_id: bill, description: 'Rice', unit_price: 80, account_id: await f.account('6400') }).select('id'));
  expect((await c.rpc('set_bill_status', { p_bill_id: bill, p_status: 'approved' })).error).toBeNull();
  donation = ok(await c.from('donations').insert({ organization_id: org, donor_name: 'Ada Giver', amount: 150, donation_date: '2026-01-15', notes: 'Year-end appeal' }).select('id').single()).id;
  ok(await c.from('organization_settings').update({ locked_through: '2026-01-31' }).eq('organization_id', org).select('organization_id').single());
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('a locked period', () => {
  it("refuses a change to a locked transaction's description or notes, and its deletion", async () => {
    expect((await f.owner.from('transactions').update({ description: 'Toner' }).eq('id', transaction)).error?.message).toBe(LOCKED);
    expect((await f.owner.from('transactions').update({ notes: 'reclassify later' }).eq('id', transaction)).error?.message).toBe(LOCKED);
    expect((await f.owner.from('transactions').delete().eq('id', transaction)).error?.message).toBe(LOCKED);
    const rows = await f.backend.admin.query<{ description: string; notes: string | null }>('select description, notes from public.transactions where id = $1', [transaction]);
    expect(rows).toEqual([{ description: 'Printer paper', notes: null }]);
  });

  it("refuses a change to a locked invoice's, bill's or donation's notes", async () => {
    expect((await f.owner.from('invoices').update({ notes: 'Thank you' }).eq('id', invoice)).error?.message).toBe(LOCKED);
    expect((await f.owner.from('invoices').update({ customer_name: 'City Schools District' }).eq('id', invoice)).error?.message).toBe(LOCKED);
    expect((await f.owner.from('bills').update({ notes: 'Disputed' }).eq('id', bill)).error?.message).toBe(LOCKED);
    expect((await f.owner.from('donations').update({ notes: 'Major gift' }).eq('id', donation)).error?.message).toBe(LOCKED);
    expect((await f.owner.from('donations').update({ donor_name: 'Ada B. Giver' }).eq('id', donation)).error?.message).toBe(LOCKED);
  });

  it('refuses a draft dated in the locked period: an invoice, a bill, a payroll run, or moving a draft there', async () => {
    const org = f.orgId;
    expect((await f.owner.from('invoices').insert({ organization_id: org, invoice_number: 'LOCK-2', customer_name: 'Late', issue_date: '2026-01-20', due_date: '2026-02-20' })).error?.message).toBe(LOCKED);
    expect((await f.owner.from('bills').insert({ organization_id: org, bill_number: 'LOCK-B2', vendor_name: 'Late', bill_date: '2026-01-20', due_date: '2026-02-20' })).error?.message).toBe(LOCKED);
    expect((await f.owner.from('payroll_runs').insert({ organization_id: org, period_start: '2026-01-01', period_end: '2026-01-15', pay_date: '2026-01-20' })).error?.message).toBe(LOCKED);
    const open = ok(await f.owner.from('invoices').insert({ organization_id: org, invoice_number: 'LOCK-3', customer_name: 'On time', issue_date: '2026-02-02', due_date: '2026-03-02' }).select('id').single());
    expect((await f.owner.from('invoices').update({ issue_date: '2026-01-30' }).eq('id', open.id)).error?.message).toBe(LOCKED);
    expect((await f.owner.from('invoices').update({ notes: 'Draft notes' }).eq('id', open.id)).error).toBeNull();
  });

  it('still settles a locked invoice and bill with payments dated in the open period', async () => {
    ok(await f.owner.from('invoice_payments').insert({ organization_id: f.orgId, invoice_id: invoice, payment_date: '2026-02-05', amount: 300 }).select('id'));
    ok(await f.owner.from('bill_payments').insert({ organization_id: f.orgId, bill_id: bill, payment_date: '2026-02-06', amount: 80 }).select('id'));
    const invoices = await f.backend.admin.query<{ status: string; amount_paid: string }>('select status, amount_paid::text from public.invoices where id = $1', [invoice]);
    expect(invoices).toEqual([{ status: 'paid', amount_paid: '300.00' }]);
    const bills = await f.backend.admin.query<{ status: string; amount_paid: string }>('select status, amount_paid::text from public.bills where id = $1', [bill]);
    expect(bills).toEqual([{ status: 'paid', amount_paid: '80.00' }]);
  });
});

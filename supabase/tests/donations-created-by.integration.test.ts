// created_by is the signed-in caller, never the client's value: an insert through the
// Data API into donations, pledges, invoice_payments or bill_payments that names another user as
// created_by stores the caller; an update cannot change it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

let f: TransactionsFixture;
let ownerId: string;
let otherId: string;
let donorId: string;
const today = new Date().toISOString().slice(0, 10);

async function createdBy(table: string, id: string): Promise<string | null> {
  const rows = await f.backend.admin.query<{ created_by: string | null }>(`select created_by from public.${table} where id = $1`, [id]);
  return rows[0]?.created_by ?? null;
}

async function inserted(table: string, row: Record<string, unknown>): Promise<string> {
  const { data, error } = await f.owner.from(table).insert({ ...row, created_by: otherId }).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  ownerId = (await f.owner.auth.getUser()).data.user?.id ?? '';
  otherId = (await f.viewer.auth.getUser()).data.user?.id ?? '';
  donorId = (await f.backend.admin.query<{ id: string }>(`insert into public.donors (organization_id, name) values ($1, 'Dana Donor') returning id`, [f.orgId]))[0]?.id ?? '';
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('created_by', () => {
  it('a donation inserted with someone else\'s id as created_by stores the caller, and an update keeps it', async () => {
    expect(ownerId).not.toBe(otherId);
    const id = await inserted('donations', { organization_id: f.orgId, donor_id: donorId, donor_name: 'Dana Donor', amount: '25.00' });
    expect(await createdBy('donations', id)).toBe(ownerId);
    const { error } = await f.owner.from('donations').update({ created_by: otherId }).eq('id', id);
    // Either the column is not updatable at all or the trigger keeps the creator: never the other id.
    expect(error === null || typeof error.message === 'string').toBe(true);
    expect(await createdBy('donations', id)).toBe(ownerId);
  });

  it('a pledge inserted with someone else\'s id as created_by stores the caller', async () => {
    const id = await inserted('pledges', { organization_id: f.orgId, donor_id: donorId, amount: '300.00', pledge_date: today });
    expect(await createdBy('pledges', id)).toBe(ownerId);
  });

  it('an invoice payment inserted with someone else\'s id as created_by stores the caller', async () => {
    const customerId = (await f.backend.admin.query<{ id: string }>(`insert into public.customers (organization_id, name) values ($1, 'Parks Dept') returning id`, [f.orgId]))[0]?.id;
    const { data: invoiceId, error } = await f.owner.rpc('save_invoice', {
      p_organization_id: f.orgId, p_invoice: { customer_id: customerId, issue_date: today }, p_lines: [{ description: 'Meals', quantity: 1, unit_price: 40 }], p_issue: true,
    });
    if (error) throw new Error(error.message);
    const id = await inserted('invoice_payments', { organization_id: f.orgId, invoice_id: invoiceId, amount: '10.00', payment_date: today });
    expect(await createdBy('invoice_payments', id)).toBe(ownerId);
  });

  it('a bill payment inserted with someone else\'s id as created_by stores the caller', async () => {
    const vendorId = (await f.backend.admin.query<{ id: string }>(`insert into public.vendors (organization_id, name) values ($1, 'Hauler Co') returning id`, [f.orgId]))[0]?.id;
    const { data: billId, error } = await f.owner.rpc('save_bill', {
      p_organization_id: f.orgId, p_bill: { vendor_id: vendorId, bill_date: today }, p_lines: [{ description: 'Hauling', quantity: 1, unit_price: 60 }], p_approve: true,
    });
    if (error) throw new Error(error.message);
    const id = await inserted('bill_payments', { organization_id: f.orgId, bill_id: billId, amount: '15.00', payment_date: today });
    expect(await createdBy('bill_payments', id)).toBe(ownerId);
  });
});

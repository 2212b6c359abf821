// Vendors' tax ids (an EIN, or a 1099 contractor's SSN) through the API as the vendor screens write
// them: a member types the full tax id and saves, edits the vendor later with the masked value the
// form shows, and never reads more than the last four digits; the owner reads it in full, in the
// vendor list and on the Taxes report.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface VendorPage {
  rows: Array<{ id: string; tax_id: string | null }>;
}

let f: TransactionsFixture;
let member: SupabaseClient;

async function listedTaxId(client: SupabaseClient, vendorId: string): Promise<string | null | undefined> {
  const { data, error } = await client.rpc('list_vendors', { p_organization_id: f.orgId });
  if (error) throw new Error(error.message);
  return (data as VendorPage).rows.find((row) => row.id === vendorId)?.tax_id;
}

async function storedTaxId(vendorId: string): Promise<string | undefined> {
  const rows = await f.backend.admin.query<{ tax_id: string }>('select tax_id from public.vendor_tax_ids where vendor_id = $1', [vendorId]);
  return rows[0]?.tax_id;
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  member = createTestClient(f.backend.url, f.backend.anonKey);
  const { data, error } = await member.auth.signUp({
    email: `tin-member-${randomUUID().slice(0, 8)}@example.org`, password: 'tax id member password 1', options: { data: { full_name: 'Mia Member' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  await f.backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`, [f.orgId, data.user.id]);
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('vendor tax ids', () => {
  it('a member saves a full tax id but reads back only its last four digits; the owner reads it in full', async () => {
    const saved = await member.from('vendors').insert({ organization_id: f.orgId, name: 'Casey Contractor', is_1099: true, tax_id: '123-45-6789' }).select('id, tax_id').single();
    expect(saved.error).toBeNull();
    expect(saved.data?.tax_id).toBe('***6789');
    const id = saved.data?.id ?? '';
    expect(await listedTaxId(member, id)).toBe('***6789');
    expect(await listedTaxId(f.owner, id)).toBe('123-45-6789');
    expect((await f.viewer.from('vendor_tax_ids').select('tax_id')).data).toEqual([]);
    expect((await f.owner.from('vendor_tax_ids').select('tax_id').eq('vendor_id', id)).data).toEqual([{ tax_id: '123-45-6789' }]);
  });

  it('editing a vendor with the masked tax id the form shows keeps the full one; a new full one replaces it; clearing removes it', async () => {
    const id = (await member.from('vendors').insert({ organization_id: f.orgId, name: 'Dana Designer', tax_id: '98-7654321' }).select('id').single()).data?.id ?? '';
    const edit = await member.from('vendors').update({ notes: 'Net 15', tax_id: '***4321' }).eq('id', id).select('tax_id');
    expect(edit.error).toBeNull();
    expect(await storedTaxId(id)).toBe('98-7654321');
    const forged = await member.from('vendors').update({ tax_id: '***0000' }).eq('id', id);
    expect(forged.error?.message).toBe("Enter the vendor's full tax id: a masked one cannot be saved");
    await f.owner.from('vendors').update({ tax_id: '98-7650000' }).eq('id', id);
    expect(await storedTaxId(id)).toBe('98-7650000');
    expect(await listedTaxId(f.owner, id)).toBe('98-7650000');
    await member.from('vendors').update({ tax_id: null }).eq('id', id);
    expect(await storedTaxId(id)).toBeUndefined();
    expect(await listedTaxId(f.owner, id)).toBeNull();
  });

  it('the Taxes report lists a 1099 vendor with its full tax id for the owner and masked for a member', async () => {
    const vendor = (await f.owner.from('vendors').insert({ organization_id: f.orgId, name: 'Evan Electrician', is_1099: true, tax_id: '111-22-3333' }).select('id').single()).data?.id;
    const year = new Date().getUTCFullYear();
    const bill = await f.owner.from('bills').insert({ organization_id: f.orgId, bill_number: `TIN-${randomUUID().slice(0, 4)}`, vendor_id: vendor, vendor_name: 'Evan Electrician', bill_date: `${year}-01-10`, due_date: `${year}-02-10` }).select('id').single();
    expect(bill.error).toBeNull();
    const line = await f.owner.from('bill_lines').insert({ organization_id: f.orgId, bill_id: bill.data?.id, description: 'Wiring', quantity: 1, unit_price: 900, account_id: await f.account('6400') });
    expect(line.error).toBeNull();
    expect((await f.owner.rpc('set_bill_status', { p_bill_id: bill.data?.id, p_status: 'approved' })).error).toBeNull();
    await f.backend.admin.query(
      `insert into public.bill_payments (organization_id, bill_id, payment_date, amount) values ($1, $2, $3, 900)`, [f.orgId, bill.data?.id, `${year}-01-20`]);
    const taxIdOn = async (client: SupabaseClient) => {
      const { data, error } = await client.rpc('report_taxes', { p_organization_id: f.orgId, p_from: `${year}-01-01`, p_to: `${year}-12-31` });
      if (error) throw new Error(error.message);
      return (data as { vendors_1099: { rows: Array<{ name: string; tax_id: string }> } }).vendors_1099.rows.find((v) => v.name === 'Evan Electrician')?.tax_id;
    };
    expect(await taxIdOn(f.owner)).toBe('111-22-3333');
    expect(await taxIdOn(member)).toBe('***3333');
  });
});

// The Bills screen's database calls through supabase-js against the real backend: save_bill with
// the vendor's default expense account, approval (posting expense
// against Accounts Payable, the approval threshold for members), pay_bills paying a batch of two in
// one transaction (check numbers per vendor, the paying account, all or none), void rules, the
// vendor's document in the private documents bucket (another organization's member and a viewer
// cannot write it; the outsider cannot read it), ap_aging equal to the ledger's payable balance, and
// the overdue notifications linking to the record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

/** A due date years ahead (never overdue), within the ten years a business date may reach. */
const FAR_DUE = `${new Date().getUTCFullYear() + 5}-01-01`;

interface BillDetail {
  id: string;
  bill_number: string;
  state: string;
  total: string;
  balance: string;
  journal_entry_id: string | null;
  attachment_path: string | null;
  lines: Array<{ account_id: string | null; amount: string }>;
  payments: Array<{ amount: string; reference: string | null; account_id: string; journal_entry_id: string }>;
}
interface Aging {
  ledger_balance: string;
  documents_total: string;
  other: string;
  rows: Array<{ party_name: string; current: string; days_1_30: string; over_90: string; total: string }>;
  totals: { current: string; days_1_30: string; days_31_60: string; days_61_90: string; over_90: string; total: string };
}

let f: TransactionsFixture;
let foodsId: string;
let fuelId: string;
let food: string;
let fuel: string;
let checking: string;
const today = new Date().toISOString().slice(0, 10);
const cents = (value: string | number) => Math.round(Number(value) * 100);

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await f.owner.rpc(name, args);
  if (error) throw new Error(error.message);
  return data as T;
}

/** A record RPC's one row (null for none), read as the screen reads it. */
async function record<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await f.owner.rpc(name, args).maybeSingle();
  if (error) throw new Error(error.message);
  return data as T;
}

const bill = (id: string) => record<BillDetail>('get_bill', { p_bill_id: id });

async function newBill(vendorId: string, date: string, due: string, lines: Array<{ description: string; unit_price: number; account_id?: string }>, approve = true): Promise<string> {
  const id = await rpc<string>('save_bill', {
    p_organization_id: f.orgId,
    p_bill: { vendor_id: vendorId, bill_date: date, due_date: due, vendor_reference: 'V-1' },
    p_lines: lines.map((line) => ({ quantity: 1, ...line })),
  });
  if (approve) await rpc('set_bill_status', { p_bill_id: id, p_status: 'approved' });
  return id;
}

async function apLedger(asOf: string): Promise<number> {
  const rows = await f.backend.admin.query<{ balance: string }>(
    `select coalesce(sum(l.credit - l.debit), 0)::text as balance from public.journal_entry_lines l
     join public.journal_entries e on e.id = l.journal_entry_id join public.accounts a on a.id = l.account_id
     where l.organization_id = $1 and a.code = '2010' and e.entry_date <= $2`, [f.orgId, asOf]);
  return cents(rows[0]?.balance ?? 'NaN');
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  food = await f.account('6400');
  fuel = await f.account('6500');
  checking = await f.account('1010');
  const admin = f.backend.admin;
  foodsId = (await admin.query<{ id: string }>(`insert into public.vendors (organization_id, name, default_expense_account_id) values ($1, 'Wholesale Foods', $2) returning id`, [f.orgId, food]))[0]?.id ?? '';
  fuelId = (await admin.query<{ id: string }>(`insert into public.vendors (organization_id, name, is_1099, tax_id) values ($1, 'FleetFuel', true, '12-3456789') returning id`, [f.orgId]))[0]?.id ?? '';
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('bills', () => {
  it('debits a line without an account to the vendor\'s default expense account on approval', async () => {
    const id = await newBill(foodsId, '2026-02-01', '2026-03-03', [{ description: 'Rice', unit_price: 240 }]);
    const detail = await bill(id);
    expect(detail.state).toBe('overdue');
    expect(detail.lines[0]?.account_id).toBe(food);
    const lines = await f.backend.admin.query<{ code: string; debit: string; credit: string }>(
      `select a.code, l.debit::text, l.credit::text from public.journal_entry_lines l join public.accounts a on a.id = l.account_id where l.journal_entry_id = $1 order by l.line_number`,
      [detail.journal_entry_id]);
    expect(lines).toEqual([{ code: '6400', debit: '240.00', credit: '0.00' }, { code: '2010', debit: '0.00', credit: '240.00' }]);
    const vendors = await rpc<{ rows: Array<{ name: string; is_1099: boolean; open_balance: string }> }>('list_vendors', { p_organization_id: f.orgId });
    expect(vendors.rows.map((v) => [v.name, v.is_1099, v.open_balance])).toEqual([['FleetFuel', true, '0'], ['Wholesale Foods', false, '240.00']]);
  });

  it('pays a batch of two bills in one call: one payment each from the paying account, one check per vendor', async () => {
    const a = await newBill(foodsId, today, FAR_DUE, [{ description: 'Produce', unit_price: 100 }]);
    const b = await newBill(fuelId, today, FAR_DUE, [{ description: 'Diesel', unit_price: 55.5, account_id: fuel }]);
    const result = await rpc<{ count: number }>('pay_bills', {
      p_organization_id: f.orgId, p_payments: [{ bill_id: a }, { bill_id: b }], p_payment_date: today, p_method: 'check', p_reference: '1001', p_account_id: checking,
    });
    expect(result.count).toBe(2);
    const [paidA, paidB] = [await bill(a), await bill(b)];
    expect([paidA.state, paidB.state]).toEqual(['paid', 'paid']);
    // Ordered by vendor name: FleetFuel gets 1001, Wholesale Foods 1002.
    expect(paidB.payments[0]?.reference).toBe('1001');
    expect(paidA.payments[0]?.reference).toBe('1002');
    const posted = await f.backend.admin.query<{ code: string; debit: string; credit: string }>(
      `select a.code, l.debit::text, l.credit::text from public.journal_entry_lines l join public.accounts a on a.id = l.account_id where l.journal_entry_id = $1 order by l.line_number`,
      [paidB.payments[0]?.journal_entry_id]);
    expect(posted).toEqual([{ code: '2010', debit: '55.50', credit: '0.00' }, { code: '1010', debit: '0.00', credit: '55.50' }]);
  });

  it('pays part of a bill, and refuses the whole batch when one bill cannot be paid', async () => {
    const a = await newBill(foodsId, today, FAR_DUE, [{ description: 'Beans', unit_price: 300 }]);
    const draft = await newBill(fuelId, today, FAR_DUE, [{ description: 'Oil', unit_price: 20, account_id: fuel }], false);
    await rpc('pay_bills', { p_organization_id: f.orgId, p_payments: [{ bill_id: a, amount: '120' }], p_payment_date: today, p_method: 'ach' });
    expect((await bill(a)).state).toBe('partially_paid');
    expect((await bill(a)).balance).toBe('180.00');
    const refused = await f.owner.rpc('pay_bills', { p_organization_id: f.orgId, p_payments: [{ bill_id: a }, { bill_id: draft }], p_payment_date: today });
    expect(refused.error?.message).toBe('A draft bill cannot be paid; approve it first');
    expect((await bill(a)).balance).toBe('180.00');
    const voidRefused = await f.owner.rpc('set_bill_status', { p_bill_id: a, p_status: 'void' });
    expect(voidRefused.error?.message).toBe('A bill with payments cannot be voided');
    await rpc('set_bill_status', { p_bill_id: draft, p_status: 'void' });
    expect((await bill(draft)).state).toBe('void');
  });

  it('refuses a status change that names no status, for a bill and an invoice alike, and changes nothing', async () => {
    const open = await newBill(foodsId, today, FAR_DUE, [{ description: 'Rice', unit_price: 40 }]);
    const noBillStatus = await f.owner.rpc('set_bill_status', { p_bill_id: open, p_status: null });
    expect(noBillStatus.error?.message).toBe('A bill is approved or voided here; payments are recorded as payments');
    expect((await bill(open)).state).toBe('approved');
    const invoice = await rpc<string>('save_invoice', { p_organization_id: f.orgId, p_invoice: { customer_name: 'Harbor School' }, p_lines: [{ unit_price: 25 }] });
    const noInvoiceStatus = await f.owner.rpc('set_invoice_status', { p_invoice_id: invoice, p_status: null });
    expect(noInvoiceStatus.error?.message).toBe('An invoice is issued (sent) or voided here; payments are recorded as payments');
    expect((await record<{ state: string }>('get_invoice', { p_invoice_id: invoice })).state).toBe('draft');
  });

  it('refuses a viewer and holds bills over the approval threshold for owners and admins, whichever way the status changes', async () => {
    const viewerPay = await f.viewer.rpc('pay_bills', { p_organization_id: f.orgId, p_payments: [{ bill_id: foodsId }], p_payment_date: today });
    expect(viewerPay.error?.message).toBe('Viewers cannot pay bills');
    const viewerSave = await f.viewer.rpc('save_bill', { p_organization_id: f.orgId, p_bill: { vendor_id: foodsId } });
    expect(viewerSave.error?.message).toBe('Viewers cannot change bills');
    const member = await f.backend.admin.query<{ id: string }>(`select user_id as id from public.organization_members where organization_id = $1 and role = 'viewer'`, [f.orgId]);
    await f.backend.admin.query(`update public.organization_members set role = 'member' where organization_id = $1 and user_id = $2`, [f.orgId, member[0]?.id]);
    await f.backend.admin.query(`update public.organization_settings set bill_approval_threshold = 1000 where organization_id = $1`, [f.orgId]);
    try {
      const big = await newBill(foodsId, today, FAR_DUE, [{ description: 'Freezer', unit_price: 5000 }], false);
      const refused = await f.viewer.rpc('set_bill_status', { p_bill_id: big, p_status: 'approved' });
      expect(refused.error?.message).toBe('Bills over 1000.00 are approved by an owner or an admin');
      // The same rule holds for a plain update of the status through the Data API.
      const direct = await f.viewer.from('bills').update({ status: 'open' }).eq('id', big);
      expect(direct.error?.message).toBe('Bills over 1000.00 are approved by an owner or an admin');
      expect((await bill(big)).state).toBe('draft');
      await rpc('set_bill_status', { p_bill_id: big, p_status: 'void' });
    } finally {
      await f.backend.admin.query(`update public.organization_settings set bill_approval_threshold = null where organization_id = $1`, [f.orgId]);
      await f.backend.admin.query(`update public.organization_members set role = 'viewer' where organization_id = $1 and user_id = $2`, [f.orgId, member[0]?.id]);
    }
  });
});

describe("the vendor's document", () => {
  it('is stored in the bill folder: members read it, a viewer and another organization cannot write it, the outsider cannot read it', async () => {
    const id = await newBill(foodsId, today, FAR_DUE, [{ description: 'Milk', unit_price: 12 }]);
    const path = `${f.orgId}/bills/${id}/invoice-4471.pdf`;
    const pdf = new Blob(['%PDF-1.4 vendor invoice 4471'], { type: 'application/pdf' });
    const upload = await f.owner.storage.from('documents').upload(path, pdf, { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    const { error: linkError } = await f.owner.from('bills').update({ attachment_path: path, attachment_name: 'invoice-4471.pdf' }).eq('id', id);
    expect(linkError).toBeNull();
    expect((await bill(id)).attachment_path).toBe(path);
    // A path outside the bill's own folder is refused by the table.
    const elsewhere = await f.owner.from('bills').update({ attachment_path: `${f.orgId}/bills/other/x.pdf` }).eq('id', id);
    expect(elsewhere.error).not.toBeNull();

    const viewerRead = await f.viewer.storage.from('documents').download(path);
    expect(viewerRead.error).toBeNull();
    expect(await viewerRead.data?.text()).toContain('vendor invoice 4471');
    const viewerWrite = await f.viewer.storage.from('documents').upload(`${f.orgId}/bills/${id}/viewer.pdf`, pdf, { contentType: 'application/pdf' });
    expect(viewerWrite.error).not.toBeNull();

    const outsiderRead = await f.outsider.storage.from('documents').download(path);
    expect(outsiderRead.error).not.toBeNull();
    const outsiderWrite = await f.outsider.storage.from('documents').upload(`${f.orgId}/bills/${id}/outsider.pdf`, pdf, { contentType: 'application/pdf' });
    expect(outsiderWrite.error).not.toBeNull();
    const outsiderBill = await f.outsider.rpc('get_bill', { p_bill_id: id }).maybeSingle();
    expect(outsiderBill.data).toBeNull();
  });
});

describe('AP aging and notifications', () => {
  it('buckets what is owed by days past due and its total equals the payable balance in the ledger', async () => {
    for (const asOf of ['2026-02-15', '2026-03-03', '2026-04-02', '2026-07-01', today]) {
      const aging = await rpc<Aging>('ap_aging', { p_organization_id: f.orgId, p_as_of: asOf });
      expect(cents(aging.ledger_balance)).toBe(await apLedger(asOf));
      const t = aging.totals;
      expect(cents(t.current) + cents(t.days_1_30) + cents(t.days_31_60) + cents(t.days_61_90) + cents(t.over_90)).toBe(cents(aging.ledger_balance));
    }
    expect((await rpc<Aging>('ap_aging', { p_organization_id: f.orgId, p_as_of: '2026-03-03' })).rows[0]?.current).toBe('240.00');
    expect((await rpc<Aging>('ap_aging', { p_organization_id: f.orgId, p_as_of: '2026-04-02' })).rows[0]?.days_1_30).toBe('240.00');
    expect((await rpc<Aging>('ap_aging', { p_organization_id: f.orgId, p_as_of: '2026-07-01' })).rows[0]?.over_90).toBe('240.00');
  });

  it('announces an overdue bill once, linking to the bill itself', async () => {
    const overdue = (await f.backend.admin.query<{ id: string }>(`select id from public.bills where organization_id = $1 and bill_date = '2026-02-01'`, [f.orgId]))[0]?.id;
    // The backend's job runs it with the service role; a member may not fire it.
    const service = createTestClient(f.backend.url, f.backend.serviceRoleKey);
    expect((await f.owner.rpc('notify_overdue_documents', { p_organization_id: f.orgId })).error?.code).toBe('42501');
    expect((await service.rpc('notify_overdue_documents', { p_organization_id: f.orgId })).data).toBeGreaterThan(0);
    expect((await service.rpc('notify_overdue_documents', { p_organization_id: f.orgId })).data).toBe(0);
    const { data } = await f.owner.from('notifications').select('title, link').eq('organization_id', f.orgId).eq('title', 'Bill overdue');
    expect(data).toEqual([{ title: 'Bill overdue', link: `/app/finance/bills/${overdue}` }]);
  });
});

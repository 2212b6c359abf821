// A fund on each bill line: approving a two-fund bill credits Accounts Payable
// once per fund, a payment (one or in a batch) is split pro rata of each fund's open balance so
// every entry nets to zero in each fund, a void reverses the approval fund by fund, and the AP
// aging still equals the ledger's payable balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

/** A due date years ahead (never overdue), within the ten years a business date may reach. */
const FAR_DUE = `${new Date().getUTCFullYear() + 5}-01-01`;

interface BillDetail {
  journal_entry_id: string | null;
  state: string;
  lines: Array<{ fund_id: string; fund_name: string; amount: string }>;
  payments: Array<{ amount: string; journal_entry_id: string }>;
}
interface EntryLine { code: string; fund_id: string; debit: string; credit: string }

let f: TransactionsFixture;
let vendorId: string;
let general: string;
let youth: string;
let food: string;
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

async function entryLines(entryId: string | null | undefined): Promise<EntryLine[]> {
  return f.backend.admin.query<EntryLine>(
    `select a.code, l.fund_id, l.debit::text, l.credit::text from public.journal_entry_lines l
     join public.accounts a on a.id = l.account_id where l.journal_entry_id = $1 order by l.line_number`, [entryId]);
}

function everyFundNetsToZero(lines: EntryLine[]): boolean {
  const net = new Map<string, number>();
  for (const line of lines) net.set(line.fund_id, (net.get(line.fund_id) ?? 0) + cents(line.debit) - cents(line.credit));
  return [...net.values()].every((n) => n === 0);
}

/** The payable (2010) lines of an entry per fund, credit minus debit, in cents. */
function payableByFund(lines: EntryLine[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of lines.filter((l) => l.code === '2010')) out[line.fund_id] = (out[line.fund_id] ?? 0) + cents(line.credit) - cents(line.debit);
  return out;
}

async function twoFundBill(): Promise<string> {
  return rpc<string>('save_bill', {
    p_organization_id: f.orgId,
    p_bill: { vendor_id: vendorId, bill_date: today, due_date: FAR_DUE, fund_id: general },
    p_lines: [
      { description: 'Produce', quantity: 1, unit_price: 90, account_id: food },
      { description: 'Youth snacks', quantity: 1, unit_price: 30, account_id: food, fund_id: youth },
    ],
    p_approve: true,
  });
}

async function bill(id: string): Promise<BillDetail> {
  return record<BillDetail>('get_bill', { p_bill_id: id });
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  const admin = f.backend.admin;
  vendorId = (await admin.query<{ id: string }>(`insert into public.vendors (organization_id, name) values ($1, 'Valley Produce') returning id`, [f.orgId]))[0]?.id ?? '';
  general = (await admin.query<{ id: string }>('select default_fund_id as id from public.organization_settings where organization_id = $1', [f.orgId]))[0]?.id ?? '';
  youth = (await admin.query<{ id: string }>(`insert into public.funds (organization_id, name) values ($1, 'Youth meals') returning id`, [f.orgId]))[0]?.id ?? '';
  food = await f.account('6400');
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('bill lines in several funds', () => {
  it('approving a two-fund bill debits each line in its fund and credits the payable per fund', async () => {
    const detail = await bill(await twoFundBill());
    expect(detail.lines.map((l) => [l.fund_id, l.fund_name, l.amount])).toEqual([[general, expect.any(String), '90.00'], [youth, 'Youth meals', '30.00']]);
    const lines = await entryLines(detail.journal_entry_id);
    expect(payableByFund(lines)).toEqual({ [general]: 9000, [youth]: 3000 });
    expect(lines.filter((l) => l.code === '6400').map((l) => [l.fund_id, l.debit])).toEqual([[general, '90.00'], [youth, '30.00']]);
    expect(everyFundNetsToZero(lines)).toBe(true);
  });

  it('a partial payment in a batch splits pro rata by fund and the rest clears every fund', async () => {
    const a = await twoFundBill();
    const b = await twoFundBill();
    await rpc('pay_bills', { p_organization_id: f.orgId, p_payments: [{ bill_id: a, amount: '40' }, { bill_id: b }], p_payment_date: today, p_method: 'check', p_reference: '1001' });
    const partial = await bill(a);
    expect(partial.state).toBe('partially_paid');
    const first = await entryLines(partial.payments[0]?.journal_entry_id);
    // 40 of 120: 90/120 -> 30.00 and 30/120 -> 10.00.
    expect(payableByFund(first)).toEqual({ [general]: -3000, [youth]: -1000 });
    expect(everyFundNetsToZero(first)).toBe(true);
    const whole = await entryLines((await bill(b)).payments[0]?.journal_entry_id);
    expect(payableByFund(whole)).toEqual({ [general]: -9000, [youth]: -3000 });
    await rpc('pay_bills', { p_organization_id: f.orgId, p_payments: [{ bill_id: a }], p_payment_date: today, p_method: 'ach' });
    const paid = await bill(a);
    expect(paid.state).toBe('paid');
    const rest = await entryLines(paid.payments[1]?.journal_entry_id);
    expect(payableByFund(rest)).toEqual({ [general]: -6000, [youth]: -2000 });
    expect(everyFundNetsToZero(rest)).toBe(true);
  });

  it('voiding a two-fund bill reverses the payable in each fund', async () => {
    const id = await twoFundBill();
    const entry = (await bill(id)).journal_entry_id;
    await rpc('set_bill_status', { p_bill_id: id, p_status: 'void' });
    const reversal = (await f.backend.admin.query<{ id: string }>('select id from public.journal_entries where reverses_entry_id = $1', [entry]))[0]?.id;
    expect(payableByFund(await entryLines(reversal))).toEqual({ [general]: -9000, [youth]: -3000 });
  });

  it('the AP aging still equals the ledger\'s payable balance', async () => {
    const open = await twoFundBill();
    await rpc('pay_bills', { p_organization_id: f.orgId, p_payments: [{ bill_id: open, amount: '7.77' }], p_payment_date: today });
    const aging = await rpc<{ ledger_balance: string; documents_total: string; other: string }>('ap_aging', { p_organization_id: f.orgId });
    const ledger = await f.backend.admin.query<{ balance: string }>(
      `select coalesce(sum(l.credit - l.debit), 0)::text as balance from public.journal_entry_lines l join public.accounts a on a.id = l.account_id
       where l.organization_id = $1 and a.code = '2010'`, [f.orgId]);
    expect(cents(aging.ledger_balance)).toBe(cents(ledger[0]?.balance ?? 'NaN'));
    expect(aging.documents_total).toBe(aging.ledger_balance);
    expect(aging.other).toBe('0.00');
  });
});

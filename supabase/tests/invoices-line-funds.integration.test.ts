// A fund on each invoice line: issuing a two-fund invoice debits Accounts
// Receivable once per fund, a payment is split pro rata of each fund's open balance (the rounding
// cent to the largest share) so every entry nets to zero in each fund, a void reverses the issue
// entry fund by fund, and the AR aging still equals the ledger's receivable balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

/** A due date years ahead (never overdue), within the ten years a business date may reach. */
const FAR_DUE = `${new Date().getUTCFullYear() + 5}-01-01`;

interface InvoiceDetail {
  journal_entry_id: string | null;
  state: string;
  lines: Array<{ fund_id: string; fund_name: string; amount: string }>;
  payments: Array<{ amount: string; journal_entry_id: string }>;
}
interface EntryLine { code: string; fund_id: string; debit: string; credit: string }

let f: TransactionsFixture;
let customerId: string;
let general: string;
let youth: string;
let seniors: string;
let revenue: string;
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

/** Debits minus credits per fund of one entry: every fund must net to zero. */
function netByFund(lines: EntryLine[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const line of lines) net.set(line.fund_id, (net.get(line.fund_id) ?? 0) + cents(line.debit) - cents(line.credit));
  return net;
}

/** The receivable (1100) lines of an entry per fund, debit minus credit, in cents. */
function receivableByFund(lines: EntryLine[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of lines.filter((l) => l.code === '1100')) out[line.fund_id] = (out[line.fund_id] ?? 0) + cents(line.debit) - cents(line.credit);
  return out;
}

async function twoFundInvoice(): Promise<string> {
  return rpc<string>('save_invoice', {
    p_organization_id: f.orgId,
    p_invoice: { customer_id: customerId, issue_date: today, due_date: FAR_DUE, fund_id: general },
    p_lines: [
      { description: 'Program fees', quantity: 1, unit_price: 200, account_id: revenue },
      { description: 'Youth meals', quantity: 1, unit_price: 100, account_id: revenue, fund_id: youth },
    ],
    p_issue: true,
  });
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  const admin = f.backend.admin;
  customerId = (await admin.query<{ id: string }>(`insert into public.customers (organization_id, name) values ($1, 'County Schools') returning id`, [f.orgId]))[0]?.id ?? '';
  general = (await admin.query<{ id: string }>('select default_fund_id as id from public.organization_settings where organization_id = $1', [f.orgId]))[0]?.id ?? '';
  youth = (await admin.query<{ id: string }>(`insert into public.funds (organization_id, name) values ($1, 'Youth meals') returning id`, [f.orgId]))[0]?.id ?? '';
  seniors = (await admin.query<{ id: string }>(`insert into public.funds (organization_id, name) values ($1, 'Senior boxes') returning id`, [f.orgId]))[0]?.id ?? '';
  revenue = await f.account('4200');
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('invoice lines in several funds', () => {
  it('issuing a two-fund invoice debits the receivable per fund and credits each line in its fund', async () => {
    const id = await twoFundInvoice();
    const detail = await record<InvoiceDetail>('get_invoice', { p_invoice_id: id });
    expect(detail.lines.map((l) => [l.fund_id, l.amount])).toEqual([[general, '200.00'], [youth, '100.00']]);
    expect(detail.lines[1]?.fund_name).toBe('Youth meals');
    const lines = await entryLines(detail.journal_entry_id);
    expect(receivableByFund(lines)).toEqual({ [general]: 20000, [youth]: 10000 });
    expect(lines.filter((l) => l.code === '4200').map((l) => [l.fund_id, l.credit])).toEqual([[general, '200.00'], [youth, '100.00']]);
    expect([...netByFund(lines).values()].every((n) => n === 0)).toBe(true);
  });

  it('a partial payment splits pro rata of each fund\'s open balance and the last one clears every fund', async () => {
    const id = await twoFundInvoice();
    await rpc('record_invoice_payment', { p_invoice_id: id, p_payment_date: today, p_amount: 50 });
    await rpc('record_invoice_payment', { p_invoice_id: id, p_payment_date: today, p_amount: 250 });
    const detail = await record<InvoiceDetail>('get_invoice', { p_invoice_id: id });
    expect(detail.state).toBe('paid');
    const first = await entryLines(detail.payments[0]?.journal_entry_id);
    // 50 of 300: 200/300 -> 33.33 and 100/300 -> 16.67.
    expect(receivableByFund(first)).toEqual({ [general]: -3333, [youth]: -1667 });
    const second = await entryLines(detail.payments[1]?.journal_entry_id);
    expect(receivableByFund(second)).toEqual({ [general]: -16667, [youth]: -8333 });
    for (const lines of [first, second]) expect([...netByFund(lines).values()].every((n) => n === 0)).toBe(true);
    const issue = receivableByFund(await entryLines(detail.journal_entry_id));
    for (const fund of [general, youth]) expect((issue[fund] ?? 0) + (receivableByFund(first)[fund] ?? 0) + (receivableByFund(second)[fund] ?? 0)).toBe(0);
  });

  it('the rounding cent of a split goes to the fund with the largest open balance', async () => {
    const id = await rpc<string>('save_invoice', {
      p_organization_id: f.orgId,
      p_invoice: { customer_id: customerId, issue_date: today, due_date: FAR_DUE },
      p_lines: [
        { description: 'A', quantity: 1, unit_price: 100, account_id: revenue, fund_id: general },
        { description: 'B', quantity: 1, unit_price: 100, account_id: revenue, fund_id: youth },
        { description: 'C', quantity: 1, unit_price: 100.01, account_id: revenue, fund_id: seniors },
      ],
      p_issue: true,
    });
    await rpc('record_invoice_payment', { p_invoice_id: id, p_payment_date: today, p_amount: 100 });
    const detail = await record<InvoiceDetail>('get_invoice', { p_invoice_id: id });
    // 33.33 + 33.33 + 33.34 (seniors has the largest open balance).
    expect(receivableByFund(await entryLines(detail.payments[0]?.journal_entry_id))).toEqual({ [general]: -3333, [youth]: -3333, [seniors]: -3334 });
  });

  it('voiding a two-fund invoice reverses the receivable in each fund', async () => {
    const id = await twoFundInvoice();
    const entry = (await record<InvoiceDetail>('get_invoice', { p_invoice_id: id })).journal_entry_id;
    await rpc('set_invoice_status', { p_invoice_id: id, p_status: 'void' });
    const reversal = (await f.backend.admin.query<{ id: string }>('select id from public.journal_entries where reverses_entry_id = $1', [entry]))[0]?.id;
    expect(receivableByFund(await entryLines(reversal))).toEqual({ [general]: -20000, [youth]: -10000 });
  });

  it('the AR aging still equals the ledger\'s receivable balance', async () => {
    const open = await twoFundInvoice();
    await rpc('record_invoice_payment', { p_invoice_id: open, p_payment_date: today, p_amount: 12.34 });
    const aging = await rpc<{ ledger_balance: string; documents_total: string; other: string }>('ar_aging', { p_organization_id: f.orgId });
    const ledger = await f.backend.admin.query<{ balance: string }>(
      `select coalesce(sum(l.debit - l.credit), 0)::text as balance from public.journal_entry_lines l join public.accounts a on a.id = l.account_id
       where l.organization_id = $1 and a.code = '1100'`, [f.orgId]);
    expect(cents(aging.ledger_balance)).toBe(cents(ledger[0]?.balance ?? 'NaN'));
    expect(aging.documents_total).toBe(aging.ledger_balance);
    expect(aging.other).toBe('0.00');
  });
});

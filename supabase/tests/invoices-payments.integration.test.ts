// The Invoices screen's database calls through supabase-js against the real backend: save_invoice
// numbers from the organization's sequence and issues (posting
// the receivable per line with the line's project), record_invoice_payment posts each partial
// payment to the chosen deposit account and moves the state sent -> partially paid -> paid, void
// rules, search_invoices' derived states and SQL totals, ar_aging tied to the ledger's receivable
// balance, and the refusals: viewer, outsider, locked period, overpayment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

/** A due date years ahead (never overdue), within the ten years a business date may reach. */
const FAR_DUE = `${new Date().getUTCFullYear() + 5}-01-01`;

interface InvoiceDetail {
  id: string;
  invoice_number: string;
  state: string;
  total: string;
  amount_paid: string;
  balance: string;
  journal_entry_id: string | null;
  lines: Array<{ description: string; amount: string; project_id: string | null }>;
  payments: Array<{ amount: string; method: string; reference: string | null; account_id: string; journal_entry_id: string }>;
}
interface Aging {
  ledger_balance: string;
  documents_total: string;
  other: string;
  rows: Array<{ party_name: string; current: string; days_1_30: string; days_31_60: string; days_61_90: string; over_90: string; total: string }>;
  totals: { current: string; days_1_30: string; days_31_60: string; days_61_90: string; over_90: string; total: string };
}

let f: TransactionsFixture;
let customerId: string;
let projectId: string;
let programRevenue: string;
let savings: string;

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

async function invoice(id: string): Promise<InvoiceDetail> {
  return record<InvoiceDetail>('get_invoice', { p_invoice_id: id });
}

async function newInvoice(issueDate: string, dueDate: string, lines: Array<{ description: string; quantity: number; unit_price: number }>, issue = true): Promise<string> {
  return rpc<string>('save_invoice', {
    p_organization_id: f.orgId,
    p_invoice_id: null,
    p_invoice: { customer_id: customerId, issue_date: issueDate, due_date: dueDate, terms: 'Net 30' },
    p_lines: lines.map((line) => ({ ...line, account_id: programRevenue, project_id: projectId })),
    p_issue: issue,
  });
}

async function ledgerBalance(code: string, asOf: string): Promise<number> {
  const rows = await f.backend.admin.query<{ balance: string }>(
    `select coalesce(sum(l.debit - l.credit), 0)::text as balance from public.journal_entry_lines l
     join public.journal_entries e on e.id = l.journal_entry_id join public.accounts a on a.id = l.account_id
     where l.organization_id = $1 and a.code = $2 and e.entry_date <= $3`,
    [f.orgId, code, asOf],
  );
  return cents(rows[0]?.balance ?? 'NaN');
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  const admin = f.backend.admin;
  customerId = (await admin.query<{ id: string }>(`insert into public.customers (organization_id, name, email) values ($1, 'Harbor Schools', 'ap@schools.example.org') returning id`, [f.orgId]))[0]?.id ?? '';
  projectId = (await admin.query<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'School meals') returning id`, [f.orgId]))[0]?.id ?? '';
  programRevenue = await f.account('4200');
  savings = (await admin.query<{ id: string }>(
    `insert into public.accounts (organization_id, code, name, category) values ($1, '1030', 'Savings', 'Assets') returning id`, [f.orgId]))[0]?.id ?? '';
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('invoices', () => {
  it('numbers a new invoice from the sequence, posts the receivable on issue with each line\'s project', async () => {
    const id = await newInvoice('2026-03-01', '2026-03-31', [{ description: 'Breakfasts', quantity: 100, unit_price: 3.25 }, { description: 'Delivery', quantity: 2, unit_price: 45 }]);
    const detail = await invoice(id);
    expect(detail.invoice_number).toMatch(/^INV-\d+$/);
    expect(detail.total).toBe('415.00');
    expect(detail.state).toBe('overdue');
    const lines = await f.backend.admin.query<{ code: string; debit: string; credit: string; project_id: string | null }>(
      `select a.code, l.debit::text, l.credit::text, l.project_id from public.journal_entry_lines l join public.accounts a on a.id = l.account_id
       where l.journal_entry_id = $1 order by l.line_number`, [detail.journal_entry_id]);
    expect(lines.map((l) => [l.code, l.debit, l.credit])).toEqual([['1100', '415.00', '0.00'], ['4200', '0.00', '325.00'], ['4200', '0.00', '90.00']]);
    expect(lines.slice(1).every((l) => l.project_id === projectId)).toBe(true);
    const second = await newInvoice('2026-03-02', '2026-04-01', [{ description: 'Meals', quantity: 1, unit_price: 10 }], false);
    const number = (await invoice(second)).invoice_number;
    expect(Number(number.slice(4))).toBe(Number(detail.invoice_number.slice(4)) + 1);
    expect((await invoice(second)).state).toBe('draft');
    expect((await invoice(second)).journal_entry_id).toBeNull();
  });

  it('records a partial then the final payment into the chosen deposit account: partially paid, then paid', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const id = await newInvoice(today, FAR_DUE, [{ description: 'Senior boxes', quantity: 10, unit_price: 28 }]);
    expect((await invoice(id)).state).toBe('sent');
    await rpc('record_invoice_payment', { p_invoice_id: id, p_payment_date: today, p_amount: 100, p_method: 'check', p_reference: '5521', p_account_id: savings });
    let detail = await invoice(id);
    expect(detail.state).toBe('partially_paid');
    expect(detail.balance).toBe('180.00');
    const payment = detail.payments[0];
    expect(payment?.reference).toBe('5521');
    const posted = await f.backend.admin.query<{ code: string; debit: string; credit: string }>(
      `select a.code, l.debit::text, l.credit::text from public.journal_entry_lines l join public.accounts a on a.id = l.account_id
       where l.journal_entry_id = $1 order by l.line_number`, [payment?.journal_entry_id]);
    expect(posted).toEqual([{ code: '1030', debit: '100.00', credit: '0.00' }, { code: '1100', debit: '0.00', credit: '100.00' }]);
    const over = await f.owner.rpc('record_invoice_payment', { p_invoice_id: id, p_payment_date: today, p_amount: 180.01, p_method: 'ach' });
    expect(over.error?.message).toMatch(/more than the balance due of 180.00/);
    await rpc('record_invoice_payment', { p_invoice_id: id, p_payment_date: today, p_amount: 180, p_method: 'ach' });
    detail = await invoice(id);
    expect(detail.state).toBe('paid');
    expect(detail.payments.map((p) => p.amount)).toEqual(['100.00', '180.00']);
  });

  it('voids an unpaid invoice (reversing its entry) and refuses to void a paid one or to reopen a void one', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const unpaid = await newInvoice(today, FAR_DUE, [{ description: 'Pantry', quantity: 1, unit_price: 500 }]);
    const entry = (await invoice(unpaid)).journal_entry_id;
    await rpc('set_invoice_status', { p_invoice_id: unpaid, p_status: 'void' });
    expect((await invoice(unpaid)).state).toBe('void');
    expect(await f.backend.admin.query('select 1 from public.journal_entries where reverses_entry_id = $1', [entry])).toHaveLength(1);
    const reopen = await f.owner.rpc('set_invoice_status', { p_invoice_id: unpaid, p_status: 'sent' });
    expect(reopen.error).toBeNull();
    expect((await invoice(unpaid)).state).toBe('void');
    const paid = await newInvoice(today, FAR_DUE, [{ description: 'Pantry', quantity: 1, unit_price: 50 }]);
    await rpc('record_invoice_payment', { p_invoice_id: paid, p_payment_date: today, p_amount: 20, p_method: 'cash' });
    const refused = await f.owner.rpc('set_invoice_status', { p_invoice_id: paid, p_status: 'void' });
    expect(refused.error?.message).toBe('An invoice with payments cannot be voided');
    const draftPay = await newInvoice(today, FAR_DUE, [{ description: 'Draft', quantity: 1, unit_price: 5 }], false);
    const draftRefused = await f.owner.rpc('record_invoice_payment', { p_invoice_id: draftPay, p_payment_date: today, p_amount: 5 });
    expect(draftRefused.error?.message).toBe('A draft invoice cannot be paid; issue it first');
  });

  it('refuses a viewer (save, payment, direct insert) and shows an outsider nothing', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const id = await newInvoice(today, FAR_DUE, [{ description: 'Meals', quantity: 1, unit_price: 40 }]);
    const save = await f.viewer.rpc('save_invoice', { p_organization_id: f.orgId, p_invoice_id: null, p_invoice: { customer_id: customerId }, p_lines: [] });
    expect(save.error?.message).toBe('Viewers cannot change invoices');
    const pay = await f.viewer.rpc('record_invoice_payment', { p_invoice_id: id, p_payment_date: today, p_amount: 1 });
    expect(pay.error?.message).toBe('Viewers cannot record payments');
    const direct = await f.viewer.from('invoice_payments').insert({ organization_id: f.orgId, invoice_id: id, amount: 1 });
    expect(direct.error).not.toBeNull();
    const viewerReads = await f.viewer.rpc('get_invoice', { p_invoice_id: id }).maybeSingle();
    expect((viewerReads.data as InvoiceDetail).id).toBe(id);
    const outsider = await f.outsider.rpc('get_invoice', { p_invoice_id: id }).maybeSingle();
    expect(outsider.data).toBeNull();
    const outsiderList = await f.outsider.rpc('search_invoices', { p_organization_id: f.orgId });
    expect(outsiderList.error?.message).toBe('Access denied');
    const outsiderRows = await f.outsider.from('invoice_payments').select('id').eq('organization_id', f.orgId);
    expect(outsiderRows.data).toEqual([]);
  });

  it('refuses a payment dated in a locked period with the database\'s words', async () => {
    const id = await newInvoice('2026-01-05', '2026-02-04', [{ description: 'Meals', quantity: 1, unit_price: 75 }]);
    await f.backend.admin.query(`update public.organization_settings set locked_through = '2026-01-31' where organization_id = $1`, [f.orgId]);
    try {
      const refused = await f.owner.rpc('record_invoice_payment', { p_invoice_id: id, p_payment_date: '2026-01-20', p_amount: 75 });
      expect(refused.error?.message).toBe('Period locked: nothing can be posted on or before 2026-01-31');
      const later = await f.owner.rpc('record_invoice_payment', { p_invoice_id: id, p_payment_date: '2026-02-10', p_amount: 75 });
      expect(later.error).toBeNull();
    } finally {
      await f.backend.admin.query(`update public.organization_settings set locked_through = null where organization_id = $1`, [f.orgId]);
    }
  });

  it('search_invoices filters by derived state and totals in SQL', async () => {
    const all = await rpc<{ total: number; totals: { balance: string; overdue: string }; rows: Array<{ state: string; balance: string }> }>('search_invoices', { p_organization_id: f.orgId, p_limit: 1000 });
    const open = all.rows.filter((row) => ['sent', 'partially_paid', 'overdue'].includes(row.state));
    expect(cents(all.totals.balance)).toBe(open.reduce((sum, row) => sum + cents(row.balance), 0));
    const overdue = await rpc<{ total: number; rows: Array<{ state: string }> }>('search_invoices', { p_organization_id: f.orgId, p_status: 'overdue' });
    expect(overdue.total).toBeGreaterThan(0);
    expect(overdue.rows.every((row) => row.state === 'overdue')).toBe(true);
    const byCustomer = await rpc<{ total: number }>('search_invoices', { p_organization_id: f.orgId, p_search: 'harbor sch' });
    expect(byCustomer.total).toBe(all.total);
  });
});

describe('AR aging', () => {
  it('buckets by days past due and its total equals the receivable balance in the ledger, on several dates', async () => {
    // A receivable keyed straight onto the account (not from an invoice) still ties: its own line.
    await f.owner.rpc('post_journal_entry', {
      p_organization_id: f.orgId, p_entry_date: '2026-03-15', p_description: 'Grant receivable',
      p_lines: [
        { account_id: await f.account('1100'), fund_id: (await f.backend.admin.query<{ id: string }>('select default_fund_id as id from public.organization_settings where organization_id = $1', [f.orgId]))[0]?.id, debit: 12.34 },
        { account_id: programRevenue, fund_id: (await f.backend.admin.query<{ id: string }>('select default_fund_id as id from public.organization_settings where organization_id = $1', [f.orgId]))[0]?.id, credit: 12.34 },
      ],
    });
    for (const asOf of ['2026-03-01', '2026-03-31', '2026-05-15', '2026-12-31', new Date().toISOString().slice(0, 10)]) {
      const aging = await rpc<Aging>('ar_aging', { p_organization_id: f.orgId, p_as_of: asOf });
      expect(cents(aging.ledger_balance)).toBe(await ledgerBalance('1100', asOf));
      const t = aging.totals;
      expect(cents(t.current) + cents(t.days_1_30) + cents(t.days_31_60) + cents(t.days_61_90) + cents(t.over_90)).toBe(cents(aging.ledger_balance));
      expect(cents(aging.documents_total) + cents(aging.other)).toBe(cents(aging.ledger_balance));
    }
    // The first invoice (415.00, due 2026-03-31) moves from current to 31-60 to over 90.
    const march = await rpc<Aging>('ar_aging', { p_organization_id: f.orgId, p_as_of: '2026-03-31' });
    expect(march.rows[0]?.current).toBe('415.00');
    const may = await rpc<Aging>('ar_aging', { p_organization_id: f.orgId, p_as_of: '2026-05-15' });
    expect(may.rows[0]?.days_31_60).toBe('415.00');
    const year = await rpc<Aging>('ar_aging', { p_organization_id: f.orgId, p_as_of: '2026-12-31' });
    expect(cents(year.rows[0]?.over_90 ?? '0')).toBeGreaterThanOrEqual(41500);
    expect(year.other).toBe('12.34');
  });
});

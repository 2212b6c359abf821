// Document-level postings: donations, invoices, bills and payroll runs each write their balanced
// journal entries from triggers beside the document, and keep them in step with the document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { TestDatabase, entryLines } from './support/database.ts';
import type { TestUser } from './support/database.ts';

let backend: TestBackend;
let db: TestDatabase;
let org: string;
let member: TestUser;
let general: string;

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
  ({ organizationId: org } = await db.createOrganization('Documents Org'));
  member = await db.addMember(org, 'member');
  general = await db.generalFundId(org);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

async function entriesFor(sourceId: string): Promise<Array<{ id: string; source_type: string }>> {
  return db.query<{ id: string; source_type: string }>(
    'select id, source_type from public.journal_entries where source_id = $1 order by created_at, source_type',
    [sourceId],
  );
}

describe('donations', () => {
  it('posts cash to Contributions on insert and numbers the receipt', async () => {
    const donation = await db.as(member, async (c) => {
      const r = await c.query<{ id: string; receipt_number: string; journal_entry_id: string; fund_id: string }>(
        `insert into public.donations (organization_id, donor_name, donor_email, amount, method) values ($1, 'Dana Donor', 'dana@example.org', 150, 'check')
         returning id, receipt_number, journal_entry_id, fund_id`,
        [org],
      );
      return r.rows[0];
    });
    expect(donation?.receipt_number).toBe('RCPT-1001');
    expect(donation?.fund_id).toBe(general);
    expect(await entryLines(db, String(donation?.journal_entry_id))).toEqual([
      ['1010', '150.00', '0.00'],
      ['4010', '0.00', '150.00'],
    ]);
  });

  it('needs a restricted fund for a restricted gift, posts pledges and in-kind gifts to their accounts', async () => {
    await expect(
      db.as(member, (c) => c.query(`insert into public.donations (organization_id, donor_name, amount, restriction) values ($1, 'R', 10, 'with_donor_restrictions')`, [org])),
    ).rejects.toThrow(/needs a restricted fund/);
    const fund = await db.one<{ id: string }>(`insert into public.funds (organization_id, name, restriction) values ($1, 'Backpacks', 'with_donor_restrictions') returning id`, [org]);
    await expect(
      db.as(member, (c) => c.query(`insert into public.donations (organization_id, donor_name, amount, fund_id) values ($1, 'R', 10, $2)`, [org, fund.id])),
    ).rejects.toThrow(/does not match/);
    const pledge = await db.as(member, async (c) =>
      (await c.query<{ journal_entry_id: string }>(
        `insert into public.donations (organization_id, donor_name, amount, method, restriction, fund_id) values ($1, 'Pat', 500, 'pledge', 'with_donor_restrictions', $2) returning journal_entry_id`,
        [org, fund.id],
      )).rows[0]?.journal_entry_id);
    expect(await entryLines(db, String(pledge))).toEqual([
      ['1200', '500.00', '0.00'],
      ['4010', '0.00', '500.00'],
    ]);
    const inKind = await db.as(member, async (c) =>
      (await c.query<{ journal_entry_id: string }>(
        `insert into public.donations (organization_id, donor_name, amount, method) values ($1, 'Grocer', 75, 'in_kind') returning journal_entry_id`,
        [org],
      )).rows[0]?.journal_entry_id);
    expect(await entryLines(db, String(inKind))).toEqual([
      ['1300', '75.00', '0.00'],
      ['4400', '0.00', '75.00'],
    ]);
  });

  it('reverses and reposts on a change of amount, and reverses on delete', async () => {
    const id = await db.as(member, async (c) => (await c.query<{ id: string }>(`insert into public.donations (organization_id, donor_name, amount) values ($1, 'Eve', 20) returning id`, [org])).rows[0]?.id);
    await db.as(member, (c) => c.query('update public.donations set amount = 25 where id = $1', [id]));
    await db.as(member, (c) => c.query(`update public.donations set notes = 'thank-you sent' where id = $1`, [id]));
    await db.as(member, (c) => c.query('delete from public.donations where id = $1', [id]));
    const kinds = await db.query<{ source_type: string; debit: string }>(
      `select e.source_type, sum(l.debit)::text as debit from public.journal_entries e join public.journal_entry_lines l on l.journal_entry_id = e.id
       where e.source_id = $1 or e.reverses_entry_id in (select id from public.journal_entries where source_id = $1)
       group by e.id, e.source_type, e.created_at order by e.created_at, e.source_type`,
      [id],
    );
    expect(kinds.map((k) => k.source_type).sort()).toEqual(['donation', 'donation', 'reversal', 'reversal']);
  });
});

describe('invoices', () => {
  it('posts receivable on issue, cash on payment, and freezes an issued invoice', async () => {
    const program = await db.accountId(org, '4200');
    const id = await db.as(member, async (c) => {
      const inv = await c.query<{ id: string; invoice_number: string }>(
        `insert into public.invoices (organization_id, customer_name, issue_date, due_date) values ($1, 'City of Springfield', '2026-06-01', '2026-07-01') returning id, invoice_number`,
        [org],
      );
      const invoiceId = inv.rows[0]?.id;
      expect(inv.rows[0]?.invoice_number).toBe('INV-1001');
      await c.query(`insert into public.invoice_lines (organization_id, invoice_id, description, quantity, unit_price, account_id, line_number) values ($1, $2, 'Meal service', 10, 12.5, $3, 1)`, [org, invoiceId, program]);
      await c.query(`insert into public.invoice_lines (organization_id, invoice_id, description, quantity, unit_price, line_number) values ($1, $2, 'Delivery', 1, 30, 2)`, [org, invoiceId]);
      return String(invoiceId);
    });
    expect(await entriesFor(id)).toEqual([]);
    await db.as(member, (c) => c.query(`update public.invoices set status = 'sent' where id = $1`, [id]));
    const issued = await db.one<{ total: string; journal_entry_id: string }>('select total::text, journal_entry_id from public.invoices where id = $1', [id]);
    expect(issued.total).toBe('155.00');
    expect(await entryLines(db, issued.journal_entry_id)).toEqual([
      ['1100', '155.00', '0.00'],
      ['4200', '0.00', '125.00'],
      ['4999', '0.00', '30.00'],
    ]);
    await expect(db.as(member, (c) => c.query(`insert into public.invoice_lines (organization_id, invoice_id, unit_price) values ($1, $2, 5)`, [org, id]))).rejects.toThrow(/issued invoice/);

    await db.as(member, (c) => c.query(`update public.invoices set amount_paid = 55, paid_date = '2026-06-10' where id = $1`, [id]));
    await db.as(member, (c) => c.query(`update public.invoices set status = 'paid', paid_date = '2026-06-20' where id = $1`, [id]));
    const payments = (await entriesFor(id)).filter((e) => e.source_type === 'invoice_payment');
    expect(payments).toHaveLength(2);
    const paid = await Promise.all(payments.map((p) => entryLines(db, p.id)));
    expect(paid).toEqual([
      [['1010', '55.00', '0.00'], ['1100', '0.00', '55.00']],
      [['1010', '100.00', '0.00'], ['1100', '0.00', '100.00']],
    ]);
    await expect(db.as(member, (c) => c.query(`update public.invoices set status = 'void' where id = $1`, [id]))).rejects.toThrow(/cannot be voided/);
  });

  it('voiding an issued unpaid invoice reverses its entry', async () => {
    const id = await db.as(member, async (c) => {
      const inv = await c.query<{ id: string }>(`insert into public.invoices (organization_id, customer_name) values ($1, 'School') returning id`, [org]);
      await c.query(`insert into public.invoice_lines (organization_id, invoice_id, unit_price) values ($1, $2, 80)`, [org, inv.rows[0]?.id]);
      return String(inv.rows[0]?.id);
    });
    await db.as(member, (c) => c.query(`update public.invoices set status = 'sent' where id = $1`, [id]));
    await db.as(member, (c) => c.query(`update public.invoices set status = 'void' where id = $1`, [id]));
    const entry = await db.one<{ journal_entry_id: string }>('select journal_entry_id from public.invoices where id = $1', [id]);
    expect(await db.query('select 1 from public.journal_entries where reverses_entry_id = $1', [entry.journal_entry_id])).toHaveLength(1);
  });
});

describe('bills', () => {
  it('posts expenses per line and project against payable on approval, and payable against cash on payment', async () => {
    const food = await db.accountId(org, '6400');
    const rent = await db.accountId(org, '6100');
    const project = await db.one<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'Senior Boxes') returning id`, [org]);
    const id = await db.as(member, async (c) => {
      const bill = await c.query<{ id: string; bill_number: string }>(`insert into public.bills (organization_id, vendor_name, bill_date, due_date) values ($1, 'Wholesale Foods', '2026-06-03', '2026-07-03') returning id, bill_number`, [org]);
      const billId = bill.rows[0]?.id;
      expect(bill.rows[0]?.bill_number).toBe('BILL-1001');
      await c.query(`insert into public.bill_lines (organization_id, bill_id, description, quantity, unit_price, account_id, project_id, line_number) values ($1, $2, 'Canned goods', 100, 2.35, $3, $4, 1)`, [org, billId, food, project.id]);
      await c.query(`insert into public.bill_lines (organization_id, bill_id, description, unit_price, account_id, line_number) values ($1, $2, 'Warehouse rent', 1500, $3, 2)`, [org, billId, rent]);
      return String(billId);
    });
    await db.as(member, (c) => c.query(`update public.bills set status = 'open' where id = $1`, [id]));
    const bill = await db.one<{ journal_entry_id: string }>('select journal_entry_id from public.bills where id = $1', [id]);
    expect(await entryLines(db, bill.journal_entry_id)).toEqual([
      ['6400', '235.00', '0.00'],
      ['6100', '1500.00', '0.00'],
      ['2010', '0.00', '1735.00'],
    ]);
    const projectLine = await db.one<{ project_id: string }>(`select l.project_id from public.journal_entry_lines l where l.journal_entry_id = $1 and l.debit = 235`, [bill.journal_entry_id]);
    expect(projectLine.project_id).toBe(project.id);
    await db.as(member, (c) => c.query(`update public.bills set status = 'paid' where id = $1`, [id]));
    const payment = (await entriesFor(id)).find((e) => e.source_type === 'bill_payment');
    expect(await entryLines(db, String(payment?.id))).toEqual([
      ['2010', '1735.00', '0.00'],
      ['1010', '0.00', '1735.00'],
    ]);
  });
});

describe('payroll runs', () => {
  // Payroll's postings (approve: wages, employer taxes and benefits split by allocation against 2100
  // and 2110; paid: 2110 against cash; void) are proven in payroll-posting.integration.test.ts.
  it('a member cannot start a payroll run: only owners and admins run payroll', async () => {
    await expect(
      db.as(member, (c) => c.query(`insert into public.payroll_runs (organization_id, period_start, period_end, pay_date) values ($1, '2026-06-01', '2026-06-15', '2026-06-16')`, [org])),
    ).rejects.toThrow(/row-level security/);
  });
});

describe('purchase order receipts', () => {
  it('add received quantities to inventory at a moving-average cost and advance the order status', async () => {
    const item = await db.one<{ id: string }>(`insert into public.inventory (organization_id, sku, name, quantity_on_hand, unit_cost) values ($1, 'RICE', 'Rice', 10, 2.00) returning id`, [org]);
    const order = await db.one<{ id: string }>(`insert into public.purchase_orders (organization_id, po_number, vendor_name, status) values ($1, 'PO-9', 'Grocer', 'sent') returning id`, [org]);
    const line = await db.as(member, async (c) =>
      (await c.query<{ id: string }>(
        `insert into public.purchase_order_items (organization_id, purchase_order_id, inventory_id, description, quantity, unit_cost) values ($1, $2, $3, 'Rice', 20, 3.00) returning id`,
        [org, order.id, item.id],
      )).rows[0]?.id);
    const state = async () =>
      db.one<{ quantity_on_hand: string; unit_cost: string; status: string }>(
        `select i.quantity_on_hand::text, i.unit_cost::text, o.status from public.inventory i, public.purchase_orders o where i.id = $1 and o.id = $2`,
        [item.id, order.id],
      );
    expect(await state()).toEqual({ quantity_on_hand: '10.00', unit_cost: '2.00', status: 'sent' });
    await db.as(member, (c) => c.query('update public.purchase_order_items set quantity_received = 10 where id = $1', [line]));
    // (10 x 2.00 + 10 x 3.00) / 20
    expect(await state()).toEqual({ quantity_on_hand: '20.00', unit_cost: '2.50', status: 'partially_received' });
    await db.as(member, (c) => c.query('update public.purchase_order_items set quantity_received = 20 where id = $1', [line]));
    expect(await state()).toEqual({ quantity_on_hand: '30.00', unit_cost: '2.67', status: 'received' });
  });
});

// The paged lists written set-based for volume answer exactly what the first definition of each
// answers: search_invoices, search_bills, list_customers, list_vendors, list_donors, list_employees
// and search_donations, each compared with its first rule (the function as the previous release's
// migrations first defined it, read from their fixture and installed beside it as
// public.<name>_first_rule) as the same signed-in owner, over every status filter, sort and
// direction, the other filters and pages, on a varied organization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { previousReleaseMigration } from './support/previous-release.ts';
import { TestDatabase } from './support/database.ts';
import type { TestUser } from './support/database.ts';

let backend: TestBackend;
let db: TestDatabase;
let owner: TestUser;
let org = '';
let customerId = '';
let vendorId = '';
let projectId = '';

/** The function as a shipped migration first defined it, renamed to public.<name>_first_rule. */
function firstRule(migration: string, name: string): string {
  const shipped = previousReleaseMigration(migration);
  const head = `create or replace function public.${name}(`;
  const start = shipped.indexOf(head);
  const end = shipped.indexOf('\n$$;', start) + 4;
  if (start < 0 || end < start) throw new Error(`${name} not found in ${migration}`);
  return shipped.slice(start, end).replace(head, `create or replace function public.${name}_first_rule(`)
    // Pay has moved to public.employee_pay since: the first rule reads it there.
    .replace('select e.* from public.employees e', 'select e.*, pay.pay_type, pay.pay_rate from public.employees e left join public.employee_pay pay on pay.employee_id = e.id')
    .replace("'pay_type', p.pay_type,", "'pay_type', (select x.pay_type from public.employee_pay x where x.employee_id = p.id),")
    .replace("'pay_rate', p.pay_rate::text,", "'pay_rate', (select x.pay_rate from public.employee_pay x where x.employee_id = p.id)::text,")
    // A voided document owes nothing since (private.document_balance_due): the first rule says so too.
    .replace(/\b([a-z])\.total - \1\.amount_paid as balance/g, 'private.document_balance_due($1.status, $1.total, $1.amount_paid) as balance')
    // A donor's address is in fields since, and a gift names its deposit and revenue accounts.
    .replace("'address', s.address,", "'address_line1', s.address_line1, 'address_line2', s.address_line2, 'city', s.city, 'region', s.region, 'country', s.country,")
    .replace("'updated_at', x.updated_at)", "'updated_at', x.updated_at, 'deposit_account_id', x.deposit_account_id, 'revenue_account_id', x.revenue_account_id)");
}

/**
 * Calls public.<name>(args) and public.<name>_first_rule(args) as the owner; named arguments. Each
 * answer as JSON: a declared result (a composite type) and the first rule's json alike.
 */
async function both(name: string, args: Record<string, unknown>): Promise<{ now: unknown; first: unknown }> {
  const keys = Object.keys(args);
  const named = keys.map((key, i) => `${key} => $${i + 2}`).join(', ');
  const values = [org, ...keys.map((key) => args[key])];
  const call = async (fn: string) => db.as(owner, async (c) =>
    (await c.query<{ r: unknown }>(`select to_json(public.${fn}(p_organization_id => $1${named ? `, ${named}` : ''})) as r`, values)).rows[0]?.r);
  return { now: await call(name), first: await call(`${name}_first_rule`) };
}

async function expectSame(name: string, args: Record<string, unknown>): Promise<void> {
  const { now, first } = await both(name, args);
  expect(now, `${name} ${JSON.stringify(args)}`).toEqual(first);
}

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
  ({ owner, organizationId: org } = await db.createOrganization('Same Answers Org'));
  for (const [migration, names] of [
    ['20261125012100_invoices_bills_payments_aging.sql', ['search_invoices', 'search_bills', 'list_customers', 'list_vendors']],
    ['20261124007100_donations_screen.sql', ['list_donors']],
    ['20261125011500_donation_list_goods.sql', ['search_donations']],
    ['20261125017100_hr_employees_payroll.sql', ['list_employees']],
  ] as const) {
    for (const name of names) await db.query(firstRule(migration, name));
  }
  projectId = (await db.one<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'Pantry') returning id`, [org])).id;
  // Rows written in bulk with triggers off (the lists read rows, not the ledger), varied on purpose:
  // states past and future due, partly paid, ties on dates and names, empty optional fields.
  await db.transaction(async (client) => {
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into public.customers (organization_id, name, email, phone)
       select $1, (array['Acme', 'Beta Foods', 'acme west', 'Zed'])[1 + i % 4] || ' ' || (i % 7), case when i % 3 = 0 then 'c' || i || '@example.org' end, case when i % 5 = 0 then '555-01' || i end
       from generate_series(1, 30) i`, [org]);
    await client.query(`insert into public.vendors (organization_id, name, email, tax_id) select $1, (array['Paper Co', 'Fuel Inc', 'paper co'])[1 + i % 3] || ' ' || (i % 6), 'v' || i || '@example.org', case when i % 4 = 0 then '12-34' || i end from generate_series(1, 30) i`, [org]);
    await client.query(
      `with c as (select id, name, row_number() over (order by name, id) as n from public.customers where organization_id = $1)
       insert into public.invoices (organization_id, invoice_number, customer_id, customer_name, issue_date, due_date, status, total, amount_paid, notes)
       select $1, 'INV-' || lpad((i % 40)::text, 3, '0') || '-' || i, c.id, c.name, current_date - (i * 17 % 200), current_date - (i * 17 % 200) + (i % 3) * 45,
              (array['draft', 'sent', 'paid', 'void', 'sent', 'sent'])[1 + i % 6], 100 + (i % 9) * 50,
              case when i % 6 = 2 then 100 + (i % 9) * 50 when i % 6 in (4, 5) then 40 else 0 end, case when i % 7 = 0 then 'rush order' end
       from generate_series(1, 90) i join c on c.n = 1 + i % 30`, [org]);
    await client.query(
      `with v as (select id, name, row_number() over (order by name, id) as n from public.vendors where organization_id = $1)
       insert into public.bills (organization_id, bill_number, vendor_id, vendor_name, bill_date, due_date, status, total, amount_paid, notes)
       select $1, 'B-' || lpad((i % 40)::text, 3, '0') || '-' || i, v.id, v.name, current_date - (i * 13 % 200), current_date - (i * 13 % 200) + (i % 3) * 45,
              (array['draft', 'open', 'paid', 'void', 'open', 'open'])[1 + i % 6], 80 + (i % 7) * 60,
              case when i % 6 = 2 then 80 + (i % 7) * 60 when i % 6 in (4, 5) then 30 else 0 end, case when i % 5 = 0 then 'net 30' end
       from generate_series(1, 90) i join v on v.n = 1 + i % 30`, [org]);
    await client.query(`insert into public.donors (organization_id, name, email) select $1, (array['Ada', 'grace', 'Alan', 'ada'])[1 + i % 4] || ' ' || (i % 9), 'd' || i || '@example.org' from generate_series(1, 40) i`, [org]);
    await client.query(
      `with d as (select id, name, row_number() over (order by name, id) as n from public.donors where organization_id = $1)
       insert into public.donations (organization_id, donor_id, donor_name, donation_date, amount, method, campaign)
       select $1, d.id, d.name, current_date - (i * 29 % 800) / 3, 10 + (i % 11) * 25, (array['check', 'card', 'cash'])[1 + i % 3], case when i % 4 = 0 then 'Spring' end
       from generate_series(1, 120) i join d on d.n = 1 + (i * 7) % 31`, [org]);
    await client.query(
      `insert into public.employees (organization_id, name, email, position, department, status, hire_date, project_id)
       select $1, (array['Maria', 'bob', 'Ana', 'maria'])[1 + i % 4] || ' ' || (i % 8), 'e' || i || '@example.org',
              case when i % 5 <> 0 then (array['Coordinator', 'driver', 'Director'])[1 + i % 3] end,
              case when i % 4 <> 0 then (array['Programs', 'operations', 'Finance'])[1 + i % 3] end,
              (array['active', 'on_leave', 'terminated', 'active'])[1 + i % 4],
              case when i % 6 <> 0 then date '2020-01-01' + i * 37 end, case when i % 3 = 0 then $2::uuid end
       from generate_series(1, 40) i`, [org, projectId]);
    await client.query(
      `insert into public.employee_pay (organization_id, employee_id, pay_type, pay_rate)
       select $1, e.id, 'salary', (substring(e.email from 'e([0-9]+)@')::int % 5) * 10000 from public.employees e where e.organization_id = $1`, [org]);
  });
  customerId = (await db.one<{ id: string }>(`select customer_id as id from public.invoices where organization_id = $1 group by customer_id order by count(*) desc, customer_id limit 1`, [org])).id;
  vendorId = (await db.one<{ id: string }>(`select vendor_id as id from public.bills where organization_id = $1 group by vendor_id order by count(*) desc, vendor_id limit 1`, [org])).id;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

const DIRECTIONS = ['asc', 'desc'];

describe('the paged lists, set-based', () => {
  it('the varied organization holds what the comparisons need', async () => {
    const total = async (name: string, args: Record<string, unknown> = {}) => ((await both(name, args)).now as { total: number }).total;
    expect(await total('search_invoices')).toBe(90);
    expect(await total('search_invoices', { p_status: 'overdue' })).toBeGreaterThan(0);
    expect(await total('search_invoices', { p_status: 'partially_paid' })).toBeGreaterThan(0);
    expect(await total('search_bills', { p_status: 'overdue' })).toBeGreaterThan(0);
    expect(await total('list_customers')).toBe(30);
    expect(await total('list_donors')).toBe(40);
    expect(await total('list_employees', { p_project_id: projectId })).toBeGreaterThan(0);
    const donors = (await both('list_donors', { p_sort: 'lifetime', p_direction: 'desc' })).now as { rows: Array<{ gift_count: number }> };
    expect(donors.rows.some((row) => row.gift_count > 1) && donors.rows.some((row) => row.gift_count === 0)).toBe(true);
  });

  it('search_invoices: every status, sort and direction, filters and pages as the first rule', async () => {
    for (const p_status of [null, 'draft', 'sent', 'partially_paid', 'paid', 'overdue', 'void', 'open']) {
      for (const p_sort of ['date', 'due', 'number', 'customer', 'total', 'balance', 'status']) {
        for (const p_direction of DIRECTIONS) await expectSame('search_invoices', { p_status, p_sort, p_direction, p_limit: 25, p_offset: 0 });
      }
    }
    for (const args of [
      { p_limit: 10, p_offset: 10 }, { p_limit: 10, p_offset: 85 }, { p_customer_id: customerId }, { p_search: 'rush' }, { p_search: 'acme' },
      { p_from: new Date(Date.now() - 100 * 864e5).toISOString().slice(0, 10), p_to: new Date().toISOString().slice(0, 10), p_status: 'open', p_sort: 'balance' },
    ]) await expectSame('search_invoices', args);
  }, 120_000);

  it('search_bills: every status, sort and direction, filters and pages as the first rule', async () => {
    for (const p_status of [null, 'draft', 'approved', 'partially_paid', 'paid', 'overdue', 'void', 'open']) {
      for (const p_sort of ['date', 'due', 'number', 'vendor', 'total', 'balance', 'status']) {
        for (const p_direction of DIRECTIONS) await expectSame('search_bills', { p_status, p_sort, p_direction, p_limit: 25, p_offset: 0 });
      }
    }
    for (const args of [
      { p_limit: 10, p_offset: 10 }, { p_vendor_id: vendorId }, { p_search: 'net 30' }, { p_search: 'paper' },
      { p_due_by: new Date().toISOString().slice(0, 10), p_status: 'open' }, { p_due_by: new Date().toISOString().slice(0, 10), p_sort: 'due', p_direction: 'asc', p_limit: 5, p_offset: 5 },
    ]) await expectSame('search_bills', args);
  }, 120_000);

  it('list_customers and list_vendors: searches and pages as the first rule', async () => {
    for (const name of ['list_customers', 'list_vendors']) {
      for (const args of [{}, { p_limit: 7, p_offset: 0 }, { p_limit: 7, p_offset: 21 }, { p_limit: 7, p_offset: 40 }, { p_search: 'acme' }, { p_search: 'paper' }, { p_search: '555' }, { p_search: '12-34' }, { p_search: '%' }]) {
        await expectSame(name, args);
      }
    }
  }, 60_000);

  it('list_donors: every sort and direction, searches and pages as the first rule', async () => {
    for (const p_sort of ['name', 'lifetime', 'ytd', 'last_gift']) {
      for (const p_direction of DIRECTIONS) {
        for (const page of [{ p_limit: 50, p_offset: 0 }, { p_limit: 6, p_offset: 6 }]) await expectSame('list_donors', { p_sort, p_direction, ...page });
      }
    }
    for (const args of [{ p_search: 'ada' }, { p_search: 'd1' }, { p_search: 'ada', p_sort: 'lifetime', p_direction: 'desc', p_limit: 3, p_offset: 3 }]) await expectSame('list_donors', args);
  }, 60_000);

  it('search_donations: every sort and direction, filters and pages as the first rule', async () => {
    for (const p_sort of ['date', 'amount', 'donor', 'method', 'campaign']) {
      for (const p_direction of DIRECTIONS) {
        for (const page of [{ p_limit: 50, p_offset: 0 }, { p_limit: 7, p_offset: 30 }]) await expectSame('search_donations', { p_sort, p_direction, ...page });
      }
    }
    for (const args of [{ p_search: 'ada' }, { p_method: 'check', p_limit: 5, p_offset: 100 }, { p_from: '2026-01-01', p_sort: 'amount' }]) await expectSame('search_donations', args);
  }, 60_000);

  it('list_employees: every sort and direction, status, department, program, search and pages as the first rule', async () => {
    for (const p_sort of ['name', 'position', 'department', 'status', 'hire_date', 'pay_rate']) {
      for (const p_direction of DIRECTIONS) {
        for (const page of [{ p_limit: 50, p_offset: 0 }, { p_limit: 6, p_offset: 12 }]) await expectSame('list_employees', { p_sort, p_direction, ...page });
      }
    }
    for (const args of [
      { p_status: 'active' }, { p_status: 'terminated', p_sort: 'hire_date', p_direction: 'desc' }, { p_department: 'Programs' }, { p_department: 'operations', p_sort: 'position' },
      { p_project_id: projectId }, { p_search: 'maria' }, { p_search: 'driver', p_sort: 'pay_rate', p_direction: 'desc' },
    ]) await expectSame('list_employees', args);
  }, 60_000);
});

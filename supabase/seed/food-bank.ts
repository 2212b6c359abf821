// The demo's main organization: a community food bank with two years of activity in every area
// (donors and restricted gifts, grants, programs as projects, payroll, vendors and bills,
// invoices, budgets, purchasing and inventory). Everything that moves money goes through the
// documents' own posting triggers, so the ledger is complete and balanced by construction.
import { insertRows, updateRows } from './bulk-insert.ts';
import type { SeedRow } from './bulk-insert.ts';
import { account, postEntry, releaseRestriction } from './organization-context.ts';
import type { OrganizationContext } from './organization-context.ts';
import { addDays, dayOfMonth, isoDate, money, monthStart } from './random.ts';

const FIRST_NAMES = ['Maria', 'James', 'Aisha', 'Wei', 'Carlos', 'Emily', 'Noah', 'Fatima', 'Liam', 'Grace', 'Omar', 'Hannah', 'Diego', 'Chloe', 'Samuel', 'Priya', 'Lucas', 'Zoe', 'Ethan', 'Mei', 'Isaac', 'Nora', 'Mateo', 'Ruth', 'Kofi'];
const LAST_NAMES = ['Garcia', 'Johnson', 'Khan', 'Chen', 'Rivera', 'Smith', 'Okafor', 'Patel', "O'Brien", 'Nguyen', 'Haddad', 'Miller', 'Lopez', 'Brown', 'Kowalski', 'Singh', 'Martin', 'Davis', 'Moore', 'Tanaka'];

function months(ctx: OrganizationContext): Date[] {
  const list: Date[] = [];
  for (let m = monthStart(ctx.start); m <= ctx.today; m = monthStart(m, 1)) list.push(m);
  return list;
}

/** Dates of activity never pass the seed's today. */
function notFuture(ctx: OrganizationContext, date: Date): boolean {
  return date <= ctx.today;
}

interface Funds {
  general: string;
  youth: string;
  capital: string;
  disaster: string;
  reserve: string;
}

interface Projects {
  pantry: string;
  seniors: string;
  backpacks: string;
  garden: string;
  warehouse: string;
}

async function seedFunds(ctx: OrganizationContext): Promise<Funds> {
  const r = ctx.random;
  const funds: Funds = { general: ctx.generalFundId, youth: r.uuid(), capital: r.uuid(), disaster: r.uuid(), reserve: r.uuid() };
  await insertRows(ctx.client, 'funds', [
    { id: funds.youth, organization_id: ctx.organizationId, name: 'Youth Nutrition Program', code: 'YNP', restriction: 'with_donor_restrictions', purpose: 'Weekend backpack meals and summer lunches for school-age children.' },
    { id: funds.capital, organization_id: ctx.organizationId, name: 'Capital Campaign - Warehouse', code: 'CAP', restriction: 'with_donor_restrictions', purpose: 'Cold storage and warehouse expansion.' },
    { id: funds.disaster, organization_id: ctx.organizationId, name: 'Disaster Relief', code: 'DIS', restriction: 'with_donor_restrictions', purpose: 'Emergency food boxes after floods and storms.' },
    { id: funds.reserve, organization_id: ctx.organizationId, name: 'Board-Designated Reserve', code: 'RES', restriction: 'without_donor_restrictions', purpose: 'Operating reserve set aside by the board (six months of expenses).' },
  ]);
  return funds;
}

async function seedProjects(ctx: OrganizationContext, funds: Funds): Promise<Projects> {
  const r = ctx.random;
  const start = ctx.start;
  const projects: Projects = { pantry: r.uuid(), seniors: r.uuid(), backpacks: r.uuid(), garden: r.uuid(), warehouse: r.uuid() };
  const org = ctx.organizationId;
  await insertRows(ctx.client, 'projects', [
    { id: projects.pantry, organization_id: org, name: 'Mobile Pantry', code: 'MP', status: 'active', start_date: isoDate(start), budget: '180000.00', manager_name: 'Maria Garcia', fund_id: funds.general, description: 'A refrigerated truck bringing fresh produce to eight rural stops every week.' },
    { id: projects.seniors, organization_id: org, name: 'Senior Grocery Boxes', code: 'SGB', status: 'active', start_date: isoDate(start), budget: '115000.00', manager_name: 'James Johnson', fund_id: funds.general, description: 'Monthly boxes of shelf-stable groceries for low-income seniors.' },
    { id: projects.backpacks, organization_id: org, name: 'Backpack Weekend Meals', code: 'BWM', status: 'active', start_date: isoDate(start), budget: '175000.00', manager_name: 'Aisha Khan', fund_id: funds.youth, description: 'Kid-friendly weekend meals sent home with students at 14 schools.' },
    { id: projects.garden, organization_id: org, name: 'Community Garden', code: 'CG', status: 'completed', start_date: isoDate(start), end_date: isoDate(addDays(start, 300)), budget: '18000.00', manager_name: 'Wei Chen', fund_id: funds.general, description: 'Raised beds and volunteer growers supplying the pantry in summer.' },
    { id: projects.warehouse, organization_id: org, name: 'Warehouse Cold Storage Expansion', code: 'WCS', status: 'active', start_date: isoDate(addDays(ctx.today, -150)), end_date: isoDate(addDays(ctx.today, 120)), budget: '250000.00', manager_name: 'Carlos Rivera', fund_id: funds.capital, description: 'A walk-in freezer and cooler doubling cold storage.' },
  ]);

  const tasks: SeedRow[] = [];
  const plan: Array<[string, Array<[string, number, number]>]> = [
    [projects.warehouse, [['Engineering assessment', -150, -120], ['Select contractor', -120, -95], ['Permits', -95, -60], ['Foundation and slab', -60, -25], ['Install freezer panels', -25, 20], ['Refrigeration units', 10, 60], ['Inspection and handover', 60, 110]]],
    [projects.pantry, [['Renew route agreements', -40, -10], ['Truck maintenance', -20, -5], ['Recruit weekend drivers', -10, 25], ['Add two new stops', 5, 60]]],
    [projects.backpacks, [['School partner sign-up', -30, -5], ['Menu planning with dietitian', -15, 10], ['Summer lunch sites', 15, 75]]],
    [projects.seniors, [['Eligibility re-certification', -45, -15], ['Holiday boxes', -5, 30]]],
  ];
  for (const [projectId, list] of plan) {
    let previous: string | null = null;
    list.forEach(([name, from, to], index) => {
      const id = r.uuid();
      const startDate = addDays(ctx.today, from);
      const dueDate = addDays(ctx.today, to);
      const done = dueDate < ctx.today;
      const started = startDate <= ctx.today;
      const span = Math.max(1, to - from);
      const progress = done ? 100 : started ? Math.min(95, Math.round((-from / span) * 100)) : 0;
      tasks.push({
        id, organization_id: ctx.organizationId, project_id: projectId, name, sort_order: index,
        status: done ? 'done' : started ? 'in_progress' : 'todo', priority: r.pick(['low', 'medium', 'high'] as const),
        assignee_name: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`, start_date: isoDate(startDate), due_date: isoDate(dueDate),
        progress, depends_on_task_id: previous,
      });
      previous = id;
    });
  }
  await insertRows(ctx.client, 'project_tasks', tasks);
  return projects;
}

async function seedOpeningBalances(ctx: OrganizationContext, funds: Funds): Promise<void> {
  const date = isoDate(addDays(ctx.start, -1));
  await postEntry(ctx, date, 'Opening balances', 'opening_balance', [
    { account_id: account(ctx, '1010'), fund_id: funds.general, debit: '85000.00' },
    { account_id: account(ctx, '1020'), fund_id: funds.reserve, debit: '120000.00' },
    { account_id: account(ctx, '1500'), fund_id: funds.general, debit: '64000.00' },
    { account_id: account(ctx, '1590'), fund_id: funds.general, credit: '12000.00' },
    { account_id: account(ctx, '3100'), fund_id: funds.general, credit: '137000.00' },
    { account_id: account(ctx, '3100'), fund_id: funds.reserve, credit: '120000.00' },
    { account_id: account(ctx, '1010'), fund_id: funds.youth, debit: '30000.00' },
    { account_id: account(ctx, '3200'), fund_id: funds.youth, credit: '30000.00' },
  ]);
}

async function seedDonations(ctx: OrganizationContext, funds: Funds, projects: Projects): Promise<void> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const donors: Array<{ id: string; name: string; email: string | null; type: string }> = [];
  for (let i = 0; i < 60; i += 1) {
    const name = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    donors.push({ id: r.uuid(), name, email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@example.org`, type: 'individual' });
  }
  const institutions: Array<[string, string]> = [
    ['Harbor Community Foundation', 'foundation'], ['Greenfield Family Foundation', 'foundation'], ['State Department of Agriculture', 'government'],
    ['FreshMart Grocers', 'corporation'], ['Coastal Credit Union', 'corporation'], ['First Baptist Church', 'other'], ['Rotary Club of Harbor City', 'other'],
    ['Harbor Area United Way', 'foundation'],
  ];
  for (const [name, type] of institutions) donors.push({ id: r.uuid(), name, email: null, type });
  await insertRows(ctx.client, 'donors', donors.map((d) => ({ id: d.id, organization_id: org, name: d.name, email: d.email, donor_type: d.type })));

  const individuals = donors.filter((d) => d.type === 'individual');
  const byName = (name: string) => {
    const donor = donors.find((d) => d.name === name);
    if (!donor) throw new Error(name);
    return donor;
  };
  const rows: SeedRow[] = [];
  const gift = (donor: { id: string; name: string; email: string | null }, date: Date, cents: number, extra: SeedRow = {}) => {
    if (!notFuture(ctx, date)) return;
    rows.push({ organization_id: org, donor_id: donor.id, donor_name: donor.name, donor_email: donor.email, donation_date: isoDate(date), amount: money(cents), method: 'card', ...extra });
  };
  for (const [index, month] of months(ctx).entries()) {
    const holiday = month.getUTCMonth() >= 10;
    const count = r.int(20, 28) + (holiday ? 14 : 0);
    for (let i = 0; i < count; i += 1) {
      const donor = r.pick(individuals);
      const big = r.chance(0.06);
      const method = r.pick(['card', 'card', 'card', 'check', 'ach', 'cash'] as const);
      const date = dayOfMonth(month, r.int(1, 28));
      if (r.chance(0.15)) {
        gift(donor, date, r.cents(50, 600, 500), { method, restriction: 'with_donor_restrictions', fund_id: funds.youth, campaign: 'Backpack Drive' });
      } else {
        gift(donor, date, big ? r.cents(1000, 5000, 5000) : r.cents(25, 500, 500), { method, campaign: holiday ? 'Holiday Appeal' : null });
      }
    }
    // Food drives and grocery rescue: donated goods at fair value.
    gift(byName('FreshMart Grocers'), dayOfMonth(month, 12), r.cents(2500, 6000, 100), { method: 'in_kind', notes: 'Rescued produce and dairy (fair value).' });
    if (r.chance(0.5)) gift(byName('First Baptist Church'), dayOfMonth(month, 20), r.cents(400, 1500, 100), { method: 'in_kind', notes: 'Congregation food drive.' });
    gift(byName('Coastal Credit Union'), dayOfMonth(month, 5), 100000, { method: 'ach', campaign: 'Corporate match' });
    // Grants: a youth grant every quarter, a state grant twice a year, capital gifts in the second year.
    if (index % 3 === 0) gift(byName('Greenfield Family Foundation'), dayOfMonth(month, 15), r.cents(15000, 30000, 50000), { method: 'ach', is_grant: true, restriction: 'with_donor_restrictions', fund_id: funds.youth, project_id: projects.backpacks, notes: 'Quarterly youth nutrition grant.' });
    // Operating support arrives every month, so the budget does not swing on one cheque: the
    // state's food assistance reimbursement and the United Way's allocation.
    gift(byName('State Department of Agriculture'), dayOfMonth(month, 22), r.cents(18000, 23000, 100), { method: 'wire', is_grant: true, notes: 'Emergency Food Assistance reimbursement (monthly).' });
    gift(byName('Harbor Area United Way'), dayOfMonth(month, 3), 1250000, { method: 'ach', is_grant: true, notes: 'Community impact allocation (monthly).' });
    if (index >= 14 && index % 2 === 0) gift(byName('Harbor Community Foundation'), dayOfMonth(month, 9), r.cents(20000, 50000, 100000), { method: 'check', restriction: 'with_donor_restrictions', fund_id: funds.capital, project_id: projects.warehouse, campaign: 'Cold Storage Campaign' });
    if (index === 9) gift(byName('Rotary Club of Harbor City'), dayOfMonth(month, 18), 1250000, { method: 'check', restriction: 'with_donor_restrictions', fund_id: funds.disaster, notes: 'Flood relief.' });
  }
  // Pledges for the capital campaign, received later.
  gift(byName('Harbor Community Foundation'), addDays(ctx.today, -40), 7500000, { method: 'pledge', restriction: 'with_donor_restrictions', fund_id: funds.capital, project_id: projects.warehouse, notes: 'Three-year pledge.' });
  // Receipt numbers in date order, given here rather than drawn one by one from the settings.
  rows.sort((a, b) => String(a.donation_date).localeCompare(String(b.donation_date)));
  rows.forEach((row, i) => {
    row.receipt_number = `RCPT-${1001 + i}`;
  });
  await insertRows(ctx.client, 'donations', rows);
  await ctx.client.query('update public.organization_settings set next_receipt_number = $2 where organization_id = $1', [org, 1001 + rows.length]);
}

async function seedInvoices(ctx: OrganizationContext, funds: Funds, projects: Projects): Promise<void> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const customers = [
    { id: r.uuid(), name: 'Harbor City School District', email: 'nutrition@harborschools.example.org' },
    { id: r.uuid(), name: 'County Health Department', email: 'contracts@countyhealth.example.org' },
    { id: r.uuid(), name: 'Lakeside Senior Center', email: 'office@lakesideseniors.example.org' },
    { id: r.uuid(), name: 'St. Mary Shelter', email: 'director@stmary.example.org' },
  ];
  await insertRows(ctx.client, 'customers', customers.map((c) => ({ id: c.id, organization_id: org, name: c.name, email: c.email })));
  const invoices: SeedRow[] = [];
  const lines: SeedRow[] = [];
  const issues: SeedRow[] = [];
  let number = 1001;
  const addInvoice = (customer: (typeof customers)[number], date: Date, project: string, fund: string, items: Array<[string, number, number, string]>) => {
    if (!notFuture(ctx, date)) return;
    const id = r.uuid();
    const due = addDays(date, 30);
    const total = items.reduce((sum, [, quantity, unitCents]) => sum + quantity * unitCents, 0);
    const age = (ctx.today.getTime() - date.getTime()) / 86400000;
    invoices.push({ id, organization_id: org, invoice_number: `INV-${number}`, customer_id: customer.id, customer_name: customer.name, customer_email: customer.email, issue_date: isoDate(date), due_date: isoDate(due), fund_id: fund, project_id: project });
    items.forEach(([description, quantity, unitCents, code], i) => {
      lines.push({ organization_id: org, invoice_id: id, description, quantity, unit_price: money(unitCents), account_id: account(ctx, code), line_number: i + 1 });
    });
    number += 1;
    if (age > 60 || (age > 35 && r.chance(0.7))) {
      issues.push({ id, status: 'paid', paid_date: isoDate(addDays(date, r.int(10, 35))), amount_paid: money(total) });
    } else if (age > 30) {
      issues.push({ id, status: 'overdue', paid_date: null, amount_paid: '0.00' });
    } else if (age > 20 && r.chance(0.5)) {
      issues.push({ id, status: 'sent', paid_date: isoDate(addDays(date, 15)), amount_paid: money(Math.round(total / 2)) });
    } else if (age > 3) {
      issues.push({ id, status: 'sent', paid_date: null, amount_paid: '0.00' });
    }
  };
  const district = customers[0];
  const county = customers[1];
  const seniors = customers[2];
  const shelter = customers[3];
  if (!district || !county || !seniors || !shelter) throw new Error('customers');
  for (const [index, month] of months(ctx).entries()) {
    const schoolMonth = ![6, 7].includes(month.getUTCMonth());
    if (schoolMonth) addInvoice(district, dayOfMonth(month, 28), projects.backpacks, funds.general, [['School breakfast program meals', r.int(900, 1400), 325, '4200'], ['Delivery', 4, 4500, '4200']]);
    if (index % 3 === 2) addInvoice(county, dayOfMonth(month, 27), projects.pantry, funds.general, [['Mobile pantry distribution services', 1, r.cents(7000, 9500, 100), '4200']]);
    if (index % 2 === 1) addInvoice(seniors, dayOfMonth(month, 25), projects.seniors, funds.general, [['Senior grocery boxes', r.int(80, 140), 2800, '4200']]);
    if (index % 4 === 0) addInvoice(shelter, dayOfMonth(month, 15), projects.pantry, funds.general, [['Bulk food order', 1, r.cents(1200, 2600, 100), '4200'], ['Handling', 1, 7500, '4999']]);
  }
  await insertRows(ctx.client, 'invoices', invoices);
  await insertRows(ctx.client, 'invoice_lines', lines);
  // Issue first (posts receivable), then record what was paid (posts cash).
  await updateRows(ctx.client, 'invoices', issues.map((i) => ({ id: String(i.id), status: i.status === 'paid' ? 'sent' : i.status ?? 'sent' })), ['status']);
  await updateRows(ctx.client, 'invoices', issues.filter((i) => i.amount_paid !== '0.00'), ['status', 'paid_date', 'amount_paid']);
}

async function seedBills(ctx: OrganizationContext, funds: Funds, projects: Projects): Promise<string[]> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const vendorNames = ['Harbor Properties LLC', 'Harbor City Power & Water', 'Wholesale Foods Co.', 'Valley Produce Farms', 'Coastline Insurance', 'Reyes & Park CPAs', 'FleetFuel', 'Office Depot', 'ColdChain Refrigeration', 'Bayside Printing'];
  const vendors = vendorNames.map((name) => ({ id: r.uuid(), name }));
  await insertRows(ctx.client, 'vendors', vendors.map((v) => ({ id: v.id, organization_id: org, name: v.name, email: `billing@${v.name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com` })));
  const vendor = (i: number) => {
    const v = vendors[i];
    if (!v) throw new Error('vendor');
    return v;
  };
  const bills: SeedRow[] = [];
  const lines: SeedRow[] = [];
  const approvals: SeedRow[] = [];
  let number = 1001;
  // Spending for a donor-restricted purpose is recorded in the general fund and the restricted
  // fund releases the same amount (ASU 2016-14: expenses are reported without donor restrictions).
  const releases: Array<{ date: string; fund: string; cents: number; description: string }> = [];
  const addBill = (v: { id: string; name: string }, date: Date, fund: string, items: Array<[string, number, string, string | null]>, restrictedPurpose?: { fund: string; name: string }) => {
    if (!notFuture(ctx, date)) return;
    const id = r.uuid();
    if (restrictedPurpose) {
      releases.push({ date: isoDate(date), fund: restrictedPurpose.fund, cents: items.reduce((sum, [, cents]) => sum + cents, 0), description: `Released from restriction: ${restrictedPurpose.name} (${v.name}, BILL-${number})` });
    }
    bills.push({ id, organization_id: org, bill_number: `BILL-${number}`, vendor_id: v.id, vendor_name: v.name, vendor_reference: `${v.name.slice(0, 3).toUpperCase()}-${r.int(10000, 99999)}`, bill_date: isoDate(date), due_date: isoDate(addDays(date, 30)), fund_id: fund });
    items.forEach(([description, cents, code, project], i) => {
      lines.push({ organization_id: org, bill_id: id, description, quantity: 1, unit_price: money(cents), account_id: account(ctx, code), project_id: project, line_number: i + 1 });
    });
    number += 1;
    const age = (ctx.today.getTime() - date.getTime()) / 86400000;
    const total = items.reduce((sum, [, cents]) => sum + cents, 0);
    if (age > 25) approvals.push({ id, status: 'paid', paid_date: isoDate(addDays(date, r.int(5, 25))), amount_paid: money(total) });
    else if (age > 2) approvals.push({ id, status: 'open', paid_date: null, amount_paid: '0.00' });
  };
  for (const [index, month] of months(ctx).entries()) {
    addBill(vendor(0), dayOfMonth(month, 1), funds.general, [['Warehouse and office rent', 450000, '6100', null]]);
    addBill(vendor(1), dayOfMonth(month, 8), funds.general, [['Electricity and water', r.cents(650, 1400, 1), '6200', null]]);
    addBill(vendor(2), dayOfMonth(month, 10), funds.general, [['Shelf-stable groceries', r.cents(3000, 7000, 1), '6400', projects.seniors], ['Produce', r.cents(1500, 3500, 1), '6400', projects.pantry]]);
    addBill(vendor(3), dayOfMonth(month, 18), funds.general, [['Kid-friendly meal kits', r.cents(4000, 8000, 1), '6400', projects.backpacks]], { fund: funds.youth, name: 'Youth Nutrition Program' });
    if (index >= 10 && index <= 13) addBill(vendor(2), dayOfMonth(month, 12), funds.general, [['Emergency food boxes (flood relief)', r.cents(2600, 3400, 1), '6400', projects.pantry]], { fund: funds.disaster, name: 'Disaster Relief' });
    addBill(vendor(6), dayOfMonth(month, 24), funds.general, [['Truck fuel', r.cents(300, 750, 1), '6500', projects.pantry]]);
    if (r.chance(0.5)) addBill(vendor(7), dayOfMonth(month, 14), funds.general, [['Office and packing supplies', r.cents(120, 600, 1), '6300', null]]);
    if (index % 3 === 0) addBill(vendor(4), dayOfMonth(month, 3), funds.general, [['Quarterly liability and vehicle insurance', 240000, '6700', null]]);
    if (month.getUTCMonth() === 2) addBill(vendor(5), dayOfMonth(month, 20), funds.general, [['Annual audit and Form 990', 950000, '6600', null]]);
    if (index % 6 === 4) addBill(vendor(9), dayOfMonth(month, 11), funds.general, [['Newsletter and appeal printing', r.cents(800, 1800, 1), '6300', null]]);
    if (month >= monthStart(ctx.today, -4)) addBill(vendor(8), dayOfMonth(month, 16), funds.general, [['Cold storage construction progress billing', r.cents(25000, 45000, 100), '1500', projects.warehouse]], { fund: funds.capital, name: 'Capital Campaign - Warehouse' });
  }
  await insertRows(ctx.client, 'bills', bills);
  await insertRows(ctx.client, 'bill_lines', lines);
  await updateRows(ctx.client, 'bills', approvals.map((a) => ({ id: String(a.id), status: 'open' })), ['status']);
  await updateRows(ctx.client, 'bills', approvals.filter((a) => a.status === 'paid'), ['status', 'paid_date', 'amount_paid']);
  releases.sort((a, b) => a.date.localeCompare(b.date));
  for (const release of releases) await releaseRestriction(ctx, release.date, release.fund, funds.general, release.cents, release.description);
  return vendors.map((v) => v.id);
}

async function seedPayroll(ctx: OrganizationContext, projects: Projects): Promise<void> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const staff: Array<[string, string, string, string, number, string | null, string]> = [
    ['Maria Garcia', 'Executive Director', 'Administration', 'full_time', 82000, null, 'salary'],
    ['James Johnson', 'Operations Manager', 'Operations', 'full_time', 61000, projects.seniors, 'salary'],
    ['Aisha Khan', 'Youth Programs Coordinator', 'Programs', 'full_time', 52000, projects.backpacks, 'salary'],
    ['Wei Chen', 'Volunteer Coordinator', 'Programs', 'full_time', 48000, projects.garden, 'salary'],
    ['Carlos Rivera', 'Warehouse Lead', 'Operations', 'full_time', 46000, projects.warehouse, 'salary'],
    ['Emily Smith', 'Development Associate', 'Development', 'full_time', 50000, null, 'salary'],
    ['Noah Okafor', 'Driver', 'Operations', 'part_time', 21, projects.pantry, 'hourly'],
    ['Fatima Patel', 'Bookkeeper', 'Administration', 'part_time', 28, null, 'hourly'],
  ];
  const employees = staff.map(([name, position, department, type, rate, project, payType], i) => ({
    id: r.uuid(), organization_id: org, name, position, department, employment_type: type, status: 'active',
    hire_date: isoDate(addDays(ctx.start, -400 + i * 37)), pay_type: payType, pay_rate: money(rate * 100), project_id: project,
    email: `${name.toLowerCase().split(' ')[0]}@harborfoodbank.example.org`,
  }));
  await insertRows(ctx.client, 'employees', employees);
  const runs: SeedRow[] = [];
  const lines: SeedRow[] = [];
  for (const month of months(ctx)) {
    for (const [from, to] of [[1, 15], [16, 31]] as const) {
      const periodStart = dayOfMonth(month, from);
      const periodEnd = dayOfMonth(month, to);
      const payDate = addDays(periodEnd, 1);
      if (!notFuture(ctx, payDate)) continue;
      const id = r.uuid();
      runs.push({ id, organization_id: org, period_start: isoDate(periodStart), period_end: isoDate(periodEnd), pay_date: isoDate(payDate) });
      for (const e of employees) {
        const hourly = e.pay_type === 'hourly';
        const hours = hourly ? r.int(40, 70) : 80;
        const gross = hourly ? Math.round(Number(e.pay_rate) * 100) * hours : Math.round((Number(e.pay_rate) * 100) / 24);
        const taxes = Math.round(gross * 0.14);
        const deductions = hourly ? 0 : Math.round(gross * 0.03);
        const employer = Math.round(gross * 0.0765);
        const benefits = hourly ? 0 : 27500;
        lines.push({ organization_id: org, payroll_run_id: id, employee_id: e.id, hours, gross_pay: money(gross), employee_taxes: money(taxes), deductions: money(deductions), employer_taxes: money(employer), benefits: money(benefits) });
      }
    }
  }
  await insertRows(ctx.client, 'payroll_runs', runs);
  await insertRows(ctx.client, 'payroll_run_lines', lines);
  await updateRows(ctx.client, 'payroll_runs', runs.map((run) => ({ id: String(run.id), status: 'paid' })), ['status']);
}

async function seedTransactions(ctx: OrganizationContext, funds: Funds, projects: Projects): Promise<void> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const rows: SeedRow[] = [];
  const add = (date: Date, description: string, type: string, cents: number, code: string | null, extra: SeedRow = {}) => {
    if (!notFuture(ctx, date)) return;
    rows.push({ organization_id: org, date: isoDate(date), description, type, amount: money(cents), account_id: code ? account(ctx, code) : null, ...extra });
  };
  for (const [index, month] of months(ctx).entries()) {
    add(dayOfMonth(month, 28), 'Savings account interest', 'Income', r.cents(60, 180), '4500', { fund_id: funds.reserve });
    add(dayOfMonth(month, r.int(2, 27)), 'Volunteer lunch supplies', 'Expense', r.cents(40, 160), '6300', { project_id: projects.pantry });
    add(dayOfMonth(month, r.int(2, 27)), 'Mileage reimbursement', 'Expense', r.cents(30, 220), '6500');
    add(dayOfMonth(month, r.int(2, 27)), 'Farmers market produce', 'Expense', r.cents(150, 600), '6400', { project_id: projects.pantry });
    if (r.chance(0.4)) add(dayOfMonth(month, r.int(2, 27)), 'Bank service charge', 'Expense', r.cents(15, 45), null, { notes: 'To be classified by the bookkeeper.' });
    if (r.chance(0.3)) add(dayOfMonth(month, r.int(2, 27)), 'Cash donations box', 'Income', r.cents(40, 300), null);
    if (month.getUTCMonth() === 4) add(dayOfMonth(month, 17), 'Spring Gala ticket sales', 'Income', r.cents(14000, 22000, 100), '4300');
    if (month.getUTCMonth() === 9) add(dayOfMonth(month, 21), 'Harvest 5K registrations', 'Income', r.cents(6000, 9000, 100), '4300');
    if (index === 4) add(dayOfMonth(month, 6), 'Refrigerated box truck (used)', 'Asset', 3800000, '1500', { project_id: projects.pantry });
    if (index === 4) add(dayOfMonth(month, 6), 'Equipment loan from Coastal Credit Union', 'Liability', 2500000, '2300');
    if (index > 4) add(dayOfMonth(month, 6), 'Equipment loan interest and fees', 'Expense', 45000, '6600', { notes: 'Principal is repaid by journal entry.' });
    if (month.getUTCMonth() === 0) add(dayOfMonth(month, 15), 'Prepaid software subscriptions', 'Asset', r.cents(1800, 2400), '1400');
  }
  await insertRows(ctx.client, 'transactions', rows);
}

async function seedJournalEntries(ctx: OrganizationContext, funds: Funds): Promise<void> {
  let index = 0;
  for (const month of months(ctx)) {
    const end = dayOfMonth(month, 31);
    if (!notFuture(ctx, end)) break;
    await postEntry(ctx, isoDate(end), `Depreciation ${isoDate(month).slice(0, 7)}`, 'manual', [
      { account_id: account(ctx, '6800'), fund_id: funds.general, debit: index >= 4 ? '1433.33' : '800.00' },
      { account_id: account(ctx, '1590'), fund_id: funds.general, credit: index >= 4 ? '1433.33' : '800.00' },
    ]);
    if (index > 4) {
      await postEntry(ctx, isoDate(dayOfMonth(month, 6)), 'Equipment loan principal', 'manual', [
        { account_id: account(ctx, '2300'), fund_id: funds.general, debit: '500.00' },
        { account_id: account(ctx, '1010'), fund_id: funds.general, credit: '500.00' },
      ]);
    }
    index += 1;
  }
  // For the Journal Entries screen: an accrual reversed at the start of the next month, as
  // bookkeepers do, and a draft still waiting to be posted.
  const accrualMonth = monthStart(ctx.today, -2);
  const accrued = await ctx.client.query<{ id: string }>('select private.post_entry($1, $2::date, $3, $4, null, $5::jsonb) as id', [
    ctx.organizationId, isoDate(dayOfMonth(accrualMonth, 31)), 'Accrue utilities not yet billed', 'manual',
    JSON.stringify([
      { account_id: account(ctx, '6200'), fund_id: funds.general, debit: '1180.00' },
      { account_id: account(ctx, '2999'), fund_id: funds.general, credit: '1180.00' },
    ]),
  ]);
  await ctx.client.query('select private.reverse_entry($1, $2::date)', [accrued.rows[0]?.id, isoDate(monthStart(accrualMonth, 1))]);
  const draft = await ctx.client.query<{ id: string }>(
    `insert into public.journal_entries (organization_id, entry_date, description, reference, status) values ($1, $2, $3, 'JE-DRAFT-1', 'draft') returning id`,
    [ctx.organizationId, isoDate(ctx.today), 'Reclassify produce recorded as supplies to food purchases'],
  );
  await ctx.client.query(
    `insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, debit, credit, line_number)
     values ($1, $2, $3, $5, 240, 0, 1), ($1, $2, $4, $5, 0, 240, 2)`,
    [ctx.organizationId, draft.rows[0]?.id, account(ctx, '6400'), account(ctx, '6300'), funds.general],
  );
}

async function seedSupplyChain(ctx: OrganizationContext, funds: Funds, projects: Projects, vendorIds: string[]): Promise<void> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const catalog: Array<[string, string, string, number, number, number]> = [
    ['Canned black beans (15 oz)', 'Canned goods', 'case', 420, 1899, 100], ['Canned tuna (5 oz)', 'Canned goods', 'case', 180, 3450, 80],
    ['Peanut butter (16 oz)', 'Shelf-stable', 'case', 35, 2875, 60], ['Brown rice (2 lb)', 'Grains', 'case', 260, 2240, 80],
    ['Whole wheat pasta (1 lb)', 'Grains', 'case', 310, 1560, 80], ['Rolled oats (42 oz)', 'Grains', 'case', 140, 2790, 40],
    ['Shelf-stable milk (32 oz)', 'Dairy', 'case', 22, 2450, 50], ['Canned green beans', 'Canned goods', 'case', 390, 1425, 100],
    ['Canned peaches', 'Canned goods', 'case', 150, 2060, 60], ['Low-sodium soup', 'Canned goods', 'case', 210, 2299, 80],
    ['Cereal, whole grain', 'Breakfast', 'case', 95, 3120, 40], ['Apple sauce cups', 'Snacks', 'case', 120, 1980, 50],
    ['Granola bars', 'Snacks', 'case', 48, 2640, 60], ['Fresh apples', 'Produce', 'crate', 60, 3200, 20],
    ['Potatoes (50 lb)', 'Produce', 'sack', 40, 2150, 15], ['Frozen chicken', 'Frozen', 'case', 55, 6480, 25],
    ['Baby formula', 'Infant', 'case', 12, 8990, 20], ['Diapers (size 4)', 'Hygiene', 'case', 30, 3899, 15],
    ['Toothpaste and brushes kits', 'Hygiene', 'case', 65, 2400, 20], ['Reusable grocery bags', 'Supplies', 'bundle', 800, 45, 200],
    ['Backpacks (weekend meals)', 'Supplies', 'each', 340, 650, 150], ['Cardboard boxes', 'Supplies', 'bundle', 150, 2100, 50],
    ['Pallet wrap', 'Supplies', 'roll', 18, 2350, 10], ['Nitrile gloves', 'Supplies', 'box', 75, 1199, 30],
  ];
  const items = catalog.map(([name, category, unit, qty, costCents, reorder], i) => ({
    id: r.uuid(), organization_id: org, sku: `HFB-${String(i + 1).padStart(4, '0')}`, name, category, unit,
    quantity_on_hand: qty, unit_cost: money(costCents), reorder_level: reorder, location: r.pick(['Warehouse A', 'Warehouse B', 'Cooler', 'Freezer']),
  }));
  await insertRows(ctx.client, 'inventory', items);

  const requests: SeedRow[] = [];
  const requestItems: SeedRow[] = [];
  const orders: SeedRow[] = [];
  const orderItems: SeedRow[] = [];
  const titles = ['Restock canned goods', 'Backpack program supplies', 'Warehouse supplies', 'Senior box staples', 'Infant supplies', 'Holiday distribution', 'Hygiene kits', 'Breakfast items'];
  for (let i = 0; i < 20; i += 1) {
    const id = r.uuid();
    const created = addDays(ctx.today, -r.int(5, 360));
    const status = i < 3 ? 'submitted' : i < 4 ? 'draft' : i < 5 ? 'rejected' : i < 8 ? 'approved' : 'ordered';
    requests.push({ id, organization_id: org, request_number: `PR-${2001 + i}`, title: r.pick(titles), requester_name: r.pick(['James Johnson', 'Aisha Khan', 'Carlos Rivera', 'Wei Chen']), department: r.pick(['Operations', 'Programs']), needed_by: isoDate(addDays(created, 21)), status, project_id: r.pick([projects.pantry, projects.seniors, projects.backpacks]), fund_id: funds.general, justification: 'Stock below reorder level for upcoming distributions.' });
    const chosen = Array.from({ length: r.int(1, 4) }, () => r.pick(items));
    const lines = chosen.map((item) => ({ item, quantity: r.int(5, 60) }));
    for (const { item, quantity } of lines) {
      requestItems.push({ organization_id: org, purchase_request_id: id, inventory_id: item.id, description: item.name, quantity, unit: item.unit, estimated_unit_cost: item.unit_cost });
    }
    if (status === 'ordered') {
      const orderId = r.uuid();
      const vendorIndex = r.pick([2, 3, 7]);
      const orderDate = addDays(created, r.int(2, 10));
      const age = (ctx.today.getTime() - orderDate.getTime()) / 86400000;
      const orderStatus = age > 30 ? 'received' : age > 14 ? 'partially_received' : 'sent';
      orders.push({ id: orderId, organization_id: org, po_number: `PO-${3001 + orders.length}`, vendor_id: vendorIds[vendorIndex] ?? null, vendor_name: ['', '', 'Wholesale Foods Co.', 'Valley Produce Farms', '', '', '', 'Office Depot'][vendorIndex] ?? 'Wholesale Foods Co.', purchase_request_id: id, order_date: isoDate(orderDate), expected_date: isoDate(addDays(orderDate, 14)), status: orderStatus, fund_id: funds.general });
      for (const { item, quantity } of lines) {
        const received = orderStatus === 'received' ? quantity : orderStatus === 'partially_received' ? Math.floor(quantity / 2) : 0;
        orderItems.push({ organization_id: org, purchase_order_id: orderId, inventory_id: item.id, description: item.name, quantity, unit_cost: item.unit_cost, quantity_received: received });
      }
    }
  }
  await insertRows(ctx.client, 'purchase_requests', requests);
  await insertRows(ctx.client, 'purchase_request_items', requestItems);
  await insertRows(ctx.client, 'purchase_orders', orders);
  await insertRows(ctx.client, 'purchase_order_items', orderItems);
}

async function seedBudgets(ctx: OrganizationContext, funds: Funds, projects: Projects): Promise<void> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const thisYear = ctx.today.getUTCFullYear();
  const annual: Array<[string, number]> = [
    ['4010', 420000], ['4100', 180000], ['4200', 150000], ['4300', 30000], ['4400', 60000], ['4500', 1500],
    ['5100', 520000], ['5200', 40000], ['5300', 40000], ['6100', 54000], ['6200', 12000], ['6300', 6000],
    ['6400', 190000], ['6500', 7000], ['6600', 15000], ['6700', 9600], ['6800', 17000],
  ];
  const budgets: SeedRow[] = [];
  const lines: SeedRow[] = [];
  for (const year of [thisYear - 1, thisYear]) {
    const id = r.uuid();
    budgets.push({ id, organization_id: org, name: `FY${year} Operating Budget`, fiscal_year: year, start_date: `${year}-01-01`, end_date: `${year}-12-31`, status: year < thisYear ? 'closed' : 'approved', fund_id: funds.general });
    for (const [code, dollars] of annual) {
      const grown = Math.round(dollars * (year === thisYear ? 1.06 : 1) * 100);
      lines.push({ organization_id: org, budget_id: id, account_id: account(ctx, code), amount: money(grown) });
    }
  }
  const youth = r.uuid();
  budgets.push({ id: youth, organization_id: org, name: `Backpack Weekend Meals ${thisYear}`, fiscal_year: thisYear, start_date: `${thisYear}-01-01`, end_date: `${thisYear}-12-31`, status: 'approved', fund_id: funds.youth, project_id: projects.backpacks });
  for (let month = 1; month <= 12; month += 1) {
    lines.push({ organization_id: org, budget_id: youth, account_id: account(ctx, '6400'), project_id: projects.backpacks, period_month: month, amount: money(month === 7 || month === 8 ? 250000 : 600000) });
  }
  await insertRows(ctx.client, 'budgets', budgets);
  await insertRows(ctx.client, 'budget_line_items', lines);
}

async function seedNotifications(ctx: OrganizationContext, userId: string): Promise<void> {
  const org = ctx.organizationId;
  const at = (days: number) => addDays(ctx.today, -days).toISOString();
  await insertRows(ctx.client, 'notifications', [
    { organization_id: org, title: 'Invoice overdue', message: 'An invoice to County Health Department is past its due date.', link: '/app/finance/invoices', created_at: at(2) },
    { organization_id: org, title: 'Low stock', message: 'Peanut butter and shelf-stable milk are below their reorder level.', link: '/app/supply-chain/inventory', created_at: at(3) },
    { organization_id: org, user_id: userId, title: 'Pledge received', message: 'Harbor Community Foundation pledged $75,000 to the Capital Campaign.', link: '/app/finance/donations', created_at: at(40), is_read: true },
    { organization_id: org, title: 'Payroll paid', message: 'The last payroll run was paid and posted to the ledger.', link: '/app/hr/payroll', created_at: at(6), is_read: true },
    { organization_id: org, title: 'Purchase requests waiting', message: 'Three purchase requests are waiting for approval.', link: '/app/supply-chain/purchase-requests', created_at: at(1) },
  ]);
}

export async function seedFoodBank(ctx: OrganizationContext, userId: string): Promise<void> {
  await ctx.client.query(
    `update public.organization_settings set fiscal_year_start_month = 1, currency = 'USD', time_zone = 'America/New_York',
       next_invoice_number = 5001, next_bill_number = 5001 where organization_id = $1`,
    [ctx.organizationId],
  );
  const funds = await seedFunds(ctx);
  const projects = await seedProjects(ctx, funds);
  await seedOpeningBalances(ctx, funds);
  await seedDonations(ctx, funds, projects);
  await seedInvoices(ctx, funds, projects);
  const vendorIds = await seedBills(ctx, funds, projects);
  await seedPayroll(ctx, projects);
  await seedTransactions(ctx, funds, projects);
  await seedJournalEntries(ctx, funds);
  await seedSupplyChain(ctx, funds, projects, vendorIds);
  await seedBudgets(ctx, funds, projects);
  await seedNotifications(ctx, userId);
}

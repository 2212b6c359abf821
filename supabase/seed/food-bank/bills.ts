// Vendors (default expense account, 1099 flag) and their bills, approved and paid (bill_payments
// by check or ACH from the operating account, which post themselves), with releases for
// restricted-purpose spending; then the overdue and due-soon notifications, linking to each record.
// No random draw is added, so later areas draw the same.
import { insertRows, updateRows } from '../bulk-insert.ts';
import type { SeedRow } from '../bulk-insert.ts';
import { account, releaseRestriction } from '../organization-context.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { addDays, dayOfMonth, isoDate, money, monthStart } from '../random.ts';
import { months, notFuture } from './shared.ts';
import type { Funds, Projects } from './shared.ts';

export async function seedBills(ctx: OrganizationContext, funds: Funds, projects: Projects): Promise<string[]> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const vendorNames = ['Harbor Properties LLC', 'Harbor City Power & Water', 'Wholesale Foods Co.', 'Valley Produce Farms', 'Coastline Insurance', 'Reyes & Park CPAs', 'FleetFuel', 'Office Depot', 'ColdChain Refrigeration', 'Bayside Printing'];
  const vendors = vendorNames.map((name) => ({ id: r.uuid(), name }));
  // Default expense account per vendor (bill lines without one are debited to it) and the 1099
  // vendors: the accountants and the printer are unincorporated service providers.
  const vendorDefaults: Array<[string, boolean, string | null]> = [
    ['6100', false, null], ['6200', false, null], ['6400', false, null], ['6400', false, null], ['6700', false, null],
    ['6600', true, '94-3187724'], ['6500', false, null], ['6300', false, null], ['1500', false, null], ['6300', true, '61-4409812'],
  ];
  await insertRows(ctx.client, 'vendors', vendors.map((v, i) => ({
    id: v.id, organization_id: org, name: v.name, email: `billing@${v.name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
    default_expense_account_id: account(ctx, vendorDefaults[i]?.[0] ?? '6300'), is_1099: vendorDefaults[i]?.[1] ?? false, tax_id: vendorDefaults[i]?.[2] ?? null,
  })));
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
  const addBill = (v: { id: string; name: string }, date: Date, fund: string, items: Array<[string, number, string, string | null, string?]>, restrictedPurpose?: { fund: string; name: string }) => {
    if (!notFuture(ctx, date)) return;
    const id = r.uuid();
    if (restrictedPurpose) {
      releases.push({ date: isoDate(date), fund: restrictedPurpose.fund, cents: items.reduce((sum, [, cents]) => sum + cents, 0), description: `Released from restriction: ${restrictedPurpose.name} (${v.name}, BILL-${number})` });
    }
    bills.push({ id, organization_id: org, bill_number: `BILL-${number}`, vendor_id: v.id, vendor_name: v.name, vendor_reference: `${v.name.slice(0, 3).toUpperCase()}-${r.int(10000, 99999)}`, bill_date: isoDate(date), due_date: isoDate(addDays(date, 30)), fund_id: fund });
    // A line's own fund (else the bill's): the demo has bills whose lines are in two funds.
    items.forEach(([description, cents, code, project, lineFund], i) => {
      lines.push({ organization_id: org, bill_id: id, description, quantity: 1, unit_price: money(cents), account_id: account(ctx, code), project_id: project, fund_id: lineFund ?? fund, line_number: i + 1 });
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
    addBill(vendor(2), dayOfMonth(month, 10), funds.general, [['Shelf-stable groceries', r.cents(3000, 7000, 1), '6400', projects.seniors], ['Produce', r.cents(1500, 3500, 1), '6400', projects.pantry, funds.reserve]]);
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
  const payments = approvals.filter((a) => a.status === 'paid').map((a, index) => ({
    bill_id: String(a.id),
    payment_date: String(a.paid_date),
    amount: String(a.amount_paid),
    method: index % 4 === 3 ? 'ach' : 'check',
    reference: index % 4 === 3 ? null : String(7001 + index),
  }));
  await ctx.client.query(
    `insert into public.bill_payments (organization_id, bill_id, payment_date, amount, method, reference, account_id)
     select $1, p.bill_id, p.payment_date, p.amount, p.method, p.reference, $3
     from jsonb_to_recordset($2::jsonb) as p (bill_id uuid, payment_date date, amount numeric, method text, reference text)
     order by p.payment_date`,
    [org, JSON.stringify(payments), account(ctx, '1010')],
  );
  releases.sort((a, b) => a.date.localeCompare(b.date));
  for (const release of releases) await releaseRestriction(ctx, release.date, release.fund, funds.general, release.cents, release.description);
  // Overdue invoices (seeded before the bills) and bills due within a week, each linking to its record.
  await ctx.client.query('select private.notify_overdue_documents($1)', [org]);
  return vendors.map((v) => v.id);
}

// Customers and program-service invoices, issued and partly paid as the months went. Payments
// are invoice_payments rows (check or ACH into the operating account), which post themselves and
// raise the invoices' amount paid; no random draw is taken for them, so later areas draw the same.
import { insertRows, updateRows } from '../bulk-insert.ts';
import type { SeedRow } from '../bulk-insert.ts';
import { account } from '../organization-context.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { addDays, dayOfMonth, isoDate, money } from '../random.ts';
import { months, notFuture } from './shared.ts';
import type { Funds, Projects } from './shared.ts';

export async function seedInvoices(ctx: OrganizationContext, funds: Funds, projects: Projects): Promise<void> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const customers = [
    { id: r.uuid(), name: 'Portland Public Schools', email: 'nutrition@portlandschools.example.org', phone: '(207) 555-4400', address: '353 Cumberland Avenue\nPortland, ME 04101' },
    { id: r.uuid(), name: 'County Health Department', email: 'contracts@countyhealth.example.org', phone: '(207) 555-7100', address: '389 Congress Street\nPortland, ME 04101' },
    { id: r.uuid(), name: 'Lakeside Senior Center', email: 'office@lakesideseniors.example.org', phone: '(207) 555-3355', address: '88 Lakeside Drive\nWestbrook, ME 04092' },
    { id: r.uuid(), name: 'St. Mary Shelter', email: 'director@stmary.example.org', phone: '(207) 555-9090', address: '5 Mission Street\nSouth Portland, ME 04106' },
  ];
  await insertRows(ctx.client, 'customers', customers.map((c) => ({ id: c.id, organization_id: org, name: c.name, email: c.email, phone: c.phone, address: c.address })));
  const invoices: SeedRow[] = [];
  const lines: SeedRow[] = [];
  const issues: SeedRow[] = [];
  let number = 1001;
  const addInvoice = (customer: (typeof customers)[number], date: Date, project: string, fund: string, items: Array<[string, number, number, string, string?]>) => {
    if (!notFuture(ctx, date)) return;
    const id = r.uuid();
    const due = addDays(date, 30);
    const total = items.reduce((sum, [, quantity, unitCents]) => sum + quantity * unitCents, 0);
    const age = (ctx.today.getTime() - date.getTime()) / 86400000;
    invoices.push({ id, organization_id: org, invoice_number: `INV-${number}`, customer_id: customer.id, customer_name: customer.name, customer_email: customer.email, issue_date: isoDate(date), due_date: isoDate(due), terms: 'Net 30', fund_id: fund, project_id: project });
    // A line's own fund (else the invoice's): the demo has invoices whose lines are in two funds.
    items.forEach(([description, quantity, unitCents, code, lineFund], i) => {
      lines.push({ organization_id: org, invoice_id: id, description, quantity, unit_price: money(unitCents), account_id: account(ctx, code), project_id: project, fund_id: lineFund ?? fund, line_number: i + 1 });
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
    if (index % 4 === 0) addInvoice(shelter, dayOfMonth(month, 15), projects.pantry, funds.general, [['Bulk food order', 1, r.cents(1200, 2600, 100), '4200'], ['Handling', 1, 7500, '4999', funds.reserve]]);
  }
  await insertRows(ctx.client, 'invoices', invoices);
  await insertRows(ctx.client, 'invoice_lines', lines);
  // Issue first (posts receivable), then record what was paid (each payment posts cash).
  await updateRows(ctx.client, 'invoices', issues.map((i) => ({ id: String(i.id), status: i.status === 'paid' ? 'sent' : i.status ?? 'sent' })), ['status']);
  const payments = issues.filter((i) => i.amount_paid !== '0.00').map((i, index) => ({
    invoice_id: String(i.id),
    payment_date: String(i.paid_date),
    amount: String(i.amount_paid),
    method: index % 3 === 2 ? 'ach' : 'check',
    reference: index % 3 === 2 ? `ACH ${20260 + index}` : String(3100 + index),
  }));
  await ctx.client.query(
    `insert into public.invoice_payments (organization_id, invoice_id, payment_date, amount, method, reference, account_id)
     select $1, p.invoice_id, p.payment_date, p.amount, p.method, p.reference, $3
     from jsonb_to_recordset($2::jsonb) as p (invoice_id uuid, payment_date date, amount numeric, method text, reference text)
     order by p.payment_date`,
    [org, JSON.stringify(payments), account(ctx, '1010')],
  );
}

// Everyday bank transactions: interest, small purchases, events, the truck and its loan.
import { insertRows } from '../bulk-insert.ts';
import type { SeedRow } from '../bulk-insert.ts';
import { account } from '../organization-context.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { dayOfMonth, isoDate, money } from '../random.ts';
import { months, notFuture } from './shared.ts';
import type { Funds, Projects } from './shared.ts';

export async function seedTransactions(ctx: OrganizationContext, funds: Funds, projects: Projects): Promise<void> {
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
    // The loan's monthly payment falls due on the first, so every month has a bank transaction
    // from its first day on.
    if (index > 4) add(dayOfMonth(month, 1), 'Equipment loan interest and fees', 'Expense', 45000, '6600', { notes: 'Principal is repaid by journal entry.' });
    if (month.getUTCMonth() === 0) add(dayOfMonth(month, 15), 'Prepaid software subscriptions', 'Asset', r.cents(1800, 2400), '1400');
  }
  await insertRows(ctx.client, 'transactions', rows);
}

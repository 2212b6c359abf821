// Donors and two years of gifts: individuals, grants, in-kind food, restricted campaigns.
import { insertRows } from '../bulk-insert.ts';
import type { SeedRow } from '../bulk-insert.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { addDays, dayOfMonth, isoDate, money } from '../random.ts';
import { FIRST_NAMES, LAST_NAMES, months, notFuture } from './shared.ts';
import type { Funds, Projects } from './shared.ts';

export async function seedDonations(ctx: OrganizationContext, funds: Funds, projects: Projects): Promise<void> {
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

// Donors (with postal addresses, a few more every month) and two years of gifts: individuals, grants, in-kind food,
// restricted campaigns; pledges with their instalments, some paid; the letterhead receipts print.
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
  // The donor base grows: 30 individuals give in the first month and two or three more give for
  // the first time every month after (donorsBy below), as a food bank's appeals bring in new names.
  const donorsBy = (index: number) => 30 + 2 * index + Math.floor(index / 2);
  const individualCount = donorsBy(months(ctx).length - 1);
  for (let i = 0; i < individualCount; i += 1) {
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
  // Postal addresses for receipts and the duplicate check (name + postal code), derived from each
  // donor's position, not drawn: the random stream the other areas use stays the same.
  await ctx.client.query(
    `update public.donors d set
       address_line1 = (12 + (x.n * 37) % 880) || ' ' || (array['Congress Street', 'Fore Street', 'Brackett Street', 'Forest Avenue', 'Ocean Avenue', 'Stevens Avenue', 'Washington Avenue', 'Baxter Boulevard', 'Deering Avenue', 'Pine Street'])[1 + x.n % 10],
       address_line2 = case when x.n % 7 = 3 then 'Apartment ' || (1 + x.n % 5) || (array['A', 'B', 'C'])[1 + x.n % 3] when x.n % 11 = 5 then 'Suite ' || (100 + x.n) end,
       city = (array['Portland', 'South Portland', 'Westbrook', 'Falmouth', 'Cape Elizabeth', 'Scarborough'])[1 + (x.n / 10) % 6],
       region = 'ME',
       postal_code = (array['04101', '04106', '04092', '04105', '04107', '04074'])[1 + (x.n / 10) % 6],
       country = 'United States',
       phone = '(207) 555-' || lpad((1000 + x.n * 13)::text, 4, '0')
     from (select id, (row_number() over (order by created_at, id))::int - 1 as n from public.donors where organization_id = $1) x
     where d.id = x.id`,
    [org],
  );
  // The organization's letterhead on receipts: kept when someone already entered it.
  await ctx.client.query(
    `update public.organization_settings set address_line1 = '250 Commercial Street', city = 'Portland', region = 'ME', postal_code = '04101',
       country = 'United States', ein = '46-2918374',
       receipt_wording = 'Thank you for helping us put food on the table for families across Greater Portland.'
     where organization_id = $1 and address_line1 is null and ein is null`,
    [org],
  );

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
    const pool = individuals.slice(0, donorsBy(index));
    const newcomers = index === 0 ? [] : individuals.slice(donorsBy(index - 1), donorsBy(index));
    for (let i = 0; i < count; i += 1) {
      // The month's first gifts are the newcomers' first; the rest come from everyone so far.
      const donor = newcomers[i] ?? r.pick(pool);
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
    // state's food assistance reimbursement and the United Way's allocation. With the month's gifts
    // they come close to an ordinary month's spending (payroll, food, rent), so most months end in
    // a surplus, not only those with a quarterly grant, an event or a campaign gift.
    gift(byName('State Department of Agriculture'), dayOfMonth(month, 22), r.cents(24000, 29000, 100), { method: 'wire', is_grant: true, notes: 'Emergency Food Assistance reimbursement (monthly).' });
    gift(byName('Harbor Area United Way'), dayOfMonth(month, 3), 1500000, { method: 'ach', is_grant: true, notes: 'Community impact allocation (monthly).' });
    if (index >= 14 && index % 2 === 0) gift(byName('Harbor Community Foundation'), dayOfMonth(month, 9), r.cents(20000, 50000, 100000), { method: 'check', restriction: 'with_donor_restrictions', fund_id: funds.capital, project_id: projects.warehouse, campaign: 'Cold Storage Campaign' });
    if (index === 9) gift(byName('Rotary Club of Harbor City'), dayOfMonth(month, 18), 1250000, { method: 'check', restriction: 'with_donor_restrictions', fund_id: funds.disaster, notes: 'Flood relief.' });
  }
  // Pledges (promises to give, recognized as revenue when made) and the gifts that pay them: the
  // foundation's three-year capital pledge with its first instalment paid, and a monthly pledge
  // from an individual paid up to date.
  const pledge = async (donorId: string, date: Date, cents: number, fundId: string | null, projectId: string | null, campaign: string | null, notes: string, schedule: Array<[Date, number]>) => {
    const inserted = await ctx.client.query<{ id: string }>(
      `insert into public.pledges (organization_id, donor_id, pledge_date, amount, fund_id, project_id, campaign, notes)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [org, donorId, isoDate(date), money(cents), fundId, projectId, campaign, notes],
    );
    const id = inserted.rows[0]?.id ?? '';
    for (const [due, amount] of schedule) {
      await ctx.client.query('insert into public.pledge_installments (organization_id, pledge_id, due_date, amount) values ($1, $2, $3, $4)', [org, id, isoDate(due), money(amount)]);
    }
    return id;
  };
  const foundation = byName('Harbor Community Foundation');
  const capitalDate = addDays(ctx.today, -40);
  const capitalPledge = await pledge(foundation.id, capitalDate, 7500000, funds.capital, projects.warehouse, 'Cold Storage Campaign', 'Three-year pledge for the cold storage warehouse.',
    [[capitalDate, 2500000], [addDays(capitalDate, 365), 2500000], [addDays(capitalDate, 730), 2500000]]);
  gift(foundation, addDays(ctx.today, -33), 2500000, { method: 'check', check_number: '20417', pledge_id: capitalPledge, restriction: 'with_donor_restrictions', fund_id: funds.capital, project_id: projects.warehouse, campaign: 'Cold Storage Campaign', notes: 'First instalment of the three-year pledge.' });
  const monthlyDonor = individuals[3];
  if (monthlyDonor) {
    const start = addDays(ctx.today, -200);
    const dues: Array<[Date, number]> = Array.from({ length: 12 }, (_, k) => [addDays(start, k * 30), 10000]);
    const monthly = await pledge(monthlyDonor.id, start, 120000, null, null, 'Sustainer Circle', 'Twelve monthly gifts of $100.', dues);
    for (const [due] of dues) if (due.getTime() <= ctx.today.getTime()) gift(monthlyDonor, addDays(due, 1), 10000, { method: 'card', pledge_id: monthly, campaign: 'Sustainer Circle' });
  }
  // Receipt numbers in date order, given here rather than drawn one by one from the settings.
  rows.sort((a, b) => String(a.donation_date).localeCompare(String(b.donation_date)));
  rows.forEach((row, i) => {
    row.receipt_number = `RCPT-${1001 + i}`;
  });
  await insertRows(ctx.client, 'donations', rows);
  await ctx.client.query('update public.organization_settings set next_receipt_number = $2 where organization_id = $1', [org, 1001 + rows.length]);
  // Receipts already e-mailed: the ten most recent gifts from individuals with an address, sent the
  // day after (the outbox row is the record; receipt_sent_at is what the list shows).
  await ctx.client.query(
    `with recent as (
       select d.id, d.donor_email, d.donor_name, d.receipt_number, d.donation_date
       from public.donations d
       where d.organization_id = $1 and d.donor_email is not null and d.method <> 'in_kind' and d.donation_date < $2::date
       order by d.donation_date desc, d.receipt_number desc limit 10
     ), sent as (
       insert into public.document_emails (organization_id, recipient, subject, body, document_type, document_id, status, attempts, sent_at, created_at)
       select $1, r.donor_email, 'Your donation receipt ' || r.receipt_number || ' from Harbor Community Food Bank',
              'Dear ' || r.donor_name || E',\n\nThank you for your gift. Your receipt ' || r.receipt_number || E' is attached; please keep it for your tax records.\n\nHarbor Community Food Bank',
              'donation_receipt', r.id, 'sent', 1, (r.donation_date + 1)::timestamptz + interval '9 hours', (r.donation_date + 1)::timestamptz + interval '9 hours'
       from recent r
       returning document_id, sent_at
     )
     update public.donations d set receipt_sent_at = s.sent_at from sent s where d.id = s.document_id`,
    [org, isoDate(ctx.today)],
  );
}

// The demo user's second organization: a small literacy nonprofit on a paid plan, so switching
// organizations shows different data, a different role and no trial banner.
import { insertRows } from './bulk-insert.ts';
import type { SeedRow } from './bulk-insert.ts';
import { account, postEntry, releaseRestriction } from './organization-context.ts';
import type { OrganizationContext } from './organization-context.ts';
import { addDays, dayOfMonth, isoDate, money, monthStart } from './random.ts';

export async function seedLiteracyProject(ctx: OrganizationContext): Promise<void> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const tutoring = r.uuid();
  const library = r.uuid();
  const booksFund = r.uuid();
  await insertRows(ctx.client, 'funds', [
    { id: booksFund, organization_id: org, name: 'Books for Every Child', code: 'BOOKS', restriction: 'with_donor_restrictions', purpose: 'Books that children keep.' },
  ]);
  await insertRows(ctx.client, 'projects', [
    { id: tutoring, organization_id: org, name: 'After-School Tutoring', status: 'active', start_date: isoDate(ctx.start), budget: '40000.00', manager_name: 'Hannah Miller' },
    { id: library, organization_id: org, name: 'Little Free Libraries', status: 'active', start_date: isoDate(addDays(ctx.today, -200)), budget: '8000.00', manager_name: 'Omar Haddad', fund_id: booksFund },
  ]);
  await insertRows(ctx.client, 'project_tasks', [
    { organization_id: org, project_id: library, name: 'Build ten library boxes', status: 'done', progress: 100, start_date: isoDate(addDays(ctx.today, -200)), due_date: isoDate(addDays(ctx.today, -120)) },
    { organization_id: org, project_id: library, name: 'Install at parks', status: 'in_progress', progress: 60, start_date: isoDate(addDays(ctx.today, -60)), due_date: isoDate(addDays(ctx.today, 30)) },
    { organization_id: org, project_id: tutoring, name: 'Recruit spring tutors', status: 'todo', progress: 0, start_date: isoDate(addDays(ctx.today, 10)), due_date: isoDate(addDays(ctx.today, 45)) },
  ]);
  await insertRows(ctx.client, 'employees', [
    { organization_id: org, name: 'Hannah Miller', position: 'Program Director', department: 'Programs', employment_type: 'part_time', hire_date: isoDate(ctx.start) },
  ]);
  await ctx.client.query(
    `update public.employee_pay p set pay_type = 'hourly', pay_rate = 32 from public.employees e
     where e.id = p.employee_id and e.organization_id = $1 and e.name = 'Hannah Miller'`,
    [org],
  );
  // A year-old reading charity with a little reserve, a monthly foundation grant and small gifts,
  // spending on tutor stipends, rent, workbooks and books for the libraries (released from the
  // Books for Every Child fund as they are bought).
  await postEntry(ctx, isoDate(addDays(ctx.start, -1)), 'Opening balances', 'opening_balance', [
    { account_id: account(ctx, '1010'), fund_id: ctx.generalFundId, debit: '9500.00' },
    { account_id: account(ctx, '1020'), fund_id: ctx.generalFundId, debit: '6000.00' },
    { account_id: account(ctx, '3100'), fund_id: ctx.generalFundId, credit: '15500.00' },
  ]);
  const donations: SeedRow[] = [];
  const transactions: SeedRow[] = [];
  const bookPurchases: Array<{ date: string; cents: number }> = [];
  let quarter = 0;
  for (let m = monthStart(ctx.start); m <= ctx.today; m = monthStart(m, 1)) {
    for (let i = 0; i < r.int(3, 6); i += 1) {
      const date = dayOfMonth(m, r.int(1, 28));
      if (date > ctx.today) continue;
      const restricted = r.chance(0.25);
      donations.push({
        organization_id: org, donor_name: `${r.pick(['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Finn'])} ${r.pick(['Stone', 'Wolfe', 'Reed', 'Hart'])}`,
        donation_date: isoDate(date), amount: money(r.cents(25, 500, 500)), method: r.pick(['card', 'check', 'cash']),
        restriction: restricted ? 'with_donor_restrictions' : 'without_donor_restrictions', fund_id: restricted ? booksFund : null,
      });
    }
    const grantDay = dayOfMonth(m, 2);
    if (grantDay <= ctx.today) {
      donations.push({ organization_id: org, donor_name: 'Harbor Reads Foundation', donation_date: isoDate(grantDay), amount: '2000.00', method: 'ach', is_grant: true, notes: 'General operating grant (monthly).' });
    }
    const day = dayOfMonth(m, r.int(1, 28));
    // The rent is paid on the first, so every month has a transaction from its first day on.
    transactions.push({ organization_id: org, date: isoDate(dayOfMonth(m, 1)), description: 'Classroom rent, community center', type: 'Expense', amount: '450.00', account_id: account(ctx, '6100'), project_id: tutoring });
    if (day <= ctx.today) {
      transactions.push({ organization_id: org, date: isoDate(day), description: 'Workbooks and supplies', type: 'Expense', amount: money(r.cents(80, 400)), account_id: account(ctx, '6300'), project_id: tutoring });
      transactions.push({ organization_id: org, date: isoDate(day), description: 'Tutor stipends', type: 'Expense', amount: money(r.cents(600, 1200, 100)), account_id: account(ctx, '5100'), project_id: tutoring });
      if (r.chance(0.6)) transactions.push({ organization_id: org, date: isoDate(day), description: 'Family reading workshop fees', type: 'Income', amount: money(r.cents(60, 240, 500)), account_id: account(ctx, '4200'), project_id: tutoring });
      const books = day >= addDays(ctx.today, -200) ? r.cents(120, 380) : 0;
      if (books > 0) transactions.push({ organization_id: org, date: isoDate(day), description: 'Books for the little libraries', type: 'Expense', amount: money(books), account_id: account(ctx, '6300'), project_id: library });
      if (books > 0) bookPurchases.push({ date: isoDate(day), cents: books });
    }
    const quarterEnd = dayOfMonth(m, 31);
    if (m.getUTCMonth() % 3 === 2 && quarterEnd <= ctx.today) {
      quarter += 1;
      // The bookkeeper moves shared supplies onto the tutoring program each quarter.
      const shared = money(r.cents(60, 140));
      await postEntry(ctx, isoDate(quarterEnd), `Reclassify shared supplies to tutoring (Q${quarter})`, 'manual', [
        { account_id: account(ctx, '6300'), fund_id: ctx.generalFundId, project_id: tutoring, debit: shared },
        { account_id: account(ctx, '6300'), fund_id: ctx.generalFundId, credit: shared },
      ]);
    }
  }
  donations.forEach((row, i) => {
    row.receipt_number = `NLP-${1001 + i}`;
  });
  await insertRows(ctx.client, 'donations', donations);
  await ctx.client.query('update public.organization_settings set receipt_prefix = $2, next_receipt_number = $3 where organization_id = $1', [org, 'NLP-', 1001 + donations.length]);
  await insertRows(ctx.client, 'transactions', transactions);
  for (const purchase of bookPurchases) {
    await releaseRestriction(ctx, purchase.date, booksFund, ctx.generalFundId, purchase.cents, 'Released from restriction: Books for Every Child');
  }
  const yearEnd = dayOfMonth(monthStart(ctx.today, -1), 31);
  await postEntry(ctx, isoDate(yearEnd), 'Accrued bookkeeping fee', 'manual', [
    { account_id: account(ctx, '6600'), fund_id: ctx.generalFundId, debit: '350.00' },
    { account_id: account(ctx, '2010'), fund_id: ctx.generalFundId, credit: '350.00' },
  ]);
  await ctx.client.query(
    `update public.subscriptions set status = 'active', plan = 'growth', billing_cycle = 'monthly', trial_ends_at = null,
       current_period_start = now() - interval '10 days', current_period_end = now() + interval '20 days'
     where organization_id = $1`,
    [org],
  );
}

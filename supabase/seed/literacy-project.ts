// The demo user's second organization: a small literacy nonprofit on a paid plan, so switching
// organizations shows different data, a different role and no trial banner.
import { insertRows } from './bulk-insert.ts';
import type { SeedRow } from './bulk-insert.ts';
import { account } from './organization-context.ts';
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
    { organization_id: org, name: 'Hannah Miller', position: 'Program Director', department: 'Programs', employment_type: 'part_time', pay_type: 'hourly', pay_rate: '32.00', hire_date: isoDate(ctx.start) },
  ]);
  const donations: SeedRow[] = [];
  const transactions: SeedRow[] = [];
  for (let m = monthStart(ctx.start); m <= ctx.today; m = monthStart(m, 1)) {
    for (let i = 0; i < r.int(2, 5); i += 1) {
      const date = dayOfMonth(m, r.int(1, 28));
      if (date > ctx.today) continue;
      const restricted = r.chance(0.25);
      donations.push({
        organization_id: org, donor_name: `${r.pick(['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Finn'])} ${r.pick(['Stone', 'Wolfe', 'Reed', 'Hart'])}`,
        donation_date: isoDate(date), amount: money(r.cents(25, 500, 500)), method: r.pick(['card', 'check', 'cash']),
        restriction: restricted ? 'with_donor_restrictions' : 'without_donor_restrictions', fund_id: restricted ? booksFund : null,
      });
    }
    const day = dayOfMonth(m, r.int(1, 28));
    if (day <= ctx.today) {
      transactions.push({ organization_id: org, date: isoDate(day), description: 'Workbooks and supplies', type: 'Expense', amount: money(r.cents(80, 400)), account_id: account(ctx, '6300'), project_id: tutoring });
      transactions.push({ organization_id: org, date: isoDate(day), description: 'Tutor stipends', type: 'Expense', amount: money(r.cents(600, 1200, 100)), account_id: account(ctx, '5100'), project_id: tutoring });
    }
  }
  donations.forEach((row, i) => {
    row.receipt_number = `NLP-${1001 + i}`;
  });
  await insertRows(ctx.client, 'donations', donations);
  await ctx.client.query('update public.organization_settings set receipt_prefix = $2, next_receipt_number = $3 where organization_id = $1', [org, 'NLP-', 1001 + donations.length]);
  await insertRows(ctx.client, 'transactions', transactions);
  await ctx.client.query(
    `update public.subscriptions set status = 'active', plan = 'growth', billing_cycle = 'monthly', trial_ends_at = null,
       current_period_start = now() - interval '10 days', current_period_end = now() + interval '20 days'
     where organization_id = $1`,
    [org],
  );
}

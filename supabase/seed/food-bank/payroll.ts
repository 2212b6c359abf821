// Staff with their allocations to programs and functions and their personal identifiers, the
// organization's payroll rates, and semi-monthly payroll runs approved and paid through the
// database's posting (wages split by allocation).
import { insertRows, updateRows } from '../bulk-insert.ts';
import type { SeedRow } from '../bulk-insert.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { addDays, dayOfMonth, isoDate, money, monthStart } from '../random.ts';
import { account } from '../organization-context.ts';
import { months, notFuture } from './shared.ts';
import type { Projects } from './shared.ts';

type Allocation = [project: string | null, fn: 'program' | 'management_general' | 'fundraising', percent: number];

// The flat rates the Expenses settings page edits (not a tax engine), each with the agency it is
// remitted to: federal and Maine withholding, FICA, the 403(b) plan and the health plan. Employees
// pay 17 % in taxes and 5 % in deductions; the food bank adds 7.65 % of FICA and 13 % of benefits
// (its share of the health premium and a 3 % retirement match).
const IRS = 'Internal Revenue Service';
const RETIREMENT = 'Retirement plan custodian (403(b))';
const HEALTH = 'Health plan carrier';
const RATES = [
  { name: 'Federal income tax', rate: '6.35', paid_by: 'employee', agency: IRS },
  { name: 'Social Security', rate: '6.2', paid_by: 'employee', agency: IRS },
  { name: 'Medicare', rate: '1.45', paid_by: 'employee', agency: IRS },
  { name: 'Maine income tax', rate: '3', paid_by: 'employee', agency: 'Maine Revenue Services' },
  { name: 'Retirement plan (403(b))', rate: '3', paid_by: 'employee', kind: 'benefit', agency: RETIREMENT },
  { name: 'Health insurance (employee share)', rate: '2', paid_by: 'employee', kind: 'benefit', agency: HEALTH },
  { name: 'Social Security (employer)', rate: '6.2', paid_by: 'employer', agency: IRS },
  { name: 'Medicare (employer)', rate: '1.45', paid_by: 'employer', agency: IRS },
  { name: 'Health insurance (employer)', rate: '10', paid_by: 'employer', kind: 'benefit', agency: HEALTH },
  { name: 'Retirement plan match (403(b))', rate: '3', paid_by: 'employer', kind: 'benefit', agency: RETIREMENT },
];

/** Each agency's payment method and the reference its receipts carry. */
const REMITTANCES: ReadonlyArray<[agency: string, method: string, reference: string]> = [
  [IRS, 'ach', 'EFTPS'],
  ['Maine Revenue Services', 'ach', 'MTP'],
  [RETIREMENT, 'ach', '403B'],
  [HEALTH, 'ach', 'PREMIUM'],
];

export async function seedPayroll(ctx: OrganizationContext, projects: Projects): Promise<void> {
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
  // Program shares of projects stay modest so that the projects keep within their budgets; the
  // rest is program work without a project or the supporting functions. As at most food banks, the
  // director and the development associate spend part of their time running programs, and the
  // warehouse is program work, so more than 80 % of expenses are program services.
  const allocations: Allocation[][] = [
    [[null, 'management_general', 25], [null, 'fundraising', 10], [null, 'program', 65]],
    [[projects.seniors, 'program', 40], [null, 'program', 55], [null, 'management_general', 5]],
    [[projects.backpacks, 'program', 20], [null, 'program', 80]],
    [[null, 'program', 100]],
    [[null, 'program', 100]],
    [[null, 'fundraising', 60], [null, 'program', 40]],
    [[projects.pantry, 'program', 50], [null, 'program', 50]],
    [[null, 'management_general', 100]],
  ];
  const employees = staff.map(([name, position, department, type, rate, project, payType], i) => ({
    id: r.uuid(), organization_id: org, name, position, department, employment_type: type, status: 'active',
    hire_date: isoDate(addDays(ctx.start, -400 + i * 37)), pay_type: payType, pay_rate: money(rate * 100), project_id: project,
    email: `${name.toLowerCase().split(' ')[0]}@harborfoodbank.example.org`,
  }));
  await insertRows(ctx.client, 'employees', employees.map(({ pay_type: _type, pay_rate: _rate, ...employee }) => employee));
  await setEmployeePay(ctx, employees.map((e) => ({ employee_id: e.id, pay_type: e.pay_type, pay_rate: e.pay_rate })));
  const director = employees[0]?.id ?? null;
  await ctx.client.query(
    `update public.employees e set pay_schedule = 'semimonthly', phone = '(207) 555-01' || lpad(x.n::text, 2, '0'),
       address_line1 = (100 + x.n * 7) || ' Harbor Street', city = 'Portland', region = 'ME', postal_code = '04101',
       manager_id = case when e.id = $2 then null else $2::uuid end
     from (select id, row_number() over (order by name) as n from public.employees where organization_id = $1) x
     where e.id = x.id`,
    [org, director],
  );
  const allocationRows: SeedRow[] = employees.flatMap((e, i) =>
    (allocations[i] ?? []).map(([project, fn, percent]) => ({ organization_id: org, employee_id: e.id, project_id: project, function: fn, percent })),
  );
  await ctx.client.query(
    `insert into public.employee_allocations (organization_id, employee_id, project_id, function, percent)
     select x.organization_id, x.employee_id, x.project_id, x.function, x.percent
     from json_populate_recordset(null::public.employee_allocations, $1::json) x`,
    [JSON.stringify(allocationRows)],
  );
  // Fictitious identifiers (9xx tax ids are never issued as SSNs).
  await ctx.client.query(
    `insert into public.employee_private (organization_id, employee_id, tax_id, bank_routing, bank_account)
     select $1, e.id, '9' || lpad(x.n::text, 2, '0') || '-7' || (x.n % 10) || '-' || lpad((4821 + x.n * 137)::text, 4, '0'),
            '011000138', lpad((2750031 + x.n * 90127)::text, 10, '0')
     from (select id, row_number() over (order by name) as n from public.employees where organization_id = $1) x
     join public.employees e on e.id = x.id`,
    [org],
  );
  await ctx.client.query('update public.organization_settings set payroll_tax_rates = $2 where organization_id = $1', [org, JSON.stringify(RATES)]);
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
        // The driver works 20 to 35 hours a week, the bookkeeper 12 to 22.
        const hours = hourly ? (e.department === 'Administration' ? r.int(25, 45) : r.int(40, 70)) : null;
        const gross = hourly ? Math.round(Number(e.pay_rate) * 100) * (hours ?? 0) : Math.round((Number(e.pay_rate) * 100) / 24);
        lines.push({ organization_id: org, payroll_run_id: id, employee_id: e.id, hours, rate: e.pay_rate, gross_pay: money(gross) });
      }
    }
  }
  await insertRows(ctx.client, 'payroll_runs', runs);
  await insertRows(ctx.client, 'payroll_run_lines', lines);
  // Each line priced by the database with the rates, as the proposal prices it (the breakdown the
  // pay stub and the Liabilities tab read).
  await ctx.client.query(
    `select private.price_payroll_line(l.id, l.gross_pay) from public.payroll_run_lines l
     join public.payroll_runs r on r.id = l.payroll_run_id where r.organization_id = $1 and r.status = 'draft'`,
    [org],
  );
  // Approved then paid: the approval posts the wages by allocation, the payment the cash.
  await updateRows(ctx.client, 'payroll_runs', runs.map((run) => ({ id: String(run.id), status: 'approved' })), ['status']);
  await updateRows(ctx.client, 'payroll_runs', runs.map((run) => ({ id: String(run.id), status: 'paid' })), ['status']);
  await remitLiabilities(ctx);
  await seedDraftRun(ctx, runs.at(-1)?.period_end);
}

/**
 * The month's withholdings, deductions, employer taxes and benefits paid to each agency on the
 * 15th of the next month (a monthly depositor's deadline), through the database's own payment
 * (one entry each: Accrued Payroll Liabilities debited, the operating account credited). Last
 * month's are still owed until the 15th, as they would be.
 */
async function remitLiabilities(ctx: OrganizationContext): Promise<void> {
  const org = ctx.organizationId;
  const cash = account(ctx, '1010');
  for (const month of months(ctx)) {
    const due = dayOfMonth(monthStart(month, 1), 15);
    if (!notFuture(ctx, due)) continue;
    for (const [agency, method, prefix] of REMITTANCES) {
      await ctx.client.query(
        `select private.record_payroll_liability_payment($1, $2::date, $3,
           (select jsonb_agg(jsonb_build_object('agency', b.agency, 'item', b.item, 'period', b.period))
            from (select distinct x.agency, x.item, x.period from private.payroll_liability_balances($1, $4::date) x
                  where x.period = $4::date and x.agency = $5 and x.accrued > x.paid) b),
           $6, $7 || '-' || to_char($4::date, 'YYYYMM'), null, null)
         where exists (select 1 from private.payroll_liability_balances($1, $4::date) x where x.period = $4::date and x.agency = $5 and x.accrued > x.paid)`,
        [org, isoDate(due), cash, isoDate(month), agency, method, prefix],
      );
    }
  }
}

/**
 * The half month after the last paid run as a draft, priced by the database as the proposal does
 * (salary share by schedule, hourly staff at 0 hours until someone enters them), so the Payroll
 * screen has a run waiting for hours and approval. Ids come from the database, so this module takes
 * none of the seed's random draws and the modules after it draw what they would without it.
 */
async function seedDraftRun(ctx: OrganizationContext, lastPeriodEnd: string | number | boolean | null | undefined): Promise<void> {
  if (typeof lastPeriodEnd !== 'string') return;
  await ctx.client.query(
    `with period as (
       select d + 1 as period_start,
              case when extract(day from d + 1) = 1 then d + 15 else (date_trunc('month', d + 1) + interval '1 month - 1 day')::date end as period_end
       from (select $2::date as d) x
     ), run as (
       insert into public.payroll_runs (organization_id, period_start, period_end, pay_date, notes)
       select $1, p.period_start, p.period_end, p.period_end + 1, 'Enter the drivers'' and bookkeeper''s hours, then approve.' from period p
       returning id, period_end
     )
     insert into public.payroll_run_lines (organization_id, payroll_run_id, employee_id, hours, rate, gross_pay)
     select $1, run.id, e.id, case when p.pay_type = 'hourly' then 0 end, p.pay_rate, 0
     from run join public.employees e on e.organization_id = $1 and e.status = 'active'
     join public.employee_pay p on p.employee_id = e.id`,
    [ctx.organizationId, lastPeriodEnd],
  );
  await ctx.client.query(
    `select private.price_payroll_line(l.id, case when p.pay_type = 'hourly' then 0
                                              else round(p.pay_rate / private.pay_periods_per_year(e.pay_schedule), 2) end)
     from public.payroll_run_lines l
     join public.payroll_runs r on r.id = l.payroll_run_id and r.status = 'draft'
     join public.employees e on e.id = l.employee_id
     join public.employee_pay p on p.employee_id = e.id
     where r.organization_id = $1`,
    [ctx.organizationId],
  );
}

/**
 * Sets the pay of the employees the seed added (each got its pay row, salaried at 0, when
 * inserted): pay lives in public.employee_pay, which only whoever may see pay reads.
 */
async function setEmployeePay(ctx: OrganizationContext, pay: readonly SeedRow[]): Promise<void> {
  await ctx.client.query(
    `update public.employee_pay p set pay_type = x.pay_type, pay_rate = x.pay_rate
     from json_populate_recordset(null::public.employee_pay, $1::json) x where p.employee_id = x.employee_id`,
    [JSON.stringify(pay)],
  );
}

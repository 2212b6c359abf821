// Staff and semi-monthly payroll runs, paid and posted.
import { insertRows, updateRows } from '../bulk-insert.ts';
import type { SeedRow } from '../bulk-insert.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { addDays, dayOfMonth, isoDate, money } from '../random.ts';
import { months, notFuture } from './shared.ts';
import type { Projects } from './shared.ts';

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

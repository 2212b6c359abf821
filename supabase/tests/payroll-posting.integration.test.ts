// Payroll runs through supabase-js against the real backend: the
// proposal (salary share by pay schedule, hours x rate, the organization's rates), approval posting
// one balanced entry split by each employee's allocation (60/40 by program) with the liabilities,
// payment moving the net pay to cash, void reversing both, the locked period, and who may run it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface RegisterLine {
  id: string;
  employee_name: string;
  hours: string | null;
  gross_pay: string;
  employee_taxes: string;
  deductions: string;
  net_pay: string;
  employer_taxes: string;
  benefits: string;
  ytd_gross: string;
}
interface Register {
  run: { status: string; total_gross: string; total_net: string; total_withheld: string; journal_entry_id: string | null };
  lines: RegisterLine[];
}

let f: TransactionsFixture;
let member: SupabaseClient;
let pantry: string;
let youth: string;
let ana: string;

const RATES = [
  { name: 'Federal income tax', rate: '10', paid_by: 'employee' },
  { name: 'Social Security', rate: '6.2', paid_by: 'employee' },
  { name: 'Medicare', rate: '1.45', paid_by: 'employee' },
  { name: 'Social Security (employer)', rate: '6.2', paid_by: 'employer' },
  { name: 'Medicare (employer)', rate: '1.45', paid_by: 'employer' },
  { name: 'Health plan', rate: '5', paid_by: 'employer', kind: 'benefit' },
];

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const rows = await f.backend.admin.query(sql, params);
  return rows[0] as T;
}

async function register(runId: string): Promise<Register> {
  const { data, error } = await f.owner.rpc('payroll_run_register', { p_run_id: runId });
  if (error) throw new Error(error.message);
  return data as Register;
}

async function propose(start: string, end: string, pay: string): Promise<string> {
  const { data, error } = await f.owner.rpc('propose_payroll_run', {
    p_organization_id: f.orgId, p_period_start: start, p_period_end: end, p_pay_date: pay,
  });
  if (error) throw new Error(error.message);
  return data as string;
}

async function enterHours(runId: string, hours: number): Promise<void> {
  const reg = await register(runId);
  const ben = reg.lines.find((l) => l.employee_name === 'Ben Hourly');
  const { error } = await f.owner.rpc('set_payroll_hours', { p_run_id: runId, p_hours: [{ line_id: ben?.id, hours }] });
  if (error) throw new Error(error.message);
}

/** The run's ledger effect per account code, project and function: debits minus credits, over every entry it posted. */
async function ledgerOf(runId: string): Promise<Array<{ code: string; project: string | null; function: string | null; net: string }>> {
  return f.backend.admin.query(
    `select a.code, p.name as project, l.function, sum(l.debit - l.credit)::text as net
     from public.journal_entry_lines l
     join public.journal_entries e on e.id = l.journal_entry_id
     join public.accounts a on a.id = l.account_id
     left join public.projects p on p.id = l.project_id
     where e.source_id = $1 or e.reverses_entry_id in (select id from public.journal_entries where source_id = $1)
     group by a.code, p.name, l.function order by a.code, p.name nulls first`,
    [runId],
  );
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  const client = createTestClient(f.backend.url, f.backend.anonKey);
  const email = `payroll-member-${randomUUID().slice(0, 8)}@example.org`;
  const { data, error } = await client.auth.signUp({ email, password: 'payroll member password 1', options: { data: { full_name: 'Mo Member' } } });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  await f.backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`, [f.orgId, data.user.id]);
  member = client;
  await f.backend.admin.query('update public.organization_settings set payroll_tax_rates = $2 where organization_id = $1', [f.orgId, JSON.stringify(RATES)]);
  pantry = (await one<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'Pantry') returning id`, [f.orgId])).id;
  youth = (await one<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'Youth Meals') returning id`, [f.orgId])).id;
  const { data: created, error: createError } = await f.owner.from('employees')
    .insert({ organization_id: f.orgId, name: 'Ana Salaried', pay_schedule: 'semimonthly', hire_date: '2025-01-06' })
    .select('id').single();
  if (createError) throw new Error(createError.message);
  ana = created.id;
  const { error: payError } = await f.owner.rpc('set_employee_pay', { p_employee_id: ana, p_pay_type: 'salary', p_pay_rate: 60000 });
  if (payError) throw new Error(payError.message);
  const { error: allocError } = await f.owner.rpc('save_employee_allocations', {
    p_employee_id: ana,
    p_allocations: [{ project_id: pantry, function: 'program', percent: 60 }, { project_id: youth, function: 'program', percent: 40 }],
  });
  if (allocError) throw new Error(allocError.message);
  await f.backend.admin.query(
    `insert into public.employees (organization_id, name, pay_schedule) values ($1, 'Ben Hourly', 'biweekly'), ($1, 'Cy Gone', 'monthly')`,
    [f.orgId],
  );
  await f.backend.admin.query(
    `update public.employee_pay p set pay_type = x.pay_type, pay_rate = x.pay_rate
     from public.employees e, (values ('Ben Hourly', 'hourly', 20), ('Cy Gone', 'salary', 50000)) as x (name, pay_type, pay_rate)
     where e.id = p.employee_id and e.organization_id = $1 and e.name = x.name`,
    [f.orgId],
  );
  await f.backend.admin.query(`update public.employees set status = 'terminated' where name = 'Cy Gone'`);
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('payroll runs', () => {
  it('proposes a line per active employee: the salary share of the period, hourly hours x rate, and the rates', async () => {
    const runId = await propose('2026-03-01', '2026-03-15', '2026-03-16');
    let reg = await register(runId);
    expect(reg.lines.map((l) => l.employee_name)).toEqual(['Ana Salaried', 'Ben Hourly']);
    const a = reg.lines[0];
    expect(a).toMatchObject({ gross_pay: '2500.00', employee_taxes: '441.25', deductions: '0.00', net_pay: '2058.75', employer_taxes: '191.25', benefits: '125.00' });
    expect(reg.lines[1]).toMatchObject({ hours: '0.00', gross_pay: '0.00' });
    await enterHours(runId, 12.5);
    reg = await register(runId);
    expect(reg.lines[1]).toMatchObject({ hours: '12.50', gross_pay: '250.00', employee_taxes: '44.13', net_pay: '205.87' });
    expect(reg.run).toMatchObject({ status: 'draft', total_gross: '2750.00', total_net: '2264.62', total_withheld: '485.38' });
  });

  it('approving posts one balanced entry: wages and employer costs split 60/40 by program, the liabilities and net pay payable', async () => {
    const runId = await propose('2026-04-01', '2026-04-15', '2026-04-16');
    const { error } = await f.owner.rpc('approve_payroll_run', { p_run_id: runId });
    expect(error).toBeNull();
    const entries = await f.backend.admin.query<{ n: string }>(`select count(*)::text as n from public.journal_entries where source_id = $1`, [runId]);
    expect(entries[0]?.n).toBe('1');
    expect(await ledgerOf(runId)).toEqual([
      { code: '2100', project: null, function: null, net: '-757.50' },
      { code: '2110', project: null, function: null, net: '-2058.75' },
      { code: '5100', project: 'Pantry', function: 'program', net: '1500.00' },
      { code: '5100', project: 'Youth Meals', function: 'program', net: '1000.00' },
      { code: '5200', project: 'Pantry', function: 'program', net: '114.75' },
      { code: '5200', project: 'Youth Meals', function: 'program', net: '76.50' },
      { code: '5300', project: 'Pantry', function: 'program', net: '75.00' },
      { code: '5300', project: 'Youth Meals', function: 'program', net: '50.00' },
    ]);
    // Paying moves the net pay from the payable to cash.
    expect((await f.owner.rpc('pay_payroll_run', { p_run_id: runId })).error).toBeNull();
    const after = await ledgerOf(runId);
    expect(after.find((r) => r.code === '2110')?.net).toBe('0.00');
    expect(after.find((r) => r.code === '1010')?.net).toBe('-2058.75');
  });

  it('voiding a paid run reverses both of its entries', async () => {
    const runId = await propose('2026-05-01', '2026-05-15', '2026-05-16');
    expect((await f.owner.rpc('approve_payroll_run', { p_run_id: runId })).error).toBeNull();
    expect((await f.owner.rpc('pay_payroll_run', { p_run_id: runId })).error).toBeNull();
    expect((await f.owner.rpc('void_payroll_run', { p_run_id: runId })).error).toBeNull();
    const rows = await ledgerOf(runId);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.net === '0.00')).toBe(true);
    expect((await register(runId)).run.status).toBe('void');
    const again = await f.owner.rpc('void_payroll_run', { p_run_id: runId });
    expect(again.error?.message).toBe('This payroll run is already void');
  });

  it('a run paid in a locked period is refused, in plain words', async () => {
    const runId = await propose('2026-06-01', '2026-06-15', '2026-06-16');
    await f.backend.admin.query(`update public.organization_settings set locked_through = '2026-06-30' where organization_id = $1`, [f.orgId]);
    try {
      const { error } = await f.owner.rpc('approve_payroll_run', { p_run_id: runId });
      expect(error?.message).toBe('Period locked: nothing can be posted on or before 2026-06-30');
      expect((await register(runId)).run.status).toBe('draft');
    } finally {
      await f.backend.admin.query(`update public.organization_settings set locked_through = null where organization_id = $1`, [f.orgId]);
    }
  });

  it('an approved run cannot go back to draft and its lines are final', async () => {
    const runId = await propose('2026-07-01', '2026-07-15', '2026-07-16');
    expect((await f.owner.rpc('approve_payroll_run', { p_run_id: runId })).error).toBeNull();
    const back = await f.owner.from('payroll_runs').update({ status: 'draft' }).eq('id', runId);
    expect(back.error?.message).toBe('A payroll run cannot go back from approved to draft; void it and start a new run');
    const reg = await register(runId);
    const hours = await f.owner.rpc('set_payroll_hours', { p_run_id: runId, p_hours: [{ line_id: reg.lines[1]?.id, hours: 3 }] });
    expect(hours.error?.message).toBe('Hours can only be entered while the run is a draft');
  });

  it('year-to-date totals count approved and paid runs, not drafts or void ones', async () => {
    const { data, error } = await f.owner.rpc('payroll_year_to_date', { p_organization_id: f.orgId, p_year: 2026 });
    expect(error).toBeNull();
    const rows = data as Array<{ employee_name: string; runs: number; gross: number }>;
    // April (paid) and July (approved): 2 x 2500.00; March is a draft, May is void.
    expect(rows.find((r) => r.employee_name === 'Ana Salaried')).toMatchObject({ runs: 2, gross: 5000 });
  });

  it('only owners and admins run payroll: members and viewers are refused with the reason', async () => {
    for (const client of [member, f.viewer]) {
      const { error } = await client.rpc('propose_payroll_run', {
        p_organization_id: f.orgId, p_period_start: '2026-08-01', p_period_end: '2026-08-15', p_pay_date: '2026-08-16',
      });
      expect(error?.message).toBe('Only owners and admins can run payroll');
    }
    const runId = await propose('2026-08-01', '2026-08-15', '2026-08-16');
    const approve = await member.rpc('approve_payroll_run', { p_run_id: runId });
    expect(approve.error?.message).toBe('Only owners and admins can run payroll');
    const direct = await member.from('payroll_runs').update({ status: 'approved' }).eq('id', runId).select('id');
    expect(direct.data ?? []).toEqual([]);
    expect((await register(runId)).run.status).toBe('draft');
    // Without payroll access a member does not even read the runs (their amounts are pay).
    const read = await member.from('payroll_runs').select('id').eq('id', runId);
    expect(read.data).toEqual([]);
  });

  it('a share in another fund posts its wages and its liabilities in that fund, so the entry balances within each fund', async () => {
    const other = await one<{ id: string }>(`insert into public.funds (organization_id, name, restriction) values ($1, 'Operating Reserve', 'without_donor_restrictions') returning id`, [f.orgId]);
    const runId = await propose('2026-09-01', '2026-09-15', '2026-09-16');
    // The allocation changes after the proposal: the posting reads it at approval.
    const { error: allocError } = await f.owner.rpc('save_employee_allocations', {
      p_employee_id: ana,
      p_allocations: [{ project_id: pantry, function: 'program', percent: 70 }, { function: 'management_general', fund_id: other.id, percent: 30 }],
    });
    expect(allocError).toBeNull();
    expect((await f.owner.rpc('approve_payroll_run', { p_run_id: runId })).error).toBeNull();
    const byFund = await f.backend.admin.query<{ fund: string; debit: string; credit: string }>(
      `select fu.name as fund, sum(l.debit)::text as debit, sum(l.credit)::text as credit
       from public.journal_entry_lines l join public.journal_entries e on e.id = l.journal_entry_id join public.funds fu on fu.id = l.fund_id
       where e.source_id = $1 group by fu.name order by fu.name`,
      [runId],
    );
    expect(byFund.map((r) => r.debit === r.credit)).toEqual([true, true]);
    expect(byFund.find((r) => r.fund === 'Operating Reserve')?.debit).toBe('844.87');
    const reserveLines = await f.backend.admin.query<{ code: string; function: string | null; amount: string }>(
      `select a.code, l.function, (l.debit + l.credit)::text as amount from public.journal_entry_lines l
       join public.journal_entries e on e.id = l.journal_entry_id join public.accounts a on a.id = l.account_id
       where e.source_id = $1 and l.fund_id = $2 order by a.code`,
      [runId, other.id],
    );
    // 30 % of each amount; the first share (70 %) is rounded, this one takes the rest to the cent.
    // The liabilities are split item by item (each rate's amount), and the net pay is what the
    // fund's debits leave after them.
    expect(reserveLines).toEqual([
      { code: '2100', function: null, amount: '227.24' },
      { code: '2110', function: null, amount: '617.63' },
      { code: '5100', function: 'management_general', amount: '750.00' },
      { code: '5200', function: 'management_general', amount: '57.37' },
      { code: '5300', function: 'management_general', amount: '37.50' },
    ]);
    // Back to 60/40 for the tests after this one.
    await f.owner.rpc('save_employee_allocations', {
      p_employee_id: ana,
      p_allocations: [{ project_id: pantry, function: 'program', percent: 60 }, { project_id: youth, function: 'program', percent: 40 }],
    });
  });

  it('allocations that do not total 100 percent are refused in words', async () => {
    const { error } = await f.owner.rpc('save_employee_allocations', {
      p_employee_id: ana,
      p_allocations: [{ project_id: pantry, function: 'program', percent: 60 }, { project_id: youth, function: 'program', percent: 30 }],
    });
    expect(error?.message).toBe('The allocations total 90 percent; they must total 100 percent');
    const direct = await f.owner.from('employee_allocations').insert({ organization_id: f.orgId, employee_id: ana, function: 'fundraising', percent: 10 });
    expect(direct.error?.message).toBe('The allocations of Ana Salaried total 110 percent; they must total 100 percent');
  });
});

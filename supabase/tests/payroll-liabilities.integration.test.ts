// Payroll beyond the run, through supabase-js against the real backend: two runs never pay one
// employee for overlapping periods, a draft run is refreshed with someone hired inside its period,
// and the withheld taxes, deductions, employer taxes and benefits the runs accrue are listed by
// agency and month and remitted: one entry per payment (Accrued Payroll Liabilities debited per
// item, the bank credited), all or nothing, in an open period, only by owners and admins, and read
// only by whoever sees pay.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface Liability {
  agency: string;
  item: string;
  paid_by: string;
  kind: string;
  period: string;
  accrued: number;
  paid: number;
  owed: number;
}

let f: TransactionsFixture;
let member: SupabaseClient;
let payrollMember: SupabaseClient;
let bank: string;

const IRS = 'Internal Revenue Service';
const RATES = [
  { name: 'Federal income tax', rate: '10', paid_by: 'employee', agency: IRS },
  { name: 'Social Security', rate: '6.2', paid_by: 'employee', agency: IRS },
  { name: 'Medicare', rate: '1.45', paid_by: 'employee', agency: IRS },
  { name: 'State income tax', rate: '5', paid_by: 'employee', agency: 'State Revenue Services' },
  { name: 'Retirement plan', rate: '3', paid_by: 'employee', kind: 'benefit', agency: 'Retirement plan custodian' },
  { name: 'Social Security (employer)', rate: '6.2', paid_by: 'employer', agency: IRS },
  { name: 'Medicare (employer)', rate: '1.45', paid_by: 'employer', agency: IRS },
  { name: 'Health insurance', rate: '12', paid_by: 'employer', kind: 'benefit', agency: 'Health plan' },
];

async function signedIn(role: string, payrollAccess: boolean): Promise<SupabaseClient> {
  const client = createTestClient(f.backend.url, f.backend.anonKey);
  const { data, error } = await client.auth.signUp({
    email: `liabilities-${randomUUID().slice(0, 8)}@example.org`, password: 'liabilities password 1', options: { data: { full_name: `A ${role}` } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  await f.backend.admin.query(`insert into public.organization_members (organization_id, user_id, role, payroll_access) values ($1, $2, $3, $4)`,
    [f.orgId, data.user.id, role, payrollAccess]);
  return client;
}

async function employee(name: string, hireDate: string, payType: 'salary' | 'hourly', rate: number): Promise<string> {
  const rows = await f.backend.admin.query<{ id: string }>(
    `insert into public.employees (organization_id, name, pay_schedule, hire_date) values ($1, $2, 'semimonthly', $3) returning id`, [f.orgId, name, hireDate]);
  const id = rows[0]?.id ?? '';
  await f.backend.admin.query(`update public.employee_pay set pay_type = $2, pay_rate = $3 where employee_id = $1`, [id, payType, rate]);
  return id;
}

async function propose(start: string, end: string, pay: string): Promise<{ id: string | null; error: string | null }> {
  const { data, error } = await f.owner.rpc('propose_payroll_run', { p_organization_id: f.orgId, p_period_start: start, p_period_end: end, p_pay_date: pay });
  return { id: (data as string | null) ?? null, error: error?.message ?? null };
}

async function proposed(start: string, end: string, pay: string): Promise<string> {
  const run = await propose(start, end, pay);
  if (!run.id) throw new Error(run.error ?? 'no run');
  return run.id;
}

async function approveAndPay(runId: string): Promise<void> {
  for (const rpc of ['approve_payroll_run', 'pay_payroll_run'] as const) {
    const { error } = await f.owner.rpc(rpc, { p_run_id: runId });
    if (error) throw new Error(error.message);
  }
}

async function lineNames(runId: string): Promise<string[]> {
  const rows = await f.backend.admin.query<{ name: string }>(
    `select e.name from public.payroll_run_lines l join public.employees e on e.id = l.employee_id where l.payroll_run_id = $1 order by e.name`, [runId]);
  return rows.map((r) => r.name);
}

async function liabilities(client: SupabaseClient = f.owner, openOnly = true): Promise<Liability[]> {
  const { data, error } = await client.rpc('payroll_liabilities', { p_organization_id: f.orgId, p_open_only: openOnly });
  if (error) throw new Error(error.message);
  return data as Liability[];
}

/** The ledger balance of 2100 Accrued Payroll Liabilities (credit positive), in cents. */
async function accruedInLedger(): Promise<number> {
  const rows = await f.backend.admin.query<{ balance: string }>(
    `select coalesce(sum(l.credit - l.debit), 0)::text as balance from public.journal_entry_lines l
     join public.journal_entries e on e.id = l.journal_entry_id join public.accounts a on a.id = l.account_id
     where e.organization_id = $1 and e.status = 'posted' and a.code = '2100'`, [f.orgId]);
  return Math.round(Number(rows[0]?.balance ?? 0) * 100);
}

const cents = (value: number | string): number => Math.round(Number(value) * 100);

beforeAll(async () => {
  f = await createTransactionsFixture();
  member = await signedIn('member', false);
  payrollMember = await signedIn('member', true);
  bank = await f.account('1010');
  await f.backend.admin.query('update public.organization_settings set payroll_tax_rates = $2 where organization_id = $1', [f.orgId, JSON.stringify(RATES)]);
  await employee('Ana Lee', '2025-01-06', 'salary', 60000);
  await employee('Ben Ortiz', '2025-03-01', 'hourly', 20);
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('one employee, one run per pay period', () => {
  it('a second run for an overlapping period is refused, naming the employee and the other run', async () => {
    const first = await proposed('2026-01-01', '2026-01-15', '2026-01-16');
    const second = await propose('2026-01-10', '2026-01-31', '2026-02-01');
    expect(second.error).toBe('Ana Lee is already in the draft payroll run for 2026-01-01 to 2026-01-15 (pay date 2026-01-16): two payroll runs cannot pay the same employee for overlapping periods; void that run or choose another period');
    const runs = await f.backend.admin.query(`select id from public.payroll_runs where organization_id = $1`, [f.orgId]);
    expect(runs.map((r) => r.id)).toEqual([first]);
    // Adding the employee to another run by hand, or moving a run's period onto the first, is refused too.
    const other = await proposed('2026-01-16', '2026-01-31', '2026-02-01');
    const moved = await f.owner.from('payroll_runs').update({ period_start: '2026-01-15' }).eq('id', other);
    expect(moved.error?.message).toMatch(/^Ana Lee is already in the draft payroll run for 2026-01-01 to 2026-01-15/);
    // A void run pays nobody: its period is free again.
    expect((await f.owner.rpc('void_payroll_run', { p_run_id: other })).error).toBeNull();
    const again = await propose('2026-01-16', '2026-01-31', '2026-02-01');
    expect(again.error).toBeNull();
    if (again.id) expect((await f.owner.rpc('void_payroll_run', { p_run_id: again.id })).error).toBeNull();
    expect((await f.owner.rpc('void_payroll_run', { p_run_id: first })).error).toBeNull();
  });
});

describe('refreshing a draft run', () => {
  it('picks up an employee hired inside its period and drops one no longer active, keeping the hours entered', async () => {
    const runId = await proposed('2026-02-01', '2026-02-15', '2026-02-16');
    expect(await lineNames(runId)).toEqual(['Ana Lee', 'Ben Ortiz']);
    const ben = await f.backend.admin.query<{ id: string }>(
      `select l.id from public.payroll_run_lines l join public.employees e on e.id = l.employee_id where l.payroll_run_id = $1 and e.name = 'Ben Ortiz'`, [runId]);
    expect((await f.owner.rpc('set_payroll_hours', { p_run_id: runId, p_hours: [{ line_id: ben[0]?.id, hours: 10 }] })).error).toBeNull();
    const cara = await employee('Cara Diaz', '2026-02-09', 'salary', 48000);
    await employee('Dev Later', '2026-02-20', 'salary', 50000);
    await f.backend.admin.query(`update public.employees set status = 'terminated' where name = 'Ana Lee' and organization_id = $1`, [f.orgId]);
    try {
      // Only owners and admins run payroll.
      expect((await payrollMember.rpc('refresh_payroll_run', { p_run_id: runId })).error?.message).toBe('Only owners and admins can run payroll');
      const { data, error } = await f.owner.rpc('refresh_payroll_run', { p_run_id: runId });
      expect(error).toBeNull();
      expect(data).toEqual([{ added: 1, removed: 1 }]);
      expect(await lineNames(runId)).toEqual(['Ben Ortiz', 'Cara Diaz']);
      const lines = await f.backend.admin.query<{ employee_id: string; hours: string | null; gross_pay: string }>(
        `select employee_id, hours::text, gross_pay::text from public.payroll_run_lines where payroll_run_id = $1 order by gross_pay`, [runId]);
      expect(lines).toEqual([
        { employee_id: expect.any(String), hours: '10.00', gross_pay: '200.00' },
        { employee_id: cara, hours: null, gross_pay: '2000.00' },
      ]);
      expect((await f.owner.rpc('approve_payroll_run', { p_run_id: runId })).error).toBeNull();
      const refused = await f.owner.rpc('refresh_payroll_run', { p_run_id: runId });
      expect(refused.error?.message).toBe('Only a draft payroll run can be refreshed (this one is approved)');
    } finally {
      await f.backend.admin.query(`update public.employees set status = 'active' where name = 'Ana Lee' and organization_id = $1`, [f.orgId]);
      expect((await f.owner.rpc('void_payroll_run', { p_run_id: runId })).error).toBeNull();
      await f.backend.admin.query(`update public.employees set status = 'terminated' where name in ('Cara Diaz', 'Dev Later') and organization_id = $1`, [f.orgId]);
    }
  });
});

describe('payroll liabilities', () => {
  let march: string;

  beforeAll(async () => {
    march = await proposed('2026-03-01', '2026-03-15', '2026-03-16');
    const ben = await f.backend.admin.query<{ id: string }>(
      `select l.id from public.payroll_run_lines l join public.employees e on e.id = l.employee_id where l.payroll_run_id = $1 and e.name = 'Ben Ortiz'`, [march]);
    expect((await f.owner.rpc('set_payroll_hours', { p_run_id: march, p_hours: [{ line_id: ben[0]?.id, hours: 40 }] })).error).toBeNull();
    await approveAndPay(march);
    await approveAndPay(await proposed('2026-03-16', '2026-03-31', '2026-04-01'));
  });

  it('lists what each agency is owed per item and month, adding up to Accrued Payroll Liabilities in the ledger', async () => {
    const rows = await liabilities();
    const marchIrs = rows.filter((r) => r.period === '2026-03-01' && r.agency === IRS);
    // March: Ana's 2,500.00 and Ben's 40 h x 20.00 = 800.00, so 3,300.00 of gross.
    expect(marchIrs.map((r) => [r.item, r.paid_by, r.owed])).toEqual([
      ['Federal income tax', 'employee', 330],
      ['Medicare', 'employee', 47.85],
      ['Social Security', 'employee', 204.6],
      ['Medicare (employer)', 'employer', 47.85],
      ['Social Security (employer)', 'employer', 204.6],
    ]);
    expect(rows.find((r) => r.period === '2026-03-01' && r.item === 'Health insurance')).toMatchObject({ agency: 'Health plan', kind: 'benefit', owed: 396 });
    expect(new Set(rows.map((r) => r.period))).toEqual(new Set(['2026-03-01', '2026-04-01']));
    expect(rows.reduce((sum, r) => sum + cents(r.owed), 0)).toBe(await accruedInLedger());
  });

  it('recording a payment posts one entry, debiting the liability per item and crediting the bank, and clears what it paid', async () => {
    const before = await accruedInLedger();
    const items = (await liabilities()).filter((r) => r.period === '2026-03-01' && r.agency === IRS);
    const { data: paymentId, error } = await f.owner.rpc('pay_payroll_liabilities', {
      p_organization_id: f.orgId, p_payment_date: '2026-04-15', p_account_id: bank, p_method: 'ach', p_reference: 'EFTPS 4471',
      p_items: items.map((r) => ({ agency: r.agency, item: r.item, period: r.period })),
    });
    expect(error).toBeNull();
    const entry = await f.backend.admin.query<{ entry_date: string; description: string; reference: string; code: string; line: string; debit: string; credit: string }>(
      `select e.entry_date::text, e.description, e.reference, a.code, l.description as line, l.debit::text, l.credit::text
       from public.payroll_liability_payments p join public.journal_entries e on e.id = p.journal_entry_id
       join public.journal_entry_lines l on l.journal_entry_id = e.id join public.accounts a on a.id = l.account_id
       where p.id = $1 order by l.line_number`, [paymentId]);
    expect(entry.map((l) => [l.code, l.line, l.debit, l.credit])).toEqual([
      ['2100', 'Federal income tax 2026-03', '330.00', '0.00'],
      ['2100', 'Medicare 2026-03', '47.85', '0.00'],
      ['2100', 'Medicare (employer) 2026-03', '47.85', '0.00'],
      ['2100', 'Social Security 2026-03', '204.60', '0.00'],
      ['2100', 'Social Security (employer) 2026-03', '204.60', '0.00'],
      ['1010', 'Payroll liabilities paid', '0.00', '834.90'],
    ]);
    expect(entry[0]).toMatchObject({ entry_date: '2026-04-15', description: `Payroll liabilities paid to ${IRS}`, reference: 'EFTPS 4471' });
    expect(await accruedInLedger()).toBe(before - 83490);
    const open = await liabilities();
    expect(open.filter((r) => r.period === '2026-03-01' && r.agency === IRS)).toEqual([]);
    expect(open.filter((r) => r.period === '2026-03-01').map((r) => r.agency)).toEqual(['Health plan', 'Retirement plan custodian', 'State Revenue Services']);
    const settled = (await liabilities(f.owner, false)).find((r) => r.period === '2026-03-01' && r.item === 'Federal income tax');
    expect(settled).toMatchObject({ accrued: 330, paid: 330, owed: 0 });
  });

  it('pays part of an item, and refuses more than is owed, leaving nothing recorded (all or nothing)', async () => {
    const state = { agency: 'State Revenue Services', item: 'State income tax', period: '2026-03-01' };
    const health = { agency: 'Health plan', item: 'Health insurance', period: '2026-03-01' };
    const payments = async () => (await f.backend.admin.query(`select id from public.payroll_liability_payments where organization_id = $1`, [f.orgId])).length;
    const count = await payments();
    const tooMuch = await f.owner.rpc('pay_payroll_liabilities', {
      p_organization_id: f.orgId, p_payment_date: '2026-04-15', p_account_id: bank, p_items: [{ ...health, amount: 100 }, { ...state, amount: 500 }],
    });
    expect(tooMuch.error?.message).toBe('State income tax for March 2026 owes 165.00 to State Revenue Services; a payment cannot pay more');
    expect(await payments()).toBe(count);
    expect((await liabilities()).find((r) => r.item === 'Health insurance' && r.period === '2026-03-01')?.owed).toBe(396);
    const part = await f.owner.rpc('pay_payroll_liabilities', {
      p_organization_id: f.orgId, p_payment_date: '2026-04-15', p_account_id: bank, p_method: 'check', p_reference: '1042', p_items: [{ ...state, amount: 100 }],
    });
    expect(part.error).toBeNull();
    expect((await liabilities()).find((r) => r.item === 'State income tax' && r.period === '2026-03-01')).toMatchObject({ paid: 100, owed: 65 });
    const notBank = await f.owner.rpc('pay_payroll_liabilities', {
      p_organization_id: f.orgId, p_payment_date: '2026-04-15', p_account_id: await f.account('2100'), p_items: [state],
    });
    expect(notBank.error?.message).toBe('Payroll liabilities are paid from a bank or other Assets account');
  });

  it('a payment dated in a locked period is refused, in plain words', async () => {
    await f.backend.admin.query(`update public.organization_settings set locked_through = '2026-04-30' where organization_id = $1`, [f.orgId]);
    try {
      const { error } = await f.owner.rpc('pay_payroll_liabilities', {
        p_organization_id: f.orgId, p_payment_date: '2026-04-20', p_account_id: bank,
        p_items: [{ agency: 'Health plan', item: 'Health insurance', period: '2026-03-01' }],
      });
      expect(error?.message).toBe('Period locked: nothing can be posted on or before 2026-04-30');
      expect((await liabilities()).find((r) => r.item === 'Health insurance' && r.period === '2026-03-01')?.owed).toBe(396);
    } finally {
      await f.backend.admin.query(`update public.organization_settings set locked_through = null where organization_id = $1`, [f.orgId]);
    }
  });

  it('only owners and admins pay liabilities; members with payroll access read them; others see no amounts', async () => {
    const item = [{ agency: 'Health plan', item: 'Health insurance', period: '2026-03-01' }];
    for (const client of [payrollMember, member, f.viewer]) {
      const { error } = await client.rpc('pay_payroll_liabilities', { p_organization_id: f.orgId, p_payment_date: '2026-04-15', p_account_id: bank, p_items: item });
      expect(error?.message).toBe('Only owners and admins can pay payroll liabilities');
    }
    expect((await liabilities(payrollMember)).length).toBeGreaterThan(0);
    for (const client of [member, f.viewer]) {
      const { error } = await client.rpc('payroll_liabilities', { p_organization_id: f.orgId });
      expect(error?.message).toBe('Only owners, admins and members with payroll access can see payroll amounts');
      expect((await client.from('payroll_liability_payments').select('id').eq('organization_id', f.orgId)).data).toEqual([]);
      expect((await client.from('payroll_liability_payment_lines').select('id').eq('organization_id', f.orgId)).data).toEqual([]);
    }
    expect((await f.outsider.rpc('payroll_liabilities', { p_organization_id: f.orgId })).error).not.toBeNull();
    expect((await payrollMember.from('payroll_liability_payments').select('id').eq('organization_id', f.orgId)).data?.length).toBeGreaterThan(0);
    // Nobody writes the tables directly: the payment is the RPC's.
    const direct = await f.owner.from('payroll_liability_payment_lines').insert({
      organization_id: f.orgId, payment_id: randomUUID(), agency: 'x', item: 'x', period: '2026-03-01', fund_id: randomUUID(), amount: 1,
    });
    expect(direct.error).not.toBeNull();
  });

  it('a share of pay in another fund owes its liabilities in that fund, and the ledger agrees fund by fund', async () => {
    const reserve = (await f.backend.admin.query<{ id: string }>(
      `insert into public.funds (organization_id, name, restriction) values ($1, 'Operating Reserve', 'without_donor_restrictions') returning id`, [f.orgId]))[0]?.id;
    const ana = (await f.backend.admin.query<{ id: string }>(`select id from public.employees where name = 'Ana Lee' and organization_id = $1`, [f.orgId]))[0]?.id;
    const { error } = await f.owner.rpc('save_employee_allocations', {
      p_employee_id: ana, p_allocations: [{ function: 'program', percent: 66.67 }, { function: 'management_general', fund_id: reserve, percent: 33.33 }],
    });
    expect(error).toBeNull();
    await approveAndPay(await proposed('2026-05-01', '2026-05-15', '2026-05-16'));
    const owedByFund = await f.backend.admin.query<{ fund: string; owed: string }>(
      `select fu.name as fund, sum(b.accrued - b.paid)::text as owed from private.payroll_liability_balances($1) b join public.funds fu on fu.id = b.fund_id
       where b.period = '2026-05-01' group by fu.name order by fu.name`, [f.orgId]);
    const ledger = await f.backend.admin.query<{ fund: string; owed: string }>(
      `select fu.name as fund, sum(l.credit - l.debit)::text as owed from public.journal_entry_lines l
       join public.journal_entries e on e.id = l.journal_entry_id join public.accounts a on a.id = l.account_id join public.funds fu on fu.id = l.fund_id
       join public.payroll_runs r on r.journal_entry_id = e.id
       where e.organization_id = $1 and a.code = '2100' and r.pay_date = '2026-05-16' group by fu.name order by fu.name`, [f.orgId]);
    expect(ledger.length).toBe(2);
    expect(ledger).toEqual(owedByFund);
    // Paying an item pays each fund's share of it.
    const paid = await f.owner.rpc('pay_payroll_liabilities', {
      p_organization_id: f.orgId, p_payment_date: '2026-06-15', p_account_id: bank, p_items: [{ agency: IRS, item: 'Medicare (employer)', period: '2026-05-01' }],
    });
    expect(paid.error).toBeNull();
    const left = await f.backend.admin.query<{ fund: string; owed: string }>(
      `select fu.name as fund, (b.accrued - b.paid)::text as owed from private.payroll_liability_balances($1) b join public.funds fu on fu.id = b.fund_id
       where b.period = '2026-05-01' and b.item = 'Medicare (employer)' order by fu.name`, [f.orgId]);
    expect(left).toEqual([{ fund: 'General Operating', owed: '0.00' }, { fund: 'Operating Reserve', owed: '0.00' }]);
  });

  it('a run whose lines were written without a breakdown owes their amounts as other payroll liabilities, and a payment without an account leaves the cash account', async () => {
    const ben = (await f.backend.admin.query<{ id: string }>(`select id from public.employees where name = 'Ben Ortiz' and organization_id = $1`, [f.orgId]))[0]?.id;
    const run = (await f.backend.admin.query<{ id: string }>(
      `insert into public.payroll_runs (organization_id, period_start, period_end, pay_date) values ($1, '2026-07-01', '2026-07-15', '2026-07-16') returning id`, [f.orgId]))[0]?.id ?? '';
    await f.backend.admin.query(
      `insert into public.payroll_run_lines (organization_id, payroll_run_id, employee_id, hours, rate, gross_pay, employee_taxes, deductions, employer_taxes, benefits)
       values ($1, $2, $3, 10, 20, 200, 30, 0, 15.30, 0)`, [f.orgId, run, ben]);
    await approveAndPay(run);
    const july = (await liabilities()).filter((r) => r.period === '2026-07-01');
    expect(july.map((r) => [r.agency, r.item, r.owed])).toEqual([['Other payroll liabilities', 'Other payroll liabilities', 45.3]]);
    const before = await accruedInLedger();
    const { data: paymentId, error } = await f.owner.rpc('pay_payroll_liabilities', {
      p_organization_id: f.orgId, p_payment_date: '2026-08-15', p_items: [{ agency: 'Other payroll liabilities', item: 'Other payroll liabilities', period: '2026-07-01' }],
    });
    expect(error).toBeNull();
    expect(await accruedInLedger()).toBe(before - 4530);
    const payment = await f.backend.admin.query<{ code: string }>(
      `select a.code from public.payroll_liability_payments p join public.accounts a on a.id = p.account_id where p.id = $1`, [paymentId]);
    expect(payment).toEqual([{ code: '1010' }]);
  });
});

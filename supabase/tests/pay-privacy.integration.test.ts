// Pay is private and its changes are controlled, through supabase-js as the screens use it: only
// owners, admins and members an owner grants payroll access see pay rates, payroll runs, the
// register and the year to date; only they change pay, status and allocations, and every change is
// in the audit log with its before and after; the ledger carries no one's pay, and the functional
// expense report stays whole for everyone (docs/hr.md, "Who sees and changes pay").
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

let f: TransactionsFixture;
let member: SupabaseClient;
let memberId: string;
let admin: SupabaseClient;
let dana: string;
let eli: string;
let pantry: string;

async function joinAs(role: string, name: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = createTestClient(f.backend.url, f.backend.anonKey);
  const { data, error } = await client.auth.signUp({
    email: `pay-${randomUUID().slice(0, 8)}@example.org`, password: 'pay privacy password 1', options: { data: { full_name: name } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  await f.backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, $3)`, [f.orgId, data.user.id, role]);
  return { client, id: data.user.id };
}

async function payOf(employeeId: string): Promise<{ pay_type: string; pay_rate: string; wage_account_id: string | null }> {
  const rows = await f.backend.admin.query<{ pay_type: string; pay_rate: string; wage_account_id: string | null }>(
    `select pay_type, pay_rate::text, wage_account_id::text from public.employee_pay where employee_id = $1`, [employeeId]);
  const row = rows[0];
  if (!row) throw new Error('no pay row');
  return row;
}

async function setAccess(granted: boolean): Promise<void> {
  const { error } = await f.owner.from('organization_members').update({ payroll_access: granted }).eq('user_id', memberId).eq('organization_id', f.orgId);
  if (error) throw new Error(error.message);
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  ({ client: member, id: memberId } = await joinAs('member', 'Mo Member'));
  ({ client: admin } = await joinAs('admin', 'Ada Admin'));
  pantry = (await f.backend.admin.query<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'Pantry') returning id`, [f.orgId]))[0]?.id ?? '';
  const created = await f.owner.from('employees').insert([
    { organization_id: f.orgId, name: 'Dana Director', hire_date: '2025-01-06', project_id: pantry },
    { organization_id: f.orgId, name: 'Eli Organizer', hire_date: '2025-01-06', project_id: pantry },
  ]).select('id, name');
  if (created.error) throw new Error(created.error.message);
  dana = created.data.find((e) => e.name === 'Dana Director')?.id ?? '';
  eli = created.data.find((e) => e.name === 'Eli Organizer')?.id ?? '';
  for (const [id, rate] of [[dana, 98765], [eli, 48000]] as const) {
    const { error } = await f.owner.rpc('set_employee_pay', { p_employee_id: id, p_pay_type: 'salary', p_pay_rate: rate });
    if (error) throw new Error(error.message);
  }
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('who sees pay', () => {
  it('a member without payroll access cannot raise a pay rate from 98,765 to 250,000, through the table or the RPC', async () => {
    const direct = await member.from('employee_pay').update({ pay_rate: 250000 }).eq('employee_id', dana);
    expect(direct.error?.code).toBe('42501');
    const rpc = await member.rpc('set_employee_pay', { p_employee_id: dana, p_pay_type: 'salary', p_pay_rate: 250000 });
    expect(rpc.error?.message).toBe('Only owners, admins and members with payroll access can change pay');
    const status = await member.from('employees').update({ status: 'terminated' }).eq('id', dana);
    expect(status.error?.message).toBe("Only owners, admins and members with payroll access can change an employee's status");
    const alloc = await member.rpc('save_employee_allocations', { p_employee_id: dana, p_allocations: [{ function: 'fundraising', percent: 100 }] });
    expect(alloc.error?.message).toBe('Only owners, admins and members with payroll access can change allocations');
    expect(await payOf(dana)).toEqual({ pay_type: 'salary', pay_rate: '98765.00', wage_account_id: null });
    const rows = await f.backend.admin.query<{ status: string; n: string }>(
      `select e.status, (select count(*) from public.employee_allocations a where a.employee_id = e.id)::text as n from public.employees e where e.id = $1`, [dana]);
    expect(rows[0]).toEqual({ status: 'active', n: '0' });
  });

  it('a member without payroll access sees the employees but no pay, in the list, the tables, the bundle and what the export reads', async () => {
    const list = await member.rpc('list_employees', { p_organization_id: f.orgId });
    expect(list.error).toBeNull();
    expect(list.data?.rows.map((r: { name: string; pay_rate: string | null; pay_type: string | null }) => [r.name, r.pay_rate, r.pay_type]))
      .toEqual([['Dana Director', null, null], ['Eli Organizer', null, null]]);
    // The export reads every table with select('*') as the signed-in user: these are the pay it would write.
    for (const table of ['employee_pay', 'payroll_runs', 'payroll_run_lines'] as const) {
      const read = await member.from(table).select('*').eq('organization_id', f.orgId);
      expect(read.error, table).toBeNull();
      expect(read.data, table).toEqual([]);
    }
    const employees = await member.from('employees').select('*').eq('organization_id', f.orgId);
    expect(employees.data?.every((e: Record<string, unknown>) => !('pay_rate' in e))).toBe(true);
    const bundle = await member.rpc('get_organization_data', { p_organization_id: f.orgId });
    expect(JSON.stringify(bundle.data)).not.toContain('98765');
  });

  it('an owner grants a member payroll access; the member then sees and changes pay; an admin cannot grant it', async () => {
    const byAdmin = await admin.from('organization_members').update({ payroll_access: true }).eq('user_id', memberId);
    expect(byAdmin.error?.message).toBe('Only an owner can grant or remove payroll access');
    await setAccess(true);
    const members = await f.owner.rpc('list_organization_members', { p_organization_id: f.orgId });
    expect(members.data?.find((m: { user_id: string; payroll_access: boolean }) => m.user_id === memberId)?.payroll_access).toBe(true);
    const list = await member.rpc('list_employees', { p_organization_id: f.orgId, p_sort: 'pay_rate', p_direction: 'desc' });
    expect(list.data?.rows.map((r: { pay_rate: string }) => r.pay_rate)).toEqual(['98765.00', '48000.00']);
    const raise = await member.rpc('set_employee_pay', { p_employee_id: eli, p_pay_type: 'salary', p_pay_rate: 50000 });
    expect(raise.error).toBeNull();
    expect((await payOf(eli)).pay_rate).toBe('50000.00');
    await setAccess(false);
    const after = await member.from('employee_pay').select('pay_rate');
    expect(after.data).toEqual([]);
  });
});

describe('pay changes are audited', () => {
  it('rate, type, wage account, status and allocations each leave their before and after in the audit log', async () => {
    const wage = await f.account('5100');
    expect((await admin.rpc('set_employee_pay', { p_employee_id: eli, p_pay_type: 'hourly', p_pay_rate: 24, p_wage_account_id: wage })).error).toBeNull();
    expect((await admin.from('employees').update({ status: 'on_leave' }).eq('id', eli)).error).toBeNull();
    expect((await admin.rpc('save_employee_allocations', { p_employee_id: eli, p_allocations: [{ project_id: pantry, function: 'program', percent: 100 }] })).error).toBeNull();
    expect((await admin.rpc('save_employee_allocations', { p_employee_id: eli, p_allocations: [{ function: 'fundraising', percent: 100 }] })).error).toBeNull();
    const log = (await f.backend.admin.query<{ table_name: string; action: string; old_data: Record<string, unknown> | null; new_data: Record<string, unknown> | null }>(
      `select table_name, action, old_data, new_data from public.audit_log
       where organization_id = $1 and table_name in ('employee_pay', 'employees', 'employee_allocations') and actor_id is not null
       order by id`, [f.orgId]))
      .filter((r) => {
        const row = r.new_data ?? r.old_data;
        return (r.table_name === 'employees' ? row?.id : row?.employee_id) === eli;
      });
    const pay = log.filter((r) => r.table_name === 'employee_pay' && r.new_data?.pay_type === 'hourly');
    expect(pay.map((r) => [r.old_data?.pay_type, r.old_data?.pay_rate, r.old_data?.wage_account_id, r.new_data?.pay_type, r.new_data?.pay_rate, r.new_data?.wage_account_id]))
      .toEqual([['salary', 50000, null, 'hourly', 24, wage]]);
    const status = log.filter((r) => r.table_name === 'employees' && r.action === 'UPDATE' && r.old_data?.status !== r.new_data?.status);
    expect(status.map((r) => [r.old_data?.status, r.new_data?.status])).toEqual([['active', 'on_leave']]);
    const allocations = log.filter((r) => r.table_name === 'employee_allocations');
    expect(allocations.map((r) => [r.action, (r.old_data ?? r.new_data)?.function])).toEqual([
      ['INSERT', 'program'], ['DELETE', 'program'], ['INSERT', 'fundraising'],
    ]);
  });
});

describe('the ledger keeps pay private', () => {
  it('an approved run posts one wage line per program and function with no one\'s name, and the functional expense report stays whole for a member', async () => {
    await f.backend.admin.query(`update public.employees set status = 'active' where id = $1`, [eli]);
    await f.backend.admin.query(`delete from public.employee_allocations where employee_id = $1`, [eli]);
    await f.backend.admin.query(`update public.employee_pay set pay_type = 'salary', pay_rate = 48000, wage_account_id = null where employee_id = $1`, [eli]);
    const proposed = await f.owner.rpc('propose_payroll_run', { p_organization_id: f.orgId, p_period_start: '2026-03-01', p_period_end: '2026-03-15', p_pay_date: '2026-03-16' });
    expect(proposed.error).toBeNull();
    expect((await f.owner.rpc('approve_payroll_run', { p_run_id: proposed.data })).error).toBeNull();
    const lines = await member.from('journal_entry_lines').select('description, debit, project_id, journal_entries!inner(source_id)').eq('journal_entries.source_id', proposed.data);
    expect(lines.error).toBeNull();
    const descriptions = (lines.data ?? []).map((l: { description: string }) => l.description);
    expect(descriptions.some((d: string) => d.includes('Dana') || d.includes('Eli'))).toBe(false);
    const wages = (lines.data ?? []).filter((l: { description: string }) => l.description === 'Wages');
    // Both are paid to the pantry program: one line, their gross together (98,765 / 24 + 48,000 / 24).
    expect(wages.map((l: { debit: number; project_id: string }) => [Number(l.debit), l.project_id])).toEqual([[6115.21, pantry]]);
    const report = await member.rpc('report_program_expenses', { p_organization_id: f.orgId, p_from: '2026-03-01', p_to: '2026-03-31' });
    expect(report.error).toBeNull();
    const salaries = (report.data as { rows: { label: string; values: Record<string, number | null> }[] }).rows.find((r) => r.label.includes('Salaries'));
    expect(salaries?.values.total).toBe(6115.21);
  });
});

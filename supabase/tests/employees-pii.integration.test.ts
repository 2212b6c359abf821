// Employees' personal identifiers through the API: the tax id and bank
// details live in employee_private, which Row Level Security shows to owners and admins only; a
// member reads the employee record but no identifier, not even through the masked list, and a
// viewer cannot change employees.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface EmployeeList {
  total: number;
  rows: Array<{ id: string; name: string; tax_id_last4: string | null; programs: string | null; manager_name: string | null }>;
}

let f: TransactionsFixture;
let member: SupabaseClient;
let memberUserId: string;
let dana: string;
let eli: string;
let pantry: string;

beforeAll(async () => {
  f = await createTransactionsFixture();
  const client = createTestClient(f.backend.url, f.backend.anonKey);
  const { data, error } = await client.auth.signUp({
    email: `pii-member-${randomUUID().slice(0, 8)}@example.org`, password: 'pii member password 1', options: { data: { full_name: 'Mo Member' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  memberUserId = data.user.id;
  await f.backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`, [f.orgId, memberUserId]);
  member = client;
  pantry = (await f.backend.admin.query<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'Pantry') returning id`, [f.orgId]))[0]?.id ?? '';
  const rows = await f.backend.admin.query<{ id: string; name: string }>(
    `insert into public.employees (organization_id, name, department, status, user_id) values
       ($1, 'Dana Director', 'Administration', 'active', null), ($1, 'Eli Employee', 'Programs', 'active', $2) returning id, name`,
    [f.orgId, memberUserId],
  );
  dana = rows.find((r) => r.name === 'Dana Director')?.id ?? '';
  eli = rows.find((r) => r.name === 'Eli Employee')?.id ?? '';
  await f.backend.admin.query(`update public.employees set manager_id = $1 where id = $2`, [dana, eli]);
  const saved = await f.owner.from('employee_private').insert([
    { organization_id: f.orgId, employee_id: dana, tax_id: '123-45-6789', bank_routing: '021000021', bank_account: '000123456789' },
    { organization_id: f.orgId, employee_id: eli, tax_id: '987-65-4321' },
  ]);
  if (saved.error) throw new Error(saved.error.message);
  const alloc = await f.owner.rpc('save_employee_allocations', { p_employee_id: eli, p_allocations: [{ project_id: pantry, function: 'program', percent: 100 }] });
  if (alloc.error) throw new Error(alloc.error.message);
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('employee personal identifiers', () => {
  it("a member cannot read another employee's tax id through the API", async () => {
    const direct = await member.from('employee_private').select('tax_id').eq('employee_id', dana);
    expect(direct.error).toBeNull();
    expect(direct.data).toEqual([]);
    // Not their own either: identifiers are for owners and admins.
    expect((await member.from('employee_private').select('*')).data).toEqual([]);
    const masked = await member.rpc('employee_identifiers_masked', { p_organization_id: f.orgId });
    expect(masked.data).toEqual([]);
    const { data } = await member.rpc('list_employees', { p_organization_id: f.orgId });
    const list = data as EmployeeList;
    expect(list.rows.map((r) => r.tax_id_last4)).toEqual([null, null]);
    // The employee record itself is readable.
    expect((await member.from('employees').select('name').eq('id', dana)).data).toEqual([{ name: 'Dana Director' }]);
  });

  it('a member cannot write identifiers either', async () => {
    const write = await member.from('employee_private').update({ tax_id: '111-11-1111' }).eq('employee_id', dana).select('id');
    expect(write.data ?? []).toEqual([]);
    const row = await f.backend.admin.query<{ tax_id: string }>('select tax_id from public.employee_private where employee_id = $1', [dana]);
    expect(row[0]?.tax_id).toBe('123-45-6789');
    const insert = await member.from('employee_private').insert({ organization_id: f.orgId, employee_id: randomUUID(), tax_id: '111-11-1111' });
    expect(insert.error?.code).toBe('42501');
  });

  it('owners read the full identifiers, and lists show only the last four digits', async () => {
    const full = await f.owner.from('employee_private').select('tax_id, bank_account').eq('employee_id', dana).single();
    expect(full.data).toEqual({ tax_id: '123-45-6789', bank_account: '000123456789' });
    const masked = await f.owner.rpc('employee_identifiers_masked', { p_organization_id: f.orgId });
    expect(masked.data).toEqual(expect.arrayContaining([{ employee_id: dana, tax_id_last4: '6789', bank_account_last4: '6789' }]));
    const { data } = await f.owner.rpc('list_employees', { p_organization_id: f.orgId });
    const list = data as EmployeeList;
    expect(list.rows.map((r) => [r.name, r.tax_id_last4])).toEqual([['Dana Director', '6789'], ['Eli Employee', '4321']]);
    expect(JSON.stringify(list)).not.toContain('123-45');
  });

  it('the list filters by department and program, pages in the database and names the manager and allocation', async () => {
    const byProgram = (await f.owner.rpc('list_employees', { p_organization_id: f.orgId, p_project_id: pantry })).data as EmployeeList;
    expect(byProgram.rows.map((r) => [r.name, r.programs, r.manager_name])).toEqual([['Eli Employee', 'Pantry 100%', 'Dana Director']]);
    const byDept = (await f.owner.rpc('list_employees', { p_organization_id: f.orgId, p_department: 'Administration' })).data as EmployeeList;
    expect(byDept.rows.map((r) => r.name)).toEqual(['Dana Director']);
    const page2 = (await f.owner.rpc('list_employees', { p_organization_id: f.orgId, p_limit: 1, p_offset: 1 })).data as EmployeeList;
    expect(page2.total).toBe(2);
    expect(page2.rows.map((r) => r.name)).toEqual(['Eli Employee']);
    const outsider = await f.outsider.rpc('list_employees', { p_organization_id: f.orgId });
    expect(outsider.error?.message).toBe('Access denied');
  });

  it('a viewer reads employees but cannot add or change them', async () => {
    expect((await f.viewer.from('employees').select('id')).data?.length).toBe(2);
    const insert = await f.viewer.from('employees').insert({ organization_id: f.orgId, name: 'Nope' });
    expect(insert.error?.code).toBe('42501');
    const alloc = await f.viewer.rpc('save_employee_allocations', { p_employee_id: eli, p_allocations: [] });
    expect(alloc.error?.message).toBe('Only owners, admins and members with payroll access can change allocations');
  });

  it('the wage expense account must be an expense account', async () => {
    const cash = await f.account('1010');
    const { error } = await f.owner.rpc('set_employee_pay', { p_employee_id: dana, p_pay_type: 'salary', p_pay_rate: 50000, p_wage_account_id: cash });
    expect(error?.message).toBe('The wage expense account must be an Expenses account that takes postings');
  });
});

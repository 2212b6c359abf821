// Helpers of the HR specs: the organization's payroll rates and programs set up through the API as
// the signed-in owner, and the ledger read back the same way (RLS applies).
import type { TestAccount } from '../support/accounts.ts';

export const RATES = [
  { name: 'Federal income tax', rate: '10', paid_by: 'employee' },
  { name: 'Social Security', rate: '6.2', paid_by: 'employee' },
  { name: 'Medicare', rate: '1.45', paid_by: 'employee' },
  { name: 'Social Security (employer)', rate: '6.2', paid_by: 'employer' },
  { name: 'Medicare (employer)', rate: '1.45', paid_by: 'employer' },
];

export function organizationOf(account: TestAccount): string {
  if (!account.organizationId) throw new Error('the account has no organization');
  return account.organizationId;
}

export async function setPayrollRates(owner: TestAccount): Promise<void> {
  const { error } = await owner.client.from('organization_settings').update({ payroll_tax_rates: RATES }).eq('organization_id', organizationOf(owner));
  if (error) throw error;
}

/** An employee's pay, set as the owner through set_employee_pay (pay is not a column of employees). */
export async function setPay(owner: TestAccount, employeeId: string, payType: 'salary' | 'hourly', payRate: number): Promise<void> {
  const { error } = await owner.client.rpc('set_employee_pay', { p_employee_id: employeeId, p_pay_type: payType, p_pay_rate: payRate });
  if (error) throw error;
}

export async function createProject(owner: TestAccount, name: string): Promise<string> {
  const { data, error } = await owner.client.from('projects').insert({ organization_id: organizationOf(owner), name }).select('id').single();
  if (error) throw error;
  return String(data.id);
}

export interface LedgerRow {
  code: string;
  project: string | null;
  fn: string | null;
  net: number;
}

/** A text field of an embedded row (supabase-js returns an object, or a one-row array). */
function field(embedded: unknown, key: string): string | null {
  const row: unknown = Array.isArray(embedded) ? embedded[0] : embedded;
  if (typeof row !== 'object' || row === null || !(key in row)) return null;
  const value: unknown = (row as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

/** The run's ledger effect in cents per account, project and function: debits minus credits over every entry it posted and their reversals. */
export async function ledgerOfRun(owner: TestAccount, runId: string): Promise<LedgerRow[]> {
  const entries = await owner.client.from('journal_entries').select('id').eq('source_id', runId);
  if (entries.error) throw entries.error;
  const ids = (entries.data ?? []).map((e) => String(e.id));
  const reversals = await owner.client.from('journal_entries').select('id').in('reverses_entry_id', ids);
  if (reversals.error) throw reversals.error;
  const all = [...ids, ...(reversals.data ?? []).map((e) => String(e.id))];
  const lines = await owner.client
    .from('journal_entry_lines')
    .select('debit, credit, function, accounts(code), projects(name)')
    .in('journal_entry_id', all);
  if (lines.error) throw lines.error;
  const sums = new Map<string, LedgerRow>();
  for (const line of lines.data ?? []) {
    const row = { code: field(line.accounts, 'code') ?? '?', project: field(line.projects, 'name'), fn: typeof line.function === 'string' ? line.function : null };
    const key = JSON.stringify(row);
    const cents = Math.round(Number(line.debit) * 100) - Math.round(Number(line.credit) * 100);
    const prev = sums.get(key);
    sums.set(key, { ...row, net: (prev?.net ?? 0) + cents });
  }
  return [...sums.values()].sort((a, b) => `${a.code}${a.project ?? ''}`.localeCompare(`${b.code}${b.project ?? ''}`));
}

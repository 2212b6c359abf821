// A run with its lines, totals and each employee's year-to-date figures (payroll_run_register):
// every figure is the database's; the screen only shows them.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { payrollKeys } from './keys';

export interface BreakdownItem {
  name: string;
  rate: string;
  paid_by: 'employee' | 'employer';
  kind: 'tax' | 'benefit';
  amount: string;
}

export interface RegisterLine {
  id: string;
  employee_id: string;
  employee_name: string;
  position: string | null;
  department: string | null;
  pay_type: string;
  pay_schedule: string;
  hours: string | null;
  rate: string | null;
  gross_pay: string;
  employee_taxes: string;
  deductions: string;
  withheld: string;
  net_pay: string;
  employer_taxes: string;
  benefits: string;
  breakdown: BreakdownItem[];
  ytd_gross: string;
  ytd_withheld: string;
  ytd_net: string;
  ytd_employer: string;
}

export interface RegisterRun {
  id: string;
  status: 'draft' | 'approved' | 'paid' | 'void';
  period_start: string;
  period_end: string;
  pay_date: string;
  fund_id: string | null;
  fund_name: string | null;
  notes: string | null;
  journal_entry_id: string | null;
  payment_journal_entry_id: string | null;
  approved_at: string | null;
  paid_at: string | null;
  voided_at: string | null;
  total_gross: string;
  total_employee_taxes: string;
  total_deductions: string;
  total_employer_taxes: string;
  total_benefits: string;
  total_net: string;
  total_withheld: string;
  total_cost: string;
  total_hours: string;
}

export interface PayrollRegister {
  run: RegisterRun;
  lines: RegisterLine[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readRegister(value: unknown): PayrollRegister {
  if (!isRecord(value) || !isRecord(value.run) || !Array.isArray(value.lines)) {
    throw new Error('The payroll run came back in an unexpected shape.');
  }
  return value as unknown as PayrollRegister;
}

/** null when the run does not exist (or is another organization's). */
export async function fetchPayrollRegister(runId: string): Promise<PayrollRegister | null> {
  const { data, error } = await getSupabase().rpc('payroll_run_register', { p_run_id: runId });
  if (error) {
    if (error.code === 'P0002' || /not found/i.test(error.message)) return null;
    throw error;
  }
  return readRegister(data);
}

export function usePayrollRegister(organizationId: string | null, runId: string) {
  return useQuery({
    queryKey: payrollKeys.register(organizationId ?? '', runId),
    queryFn: () => fetchPayrollRegister(runId),
    enabled: Boolean(organizationId) && /^[0-9a-f-]{36}$/i.test(runId),
  });
}

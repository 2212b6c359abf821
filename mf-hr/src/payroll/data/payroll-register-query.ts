// A run with its lines, totals and each employee's year-to-date figures (payroll_run_register):
// every figure is the database's; the screen only shows them.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import { payrollKeys } from './keys';

/** One amount of a line's rate table, as payroll_run_register declares it (every attribute may be null). */
export type BreakdownItem = CompositeTypes<'payroll_breakdown_item'>;
/** A line of the register: the employee, this run's amounts and their year to date. */
export type RegisterLine = CompositeTypes<'payroll_register_line'>;
/** The run with its totals. */
export type RegisterRun = CompositeTypes<'payroll_register_run'>;

export interface PayrollRegister {
  run: RegisterRun;
  lines: RegisterLine[];
}

/** null when the run does not exist (or is another organization's). */
export async function fetchPayrollRegister(runId: string): Promise<PayrollRegister | null> {
  const { data, error } = await getSupabase().rpc('payroll_run_register', { p_run_id: runId });
  if (error) {
    if (error.code === 'PT404' || /not found/i.test(error.message)) return null;
    throw error;
  }
  // The function always sends the run; a register without one is no run.
  if (data.run === null) return null;
  return { run: data.run, lines: data.lines ?? [] };
}

export function usePayrollRegister(organizationId: string | null, runId: string) {
  return useQuery({
    queryKey: payrollKeys.register(organizationId ?? '', runId),
    queryFn: () => fetchPayrollRegister(runId),
    enabled: Boolean(organizationId) && /^[0-9a-f-]{36}$/i.test(runId),
  });
}

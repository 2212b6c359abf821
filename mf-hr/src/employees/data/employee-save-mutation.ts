// Saves an employee's record: ONE insert or update of public.employees (the database checks the
// dates and who may write, and who may change the status), then, for whoever may change pay, their
// pay through set_employee_pay (the database checks the wage account and refuses everyone else).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import type { TablesInsert } from '@missionbase/session';

export type EmployeeWrite = Omit<TablesInsert<'employees'>, 'organization_id' | 'id'>;

export interface EmployeePayWrite {
  pay_type: string;
  pay_rate: number;
  wage_account_id: string | null;
}

export async function saveEmployee(organizationId: string, employeeId: string | null, row: EmployeeWrite, pay: EmployeePayWrite | null): Promise<string> {
  let id = employeeId;
  if (id === null) {
    const { data, error } = await getSupabase().from('employees').insert({ organization_id: organizationId, ...row }).select('id').single();
    if (error) throw error;
    id = data.id;
  } else {
    const { error } = await getSupabase().from('employees').update(row).eq('id', id).eq('organization_id', organizationId);
    if (error) throw error;
  }
  if (pay !== null) {
    const { error } = await getSupabase().rpc('set_employee_pay', {
      p_employee_id: id, p_pay_type: pay.pay_type, p_pay_rate: pay.pay_rate, p_wage_account_id: pay.wage_account_id ?? undefined,
    });
    if (error) throw error;
  }
  return id;
}

export function useSaveEmployee() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ employeeId, row, pay }: { employeeId: string | null; row: EmployeeWrite; pay: EmployeePayWrite | null }) =>
      saveEmployee(organizationId ?? '', employeeId, row, pay),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('employees', organizationId);
    },
  });
}

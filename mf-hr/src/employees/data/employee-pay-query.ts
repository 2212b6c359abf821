// One employee's pay (type, rate, wage account) from public.employee_pay, whose Row Level Security
// shows it only to owners, admins and members with payroll access: null for everyone else.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { Tables } from '@missionbase/session';
import { employeeKeys } from './keys';

export type EmployeePay = Pick<Tables<'employee_pay'>, 'pay_type' | 'pay_rate' | 'wage_account_id'>;

export function useEmployeePay(organizationId: string | null, employeeId: string, enabled: boolean) {
  return useQuery({
    queryKey: employeeKeys.pay(organizationId ?? '', employeeId),
    queryFn: async (): Promise<EmployeePay | null> => {
      const { data, error } = await getSupabase()
        .from('employee_pay').select('pay_type, pay_rate, wage_account_id').eq('organization_id', organizationId ?? '').eq('employee_id', employeeId).maybeSingle();
      if (error) throw error;
      return data;
    },
    enabled: enabled && Boolean(organizationId) && /^[0-9a-f-]{36}$/i.test(employeeId),
  });
}

// Records a payment of payroll liabilities (pay_payroll_liabilities): one entry debiting Accrued
// Payroll Liabilities per item and crediting the paying account, all or nothing; the database
// refuses a locked period, more than is owed, and anyone but owners and admins, in its words.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, reloadActiveOrganizationData, useActiveOrganizationId } from '@missionbase/session';
import type { LiabilityPaymentItem } from '../utils/liabilities';

export interface PayLiabilitiesInput {
  items: LiabilityPaymentItem[];
  paymentDate: string;
  method: string;
  reference: string;
  accountId: string | null;
  memo: string;
}

export async function payPayrollLiabilities(organizationId: string, input: PayLiabilitiesInput): Promise<string> {
  const { data, error } = await getSupabase().rpc('pay_payroll_liabilities', {
    p_organization_id: organizationId,
    p_payment_date: input.paymentDate,
    p_account_id: input.accountId ?? undefined,
    p_items: input.items.map((item) => ({ ...item })),
    p_method: input.method,
    p_reference: input.reference.trim() || undefined,
    p_memo: input.memo.trim() || undefined,
  });
  if (error) throw error;
  return data;
}

export function usePayPayrollLiabilities() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: PayLiabilitiesInput) => payPayrollLiabilities(organizationId ?? '', input),
    onSuccess: () => {
      if (organizationId) {
        invalidateOnTableChange('payroll_runs', organizationId);
        invalidateOnTableChange('journal_entries', organizationId);
      }
      void reloadActiveOrganizationData();
    },
  });
}

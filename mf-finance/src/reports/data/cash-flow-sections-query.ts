// list_cash_flow_sections: the cash flow section (cash, operating, investing, financing) of each
// asset and liability account type, with its default.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { reportKeys } from './keys';

export type CashFlowSection = 'cash' | 'operating' | 'investing' | 'financing';

export interface CashFlowSectionRow {
  account_type_id: string;
  category: string;
  type_name: string;
  section: CashFlowSection;
  default_section: CashFlowSection;
}

export async function fetchCashFlowSections(organizationId: string): Promise<CashFlowSectionRow[]> {
  const { data, error } = await getSupabase().rpc('list_cash_flow_sections', { p_organization_id: organizationId });
  if (error) throw error;
  // The function's section columns hold one of the four values (its check constraint).
  return (data ?? []) as CashFlowSectionRow[];
}

export function useCashFlowSections(enabled: boolean) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'cash-flow-sections', {}),
    queryFn: () => fetchCashFlowSections(organizationId ?? ''),
    enabled: enabled && organizationId !== null,
  });
}

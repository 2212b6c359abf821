// list_cash_flow_sections: the cash flow section (cash, operating, investing, financing) of each
// asset and liability account type, with its default.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { FunctionReturns } from '@missionbase/session';
import { reportKeys } from './keys';

export const CASH_FLOW_SECTIONS = ['cash', 'operating', 'investing', 'financing'] as const;
export type CashFlowSection = (typeof CASH_FLOW_SECTIONS)[number];

/** An account type with its section and default, as list_cash_flow_sections declares it (every column may be null). */
export type CashFlowSectionRow = FunctionReturns<'list_cash_flow_sections'>[number];

/** A section the statement knows, or null (the function's check constraint allows only these four). */
export function cashFlowSectionOf(value: string | null): CashFlowSection | null {
  return CASH_FLOW_SECTIONS.find((section) => section === value) ?? null;
}

export async function fetchCashFlowSections(organizationId: string): Promise<CashFlowSectionRow[]> {
  const { data, error } = await getSupabase().rpc('list_cash_flow_sections', { p_organization_id: organizationId });
  if (error) throw error;
  return data;
}

export function useCashFlowSections(enabled: boolean) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'cash-flow-sections', {}),
    queryFn: () => fetchCashFlowSections(organizationId ?? ''),
    enabled: enabled && organizationId !== null,
  });
}

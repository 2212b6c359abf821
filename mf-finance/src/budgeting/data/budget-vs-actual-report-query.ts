// The Budget vs. Actuals report (budget_vs_actual_report): budget_vs_actual's rows for a period and
// scope, the Revenue / Expenses / Net totals from SQL, and the approved budgets read (none: the
// report's empty state).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { readBudgetVsActualReport } from './budget-vs-actual-report';
import type { BudgetVsActualReport } from './budget-vs-actual-report';
import { budgetKeys } from './keys';
import type { BudgetVsActualParams } from './keys';

export async function fetchBudgetVsActualReport(organizationId: string, params: BudgetVsActualParams): Promise<BudgetVsActualReport> {
  const { data, error } = await getSupabase().rpc('budget_vs_actual_report', {
    p_organization_id: organizationId,
    p_from: params.from,
    p_to: params.to,
    ...(params.fund ? { p_fund_id: params.fund } : {}),
    ...(params.project ? { p_project_id: params.project } : {}),
  });
  if (error) throw error;
  return readBudgetVsActualReport(data);
}

export function useBudgetVsActualReport(organizationId: string | null, params: BudgetVsActualParams) {
  return useQuery({
    queryKey: budgetKeys.report(organizationId ?? '', params),
    queryFn: () => fetchBudgetVsActualReport(organizationId ?? '', params),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  });
}

// A project's budget against actual by expense account, from the approved budgets and the ledger
// (public.budget_vs_actual with p_project_id, in supabase/schemas/budgets). A database without
// that function answers PGRST202 or 42883: the query answers null and the page says the comparison
// is not available yet.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { projectKeys } from './keys';

export interface BudgetVsActualRow {
  account_id: string;
  account_code: string;
  account_name: string;
  category: string;
  budget: string;
  actual: string;
  variance: string;
  variance_percent: string | null;
}

/** The RPC's money as the decimal string the page formats; a null amount is none. */
function text(value: number | null): string {
  return value === null ? '0' : String(value);
}

export async function fetchProjectBudgetVsActual(organizationId: string, projectId: string, from: string, to: string): Promise<BudgetVsActualRow[] | null> {
  const { data, error } = await getSupabase().rpc('budget_vs_actual', { p_organization_id: organizationId, p_from: from, p_to: to, p_project_id: projectId });
  if (error) {
    if (error.code === 'PGRST202' || error.code === '42883') return null;
    throw error;
  }
  return data.map((row) => ({
    account_id: row.account_id ?? '',
    account_code: row.account_code ?? '',
    account_name: row.account_name ?? '',
    category: row.category ?? '',
    budget: text(row.budget),
    actual: text(row.actual),
    variance: text(row.variance),
    variance_percent: row.variance_percent === null ? null : String(row.variance_percent),
  }));
}

export function useProjectBudgetVsActual(organizationId: string | null, projectId: string, from: string, to: string) {
  return useQuery({
    queryKey: projectKeys.budgetVsActual(organizationId ?? '', projectId, from, to),
    queryFn: () => fetchProjectBudgetVsActual(organizationId ?? '', projectId, from, to),
    enabled: Boolean(organizationId) && projectId !== '' && from !== '' && to !== '',
  });
}

// Creates a draft budget: empty, from last year's actuals (+/- a percentage) or as a copy of another
// budget; one RPC each (create_budget, create_budget_from_actuals, copy_budget). Returns its id.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { refreshBudgets } from './refresh-budgets';

export type CreateBudgetInput =
  | { mode: 'empty'; name: string; fiscalYear: number; fundId: string | null; projectId: string | null }
  | { mode: 'actuals'; name: string; fiscalYear: number; fundId: string | null; projectId: string | null; percent: number }
  | { mode: 'copy'; name: string; sourceId: string; fiscalYear: number | null; percent: number };

export async function createBudget(organizationId: string, input: CreateBudgetInput): Promise<string> {
  const supabase = getSupabase();
  const scope = { ...(input.mode !== 'copy' && input.fundId ? { p_fund_id: input.fundId } : {}), ...(input.mode !== 'copy' && input.projectId ? { p_project_id: input.projectId } : {}) };
  const result = input.mode === 'empty'
    ? await supabase.rpc('create_budget', { p_organization_id: organizationId, p_name: input.name, p_fiscal_year: input.fiscalYear, ...scope })
    : input.mode === 'actuals'
      ? await supabase.rpc('create_budget_from_actuals', { p_organization_id: organizationId, p_name: input.name, p_fiscal_year: input.fiscalYear, p_percent: input.percent, ...scope })
      : await supabase.rpc('copy_budget', { p_budget_id: input.sourceId, p_name: input.name, p_percent: input.percent, ...(input.fiscalYear ? { p_fiscal_year: input.fiscalYear } : {}) });
  if (result.error) throw result.error;
  return result.data;
}

export function useCreateBudget() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: CreateBudgetInput) => createBudget(organizationId ?? '', input),
    onSuccess: () => refreshBudgets(organizationId),
  });
}

// The dashboard's budget card (get_dashboard_budget): this fiscal year's approved
// organization-wide budget to date against the ledger's actuals, with the variance, its percent and
// whether it is favourable, all from SQL. Keyed under ['ledger', organizationId] so a posting or a
// budget change (budgets are ledger tables for realtime) refetches it.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import { toCents } from '@missionbase/domain/dashboard-summary';

export interface BudgetCardLine {
  budgetYearCents: number;
  budgetToDateCents: number;
  actualToDateCents: number;
  varianceCents: number;
  /** One decimal, null when the budget to date is zero. */
  variancePercent: number | null;
  favourable: boolean;
}

export interface BudgetCard {
  asOf: string;
  fiscalYear: { start: string; end: string };
  budget: null | { id: string; name: string; revenue: BudgetCardLine; expenses: BudgetCardLine };
}

/** The budget card as get_dashboard_budget declares it (every attribute may be null). */
export type DashboardBudget = CompositeTypes<'dashboard_budget'>;
type DashboardBudgetLine = CompositeTypes<'dashboard_budget_line'>;

/** A line's figures as cents: a missing amount is zero, a missing favourable is not favourable. */
function cardLine(line: DashboardBudgetLine | null, where: string): BudgetCardLine {
  return {
    budgetYearCents: toCents(line?.budget_year ?? 0, `${where}.budget_year`),
    budgetToDateCents: toCents(line?.budget_to_date ?? 0, `${where}.budget_to_date`),
    actualToDateCents: toCents(line?.actual_to_date ?? 0, `${where}.actual_to_date`),
    varianceCents: toCents(line?.variance ?? 0, `${where}.variance`),
    variancePercent: line?.variance_percent ?? null,
    favourable: line?.favourable === true,
  };
}

/** The card in cents from the database's figures; no budget when the database has none. */
export function readBudgetCard(card: DashboardBudget): BudgetCard {
  const budget = card.budget;
  return {
    asOf: card.as_of ?? '',
    fiscalYear: { start: card.fiscal_year?.start ?? '', end: card.fiscal_year?.end ?? '' },
    budget: budget?.lines
      ? { id: budget.id ?? '', name: budget.name ?? '', revenue: cardLine(budget.lines.revenue, 'revenue'), expenses: cardLine(budget.lines.expenses, 'expenses') }
      : null,
  };
}

export async function fetchBudgetCard(organizationId: string, signal?: AbortSignal): Promise<BudgetCard> {
  let request = getSupabase().rpc('get_dashboard_budget', { p_organization_id: organizationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return readBudgetCard(data);
}

export function useBudgetCard() {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: ['ledger', organizationId ?? '', 'dashboard_budget'] as const,
    queryFn: ({ signal }) => fetchBudgetCard(organizationId ?? '', signal),
    enabled: organizationId !== null,
  });
}

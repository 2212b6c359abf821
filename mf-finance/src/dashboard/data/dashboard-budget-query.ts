// The dashboard's budget card (get_dashboard_budget): this fiscal year's approved
// organization-wide budget to date against the ledger's actuals, with the variance, its percent and
// whether it is favourable, all from SQL. Keyed under ['ledger', organizationId] so a posting or a
// budget change (budgets are ledger tables for realtime) refetches it.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
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

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readLine(value: unknown, where: string): BudgetCardLine {
  if (!isRecord(value)) throw new Error(`The budget card's ${where} came back in an unexpected shape.`);
  return {
    budgetYearCents: toCents(value.budget_year, `${where}.budget_year`),
    budgetToDateCents: toCents(value.budget_to_date, `${where}.budget_to_date`),
    actualToDateCents: toCents(value.actual_to_date, `${where}.actual_to_date`),
    varianceCents: toCents(value.variance, `${where}.variance`),
    variancePercent: value.variance_percent === null || value.variance_percent === undefined ? null : Number(value.variance_percent),
    favourable: value.favourable === true,
  };
}

export function readBudgetCard(value: unknown): BudgetCard {
  if (!isRecord(value) || !isRecord(value.fiscal_year)) throw new Error('The budget card came back in an unexpected shape.');
  const budget = value.budget;
  const lines = isRecord(budget) && isRecord(budget.lines) ? budget.lines : null;
  return {
    asOf: String(value.as_of),
    fiscalYear: { start: String(value.fiscal_year.start), end: String(value.fiscal_year.end) },
    budget: isRecord(budget) && lines
      ? { id: String(budget.id), name: String(budget.name), revenue: readLine(lines.revenue, 'revenue'), expenses: readLine(lines.expenses, 'expenses') }
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

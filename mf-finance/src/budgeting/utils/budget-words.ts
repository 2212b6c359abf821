// Budgets in words: status labels and the scope ("Whole organization", "Fund: Youth Meals").
import type { BudgetStatus } from '../data/budget-summary';

export const STATUS_LABELS: Readonly<Record<BudgetStatus, string>> = { draft: 'Draft', approved: 'Approved', archived: 'Archived' };
export const STATUS_COLOURS: Readonly<Record<BudgetStatus, string>> = { draft: 'blue', approved: 'green', archived: 'default' };

export function scopeLabel(budget: { fund_name: string | null; project_name: string | null }): string {
  const parts = [budget.fund_name ? `Fund: ${budget.fund_name}` : null, budget.project_name ? `Project: ${budget.project_name}` : null].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Whole organization';
}

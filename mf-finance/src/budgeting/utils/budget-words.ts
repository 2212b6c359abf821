// Budgets in words: status labels and colours and the scope ("Whole organization", "Fund: Youth Meals").
import type { BudgetStatus } from '../data/budget-summary';

export const STATUS_LABELS: Readonly<Record<BudgetStatus, string>> = { draft: 'Draft', approved: 'Approved', archived: 'Archived' };
export const STATUS_COLOURS: Readonly<Record<BudgetStatus, string>> = { draft: 'blue', approved: 'green', archived: 'default' };

function isStatus(status: string | null): status is BudgetStatus {
  return status === 'draft' || status === 'approved' || status === 'archived';
}

/** A status as the screens say it; none (or one the screens do not know) is said as it is, or not at all. */
export function statusLabel(status: string | null): string {
  return isStatus(status) ? STATUS_LABELS[status] : (status ?? '');
}

export function statusColour(status: string | null): string {
  return isStatus(status) ? STATUS_COLOURS[status] : 'default';
}

export function scopeLabel(budget: { fund_name: string | null; project_name: string | null }): string {
  const parts = [budget.fund_name ? `Fund: ${budget.fund_name}` : null, budget.project_name ? `Project: ${budget.project_name}` : null].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Whole organization';
}

// After a budget write, at once rather than when realtime reports it: the budget lists and grids and
// the ledger figures compared with budgets (the dashboard reads the approved budget too).
import { invalidateOnTableChange } from '@missionbase/session';

export function refreshBudgets(organizationId: string | null): void {
  if (!organizationId) return;
  invalidateOnTableChange('budgets', organizationId);
  invalidateOnTableChange('budget_line_items', organizationId);
}

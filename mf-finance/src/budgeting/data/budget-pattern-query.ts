// Last fiscal year's monthly actuals of one account in a budget's scope (budget_last_year_pattern:
// twelve amounts as text), fetched when an account is added to the grid so "spread like last year"
// works for it too.
import { getSupabase } from '@missionbase/session';

export async function fetchLastYearPattern(budgetId: string, accountId: string): Promise<string[]> {
  const { data, error } = await getSupabase().rpc('budget_last_year_pattern', { p_budget_id: budgetId, p_account_id: accountId });
  if (error) throw error;
  return data;
}

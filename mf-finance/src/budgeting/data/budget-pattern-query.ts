// Last fiscal year's monthly actuals of one account in a budget's scope (budget_last_year_pattern),
// fetched when an account is added to the grid so "spread like last year" works for it too.
import { getSupabase } from '@missionbase/session';
import { z } from 'zod';

export async function fetchLastYearPattern(budgetId: string, accountId: string): Promise<string[]> {
  const { data, error } = await getSupabase().rpc('budget_last_year_pattern', { p_budget_id: budgetId, p_account_id: accountId });
  if (error) throw error;
  return z.array(z.union([z.string(), z.number()]).transform(String)).length(12).parse(data);
}

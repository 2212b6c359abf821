// Year-end giving statements (giving_statements): one per donor who gave in a calendar year, or one
// donor's, with the totals computed in SQL. Fetched when a statement or the year's zip is made.
import { getSupabase } from '@missionbase/session';
import type { GivingStatement } from '../receipts/receipt-document';

export async function fetchGivingStatements(organizationId: string, year: number, donorId?: string): Promise<GivingStatement[]> {
  const { data, error } = await getSupabase().rpc('giving_statements', { p_organization_id: organizationId, p_year: year, p_donor_id: donorId });
  if (error) throw error;
  return data;
}

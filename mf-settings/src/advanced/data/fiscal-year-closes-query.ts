// The organization's year-end closes, newest first (every member reads them under RLS), with who
// closed and who reopened each.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, type Tables } from '@missionbase/session';
import { advancedKeys } from './keys';

export type FiscalYearCloseRow = Tables<'fiscal_year_closes'>;

export async function fetchFiscalYearCloses(organizationId: string): Promise<FiscalYearCloseRow[]> {
  const { data, error } = await getSupabase()
    .from('fiscal_year_closes')
    .select('*')
    .eq('organization_id', organizationId)
    .order('fiscal_year_end', { ascending: false })
    .order('closed_at', { ascending: false });
  if (error) throw error;
  return data;
}

export function useFiscalYearClosesQuery(organizationId: string) {
  return useQuery({ queryKey: advancedKeys.fiscalYearCloses(organizationId), queryFn: () => fetchFiscalYearCloses(organizationId) });
}

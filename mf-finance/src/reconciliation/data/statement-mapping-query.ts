// The CSV column mapping remembered for an account (bank_statement_mappings).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { StatementCsvMapping } from '../utils/parse-csv';
import { reconciliationKeys } from './keys';

export async function fetchStatementMapping(organizationId: string, accountId: string): Promise<Partial<StatementCsvMapping> | null> {
  const { data, error } = await getSupabase()
    .from('bank_statement_mappings')
    .select('mapping')
    .eq('organization_id', organizationId)
    .eq('account_id', accountId)
    .maybeSingle();
  if (error) throw error;
  const mapping = data?.mapping as unknown;
  return mapping && typeof mapping === 'object' && 'date' in mapping ? (mapping as Partial<StatementCsvMapping>) : null;
}

export function useStatementMapping(organizationId: string | null, accountId: string | undefined) {
  return useQuery({
    queryKey: reconciliationKeys.mapping(organizationId ?? '', accountId ?? ''),
    queryFn: () => fetchStatementMapping(organizationId ?? '', accountId ?? ''),
    enabled: Boolean(organizationId && accountId),
  });
}

// Remember an account's CSV column mapping for its next statement (upsert on organization+account).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { Json } from '@missionbase/session';
import type { StatementCsvMapping } from '../utils/parse-csv';
import { reconciliationKeys } from './keys';

export async function saveStatementMapping(organizationId: string, accountId: string, mapping: StatementCsvMapping): Promise<void> {
  const { error } = await getSupabase()
    .from('bank_statement_mappings')
    .upsert(
      { organization_id: organizationId, account_id: accountId, mapping: mapping as unknown as Json, updated_at: new Date().toISOString() },
      { onConflict: 'organization_id,account_id' },
    );
  if (error) throw error;
}

export function useSaveStatementMapping(organizationId: string | null, accountId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapping: StatementCsvMapping) => saveStatementMapping(organizationId ?? '', accountId ?? '', mapping),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reconciliationKeys.mapping(organizationId ?? '', accountId ?? '') }),
  });
}

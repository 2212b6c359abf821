// Closes a fiscal year (owners only: the database refuses everyone else in words) and reopens a
// closed one. Both move the lock date and post to the ledger, so the settings, the closes and every
// ledger figure are read again.
import { getSupabase, queryClient } from '@missionbase/session';
import { organizationSettingsKeys } from '../../organization/data/keys';
import { advancedKeys } from './keys';

async function refresh(organizationId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: advancedKeys.fiscalYearCloses(organizationId) }),
    queryClient.invalidateQueries({ queryKey: organizationSettingsKeys.settings(organizationId) }),
    queryClient.invalidateQueries({ queryKey: ['ledger', organizationId] }),
  ]);
}

export async function closeFiscalYear(organizationId: string, fiscalYearEnd: string): Promise<void> {
  const { error } = await getSupabase().rpc('close_fiscal_year', { p_organization_id: organizationId, p_fiscal_year_end: fiscalYearEnd });
  if (error) throw error;
  await refresh(organizationId);
}

export async function reopenFiscalYear(organizationId: string, closeId: string): Promise<void> {
  const { error } = await getSupabase().rpc('reopen_fiscal_year', { p_close_id: closeId });
  if (error) throw error;
  await refresh(organizationId);
}

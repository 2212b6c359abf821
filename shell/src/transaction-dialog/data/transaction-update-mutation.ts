// Updates one transaction. The row stays mutable while its posted journal entry does not: the
// database reverses the old entry (dated as it was) and posts a new one when date, type, account,
// amount, fund or project change (private.post_transaction, the transactions_post trigger).
import { getSupabase } from '@missionbase/session';
import type { TransactionWrite } from '@missionbase/domain/transaction-form';
import { TRANSACTION_MESSAGES } from '../transaction-messages';
import type { MutationResult } from './transaction-create-mutation';

export async function updateTransaction(id: string, organizationId: string, changes: TransactionWrite): Promise<MutationResult> {
  const { data, error } = await getSupabase()
    .from('transactions')
    .update(changes)
    .eq('id', id)
    .eq('organization_id', organizationId)
    .select('id');
  if (error) return { error: error.message };
  // Row Level Security hides a row the user may not change: the update then matches nothing.
  return { error: data.length === 1 ? null : TRANSACTION_MESSAGES.updateMatchedNothing };
}

// Inserts one transaction for an organization (SPEC section 7). The database posts its balanced
// journal entry in the same statement, so a refusal (a locked period, a wrong account) writes nothing.
import { getSupabase } from '@missionbase/session';
import type { TransactionInsert } from '@missionbase/domain/transaction-form';

export interface MutationResult {
  /** The server's message when it refused, else null. */
  error: string | null;
}

export async function createTransaction(row: TransactionInsert): Promise<MutationResult> {
  const { error } = await getSupabase().from('transactions').insert(row);
  return { error: error ? error.message : null };
}

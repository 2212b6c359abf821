// Reads one transaction by id (for a link that opens it for editing); null when it is not there
// or not the user's to read.
import { getSupabase } from '@missionbase/session';
import { readTransactionRecord, type TransactionRecord } from '@missionbase/domain/transaction-form';
import { TRANSACTION_COLUMNS } from './transaction-columns';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fetchTransaction(id: string): Promise<TransactionRecord | null> {
  if (!UUID.test(id)) return null;
  const { data, error } = await getSupabase().from('transactions').select(TRANSACTION_COLUMNS).eq('id', id).maybeSingle();
  if (error) return null;
  return readTransactionRecord(data);
}

// The words shown for a refused write. The ledger's own refusals (a locked period, a transaction
// needing another kind of account) are raised with their reason and shown as they are; everything
// else goes through the kit's plain-words mapping (constraint names and codes are not words).
import { serverErrorMessage } from '@missionbase/ui';

export function databaseMessage(error: unknown): string {
  const message = typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : '';
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  // A check raised by the ledger's code (23514) carries a sentence; a CHECK constraint's own
  // message names the constraint and is mapped by the kit instead.
  if (code === '23514' && message && !/violates check constraint/i.test(message)) return message;
  return serverErrorMessage(error);
}

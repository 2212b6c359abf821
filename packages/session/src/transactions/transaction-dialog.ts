// The shared actions that open and close the shell's transaction dialog, for adding or for editing a
// transaction. Any app (the shell's top bar, a remote's transactions list) calls them; the shell
// renders the one dialog from `transactionDialogAtom` and the record kept here.
import { atom } from 'jotai';
import { readTransactionRecord, type TransactionRecord } from '@missionbase/domain/transaction-form';
import { sessionStore } from '../atoms';
import { organizationDataAtom, transactionDialogAtom } from '../organization/organization-atoms';

export interface OpenTransactionDialogOptions {
  /** The row to edit; without it the dialog opens empty to add one. */
  transaction?: TransactionRecord;
}

/** The record handed to openTransactionDialog (the atom itself carries only the id). */
const handedTransactionAtom = atom<TransactionRecord | null>(null);

/**
 * The transaction being edited, or null when adding or closed: the record handed over, else the
 * organization bundle's row with the atom's id (so setting the atom with an id alone works too).
 */
export const editedTransactionAtom = atom<TransactionRecord | null>((get) => {
  const state = get(transactionDialogAtom);
  if (!state.open || state.mode !== 'edit') return null;
  const handed = get(handedTransactionAtom);
  if (handed?.id === state.transactionId) return handed;
  const rows = get(organizationDataAtom)?.transactions;
  if (!Array.isArray(rows)) return null;
  for (const row of rows) {
    const record = readTransactionRecord(row);
    if (record?.id === state.transactionId) return record;
  }
  return null;
});

/** `openTransactionDialog()` adds; `openTransactionDialog({ transaction })` edits that row. */
export function openTransactionDialog(options: OpenTransactionDialogOptions = {}): void {
  const { transaction } = options;
  sessionStore.set(handedTransactionAtom, transaction ?? null);
  sessionStore.set(transactionDialogAtom, transaction ? { open: true, mode: 'edit', transactionId: transaction.id } : { open: true, mode: 'add' });
}

export function closeTransactionDialog(): void {
  sessionStore.set(transactionDialogAtom, { open: false });
  sessionStore.set(handedTransactionAtom, null);
}

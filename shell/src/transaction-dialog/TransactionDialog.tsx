// The transaction dialog (SPEC sections 2, 3, 5 and 8): one modal in the shell, opened for adding
// or editing through the shared store (openTransactionDialog), by the top bar's New Transaction
// button, a remote, or an `?editTransaction=<id>` link. antd's Modal closes on Esc and gives focus
// back to the opener; trapTab keeps Tab inside. It is fetched on first open (layout/lazy-overlays.tsx),
// which also reads the `?editTransaction=` link.
import { useState } from 'react';
import { Modal } from '@missionbase/ui';
import { closeTransactionDialog, editedTransactionAtom, transactionDialogAtom, useSessionValue, type TransactionDialogState } from '@missionbase/session';
import type { TransactionRecord } from '@missionbase/domain/transaction-form';
import { TransactionForm } from './TransactionForm';
import { trapTab } from './trap-tab';

/** SPEC section 9: the dialog is at most 480 px wide (narrower screens keep a margin). */
export const TRANSACTION_DIALOG_WIDTH = 480;

type OpenState = Extract<TransactionDialogState, { open: true }>;

export function TransactionDialog() {
  const state = useSessionValue(transactionDialogAtom);
  const edited = useSessionValue(editedTransactionAtom);
  // What was open last, so the title and form stay put while the dialog animates closed.
  const [shown, setShown] = useState<OpenState | null>(state.open ? state : null);
  const [shownRecord, setShownRecord] = useState<TransactionRecord | null>(edited);
  if (state.open && state !== shown) setShown(state);
  if (state.open && edited !== shownRecord) setShownRecord(edited);

  const editing = shown?.mode === 'edit';
  return (
    <Modal
      open={state.open}
      title={editing ? 'Edit Transaction' : 'New Transaction'}
      width={TRANSACTION_DIALOG_WIDTH}
      onCancel={closeTransactionDialog}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      modalRender={(panel) => <div onKeyDown={trapTab}>{panel}</div>}
    >
      {shown ? (
        <TransactionForm
          // A new form for each transaction, and once the edited row arrives (a link's row loads late).
          key={shown.mode === 'edit' ? `edit-${shown.transactionId}-${shownRecord ? 'found' : 'missing'}` : 'add'}
          transaction={shown.mode === 'edit' ? shownRecord : null}
          editing={shown.mode === 'edit'}
          onDone={closeTransactionDialog}
        />
      ) : null}
    </Modal>
  );
}

// Delete with confirmation. The database reverses the transaction's journal entry, or refuses
// (a locked period, a viewer): its message is shown as it is.
import type { KeyboardEvent, MouseEvent } from 'react';
import { Button, Popconfirm, useToast, serverErrorMessage } from '@missionbase/ui';
import { useDeleteTransaction } from '../data/transaction-delete-mutation';
import type { TransactionListRow } from '../data/transaction-list-query';

export interface DeleteTransactionButtonProps {
  organizationId: string | null;
  row: TransactionListRow;
}

// The button sits inside a clickable row: its clicks and keys must not open the row too.
const keepInside = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

export function DeleteTransactionButton({ organizationId, row }: DeleteTransactionButtonProps) {
  const toast = useToast();
  const remove = useDeleteTransaction(organizationId);
  const { id } = row;
  // A row without an id cannot be deleted.
  if (id === null) return null;
  const name = row.description || (row.type ?? '');
  const date = row.date ?? '';
  return (
    <span onClick={keepInside} onKeyDown={keepInside}>
      <Popconfirm
        title="Delete this transaction?"
        description="Its journal entry is reversed in the ledger."
        okText="Delete"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText="Cancel"
        onConfirm={async () => {
          try {
            await remove.mutateAsync(id);
            toast({ title: 'Transaction deleted', description: `${name} (${date}) was deleted.`, variant: 'success' });
          } catch (error) {
            toast({ title: 'Could not delete the transaction', description: serverErrorMessage(error), variant: 'destructive' });
          }
        }}
      >
        <Button size="small" danger type="link" aria-label={`Delete ${name} of ${date}`}>
          Delete
        </Button>
      </Popconfirm>
    </span>
  );
}

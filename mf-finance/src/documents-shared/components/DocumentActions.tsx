// What can be done with an invoice or a bill from its page: edit (a draft; or the due date and
// notes of a final one), make it final (issue, approve), pay it, void it (confirmed; the database
// refuses a void with payments), and what the kind adds between paying and voiding (the invoice's
// PDF and e-mail). A refusal shows above the buttons in the database's words.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Flex, Popconfirm, serverErrorMessage, useToast } from '@missionbase/ui';
import { capitalized } from '../data/document-kind';
import type { DocumentKindDescription, DocumentTypes } from '../data/document-kind';
import { useSetDocumentStatus } from '../data/document-status-mutation';
import type { DocumentStatusChange } from '../data/document-status-mutation';
import { documentActions } from '../utils/document-state';

/** A refusal shown above the actions: what could not be done, and why. */
export interface ActionRefusal {
  title: string;
  text: string;
}

export interface DocumentActionsProps<T extends DocumentTypes> {
  documentKind: DocumentKindDescription<T>;
  record: T['record'];
  canEdit: boolean;
  onEdit: () => void;
  onPay: () => void;
  /** Buttons between paying and voiding, shown to viewers too; `refuse` shows their failures. */
  extra?: (refuse: (refusal: ActionRefusal | null) => void) => ReactNode;
}

export function DocumentActions<T extends DocumentTypes>({ documentKind, record, canEdit, onEdit, onPay, extra }: DocumentActionsProps<T>) {
  const toast = useToast();
  const status = useSetDocumentStatus(documentKind);
  const [refusal, setRefusal] = useState<ActionRefusal | null>(null);
  const { kind, noun } = documentKind;
  const number = documentKind.number(record);
  const actions = documentActions(kind, record.state);
  const handleStatus = async (change: DocumentStatusChange) => {
    try {
      await status.mutateAsync({ id: record.id, change });
      setRefusal(null);
      toast({ title: `${noun} ${number} ${change === 'final' ? documentKind.finalizedWord : 'voided'}`, variant: 'success' });
    } catch (error) {
      setRefusal({ title: `Could not ${change === 'final' ? documentKind.finalizeVerb : 'void'} the ${kind}`, text: serverErrorMessage(error) });
    }
  };
  if (!canEdit && !extra) return null;
  return (
    <>
      {refusal ? <Alert type="error" showIcon closable message={refusal.title} description={refusal.text} onClose={() => setRefusal(null)} style={{ marginBottom: 12 }} /> : null}
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        {canEdit && record.state !== 'void' ? <Button onClick={onEdit}>{actions.edit ? 'Edit draft' : 'Edit due date and notes'}</Button> : null}
        {canEdit && actions.finalize ? (
          <Button type="primary" loading={status.isPending} onClick={() => void handleStatus('final')}>
            {`${capitalized(documentKind.finalizeVerb)} ${kind}`}
          </Button>
        ) : null}
        {canEdit && actions.pay ? <Button type="primary" onClick={onPay}>{documentKind.payLabel}</Button> : null}
        {extra?.(setRefusal)}
        {canEdit && actions.void ? (
          <Popconfirm
            title={`Void ${kind} ${number}?`}
            description={record.state === 'draft' ? 'The draft is kept as void.' : `Its ${documentKind.entry} entry is reversed. This cannot be undone.`}
            okText={`Void ${kind}`}
            okButtonProps={{ danger: true }}
            onConfirm={() => handleStatus('void')}
          >
            <Button danger>Void</Button>
          </Popconfirm>
        ) : null}
      </Flex>
    </>
  );
}

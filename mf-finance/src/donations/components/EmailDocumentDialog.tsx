// Asks where to e-mail a receipt or a statement (the donor's address by default) and sends it
// through the outbox; the refusal of the database (a viewer, a bad address) shows in its words.
import { useState } from 'react';
import { Alert, Modal, Typography, serverErrorMessage } from '@missionbase/ui';
import { Input } from '@missionbase/ui/forms';

export interface EmailDocumentDialogProps {
  open: boolean;
  title: string;
  defaultRecipient: string | null;
  onSend: (recipient: string) => Promise<unknown>;
  onClose: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailDocumentDialog({ open, title, defaultRecipient, onSend, onClose }: EmailDocumentDialogProps) {
  const [recipient, setRecipient] = useState(defaultRecipient ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    const address = recipient.trim();
    if (!EMAIL.test(address)) {
      setProblem('Enter an e-mail address such as name@example.org.');
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await onSend(address);
      onClose();
    } catch (error) {
      setProblem(serverErrorMessage(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal open={open} title={title} okText="Send" onOk={() => void send()} confirmLoading={sending} onCancel={onClose} destroyOnHidden>
      <label htmlFor="document-email-recipient">
        <Typography.Text strong>Send to</Typography.Text>
      </label>
      <Input
        id="document-email-recipient"
        type="email"
        autoComplete="email"
        value={recipient}
        onChange={(event) => setRecipient(event.target.value)}
        onPressEnter={() => void send()}
        style={{ marginTop: 4 }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        The PDF is attached. The e-mail is recorded with the date it was sent.
      </Typography.Paragraph>
      {problem ? <Alert type="error" showIcon role="alert" title="Not sent" description={problem} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}

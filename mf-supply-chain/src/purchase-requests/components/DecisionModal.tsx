// Approve or reject a submitted request: a rejection needs a reason (the requester reads it in
// their notification); the database's refusal (role, threshold) shows in its words.
import { useState } from 'react';
import { Alert, Modal, serverErrorMessage, useToast } from '@missionbase/ui';
import { Form, Input } from '@missionbase/ui/forms';
import { useDecideRequest } from '../data/request-decide-mutation';

export function DecisionModal({ requestId, requestNumber, approve, onClose }: { requestId: string; requestNumber: string; approve: boolean | null; onClose: () => void }) {
  const decide = useDecideRequest();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => { setReason(''); setError(null); decide.reset(); onClose(); };
  return (
    <Modal
      open={approve !== null}
      title={approve ? `Approve ${requestNumber}` : `Reject ${requestNumber}`}
      okText={approve ? 'Approve' : 'Reject'}
      okButtonProps={{ danger: approve === false, loading: decide.isPending }}
      onCancel={close}
      onOk={() => {
        setError(null);
        if (approve === false && !reason.trim()) { setError('Give the reason for rejecting the request'); return; }
        decide.mutate({ requestId, approve: approve === true, reason: reason.trim() || undefined }, {
          onSuccess: () => { toast({ title: approve ? 'Request approved' : 'Request rejected', variant: 'success' }); close(); },
          onError: (failure) => setError(serverErrorMessage(failure)),
        });
      }}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical">
        <Form.Item label={approve ? 'Note (optional)' : 'Reason'} required={approve === false} htmlFor="decision-reason">
          <Input.TextArea id="decision-reason" rows={3} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

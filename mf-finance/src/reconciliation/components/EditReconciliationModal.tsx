// Correct the statement's end date and ending balance of a reconciliation in progress
// (update_bank_reconciliation). The balance may be negative (an overdrawn account). The database's
// refusals (a finished reconciliation, matched lines after the new end date) show in its words.
import { useState } from 'react';
import { Alert, Modal, serverErrorMessage } from '@missionbase/ui';
import { Form } from '@missionbase/ui/forms';
import { MoneyInput } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { ReconciliationSummary } from '../data/reconciliation-detail-query';
import { useUpdateReconciliation } from '../data/reconciliation-update-mutation';
import { signedAmountProblem } from '../utils/signed-amount';

export interface EditReconciliationModalProps {
  organizationId: string | null;
  summary: ReconciliationSummary;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

// Mounted while open, so each opening starts from the saved figures.
export function EditReconciliationModal(props: EditReconciliationModalProps) {
  return props.open ? <EditReconciliationDialog {...props} /> : null;
}

function EditReconciliationDialog({ organizationId, summary, onClose, onSaved }: EditReconciliationModalProps) {
  const update = useUpdateReconciliation(organizationId);
  const [endDate, setEndDate] = useState<string | null>(summary.statement_end_date);
  const [ending, setEnding] = useState(() => Number(summary.ending_balance).toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);

  const handleOk = async () => {
    const amountProblem = signedAmountProblem(ending);
    if (!endDate || amountProblem) {
      setProblem(!endDate ? 'Give the statement end date.' : `Ending balance: ${amountProblem ?? ''}`);
      return;
    }
    try {
      await update.mutateAsync({ reconciliationId: summary.id, statementEndDate: endDate, endingBalance: ending });
      onSaved();
    } catch (error) {
      setProblem(serverErrorMessage(error));
    }
  };

  return (
    <Modal open title="Edit the statement" okText="Save" onOk={() => void handleOk()} confirmLoading={update.isPending} onCancel={onClose} destroyOnHidden>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical" onFinish={() => void handleOk()}>
        <Form.Item label="Statement end date" htmlFor="reconcile-edit-end" required>
          <DateInput id="reconcile-edit-end" value={endDate} onChange={setEndDate} />
        </Form.Item>
        <Form.Item label="Ending balance on the statement" htmlFor="reconcile-edit-ending" required extra="Negative when the account is overdrawn: type a minus sign or use ±.">
          <MoneyInput id="reconcile-edit-ending" allowNegative value={ending} onChange={(value) => setEnding(value ?? '')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

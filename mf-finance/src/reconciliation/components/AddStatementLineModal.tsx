// Add a statement line by hand: a line the bank's file lacks (or a paper statement), with
// its date, description, amount (+ money in, − money out) and the bank's reference if any
// (add_bank_statement_line). The database's refusals show in its words.
import { useState } from 'react';
import { Alert, Modal, serverErrorMessage } from '@missionbase/ui';
import { Form, Input } from '@missionbase/ui/forms';
import { MoneyInput } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { ReconciliationSummary } from '../data/reconciliation-detail-query';
import { useAddStatementLine } from '../data/statement-line-add-mutation';
import { signedAmountProblem } from '../utils/signed-amount';

export interface AddStatementLineModalProps {
  organizationId: string | null;
  summary: ReconciliationSummary;
  open: boolean;
  onClose: () => void;
  onAdded: (description: string) => void;
}

// Mounted while open, so each opening starts empty.
export function AddStatementLineModal(props: AddStatementLineModalProps) {
  return props.open ? <AddStatementLineDialog {...props} /> : null;
}

function AddStatementLineDialog({ organizationId, summary, onClose, onAdded }: AddStatementLineModalProps) {
  const add = useAddStatementLine(organizationId);
  const [date, setDate] = useState<string | null>(summary.statement_end_date);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const handleOk = async () => {
    const amountProblem = signedAmountProblem(amount, { zero: false });
    if (!date) return setProblem('Give the line’s date.');
    if (!description.trim()) return setProblem('Give the line’s description as the bank shows it.');
    if (amountProblem) return setProblem(`Amount: ${amountProblem}`);
    try {
      await add.mutateAsync({ reconciliationId: summary.id, date, description: description.trim(), amount, reference: reference.trim() || null });
      onAdded(description.trim());
    } catch (error) {
      setProblem(serverErrorMessage(error));
    }
    return undefined;
  };

  return (
    <Modal open title="Add a statement line" okText="Add line" onOk={() => void handleOk()} confirmLoading={add.isPending} onCancel={onClose} destroyOnHidden>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical" onFinish={() => void handleOk()}>
        <Form.Item label="Date" htmlFor="statement-line-date" required>
          <DateInput id="statement-line-date" value={date} onChange={setDate} />
        </Form.Item>
        <Form.Item label="Description" htmlFor="statement-line-description" required>
          <Input id="statement-line-description" value={description} maxLength={300} onChange={(event) => setDescription(event.target.value)} />
        </Form.Item>
        <Form.Item label="Amount" htmlFor="statement-line-amount" required extra="Money in is positive; money out is negative: type a minus sign or use ±.">
          <MoneyInput id="statement-line-amount" allowNegative value={amount} onChange={(value) => setAmount(value ?? '')} />
        </Form.Item>
        <Form.Item label="Reference (optional)" htmlFor="statement-line-reference" extra="The bank’s reference, such as a check number.">
          <Input id="statement-line-reference" value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

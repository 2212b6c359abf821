// Create the missing transaction from a statement line (a bank fee, interest): choose the
// account (Expenses or Assets for money out, Revenue or Liabilities for money in) and a
// description; the database posts it through the transactions and matches it at once.
import { useState } from 'react';
import { Alert, Modal, Typography, formatMoney, serverErrorMessage } from '@missionbase/ui';
import { Form, Input } from '@missionbase/ui/forms';
import { AccountPicker, FundPicker } from '@missionbase/ui/pickers';
import type { StatementPageLine } from '../data/statement-lines-query';
import { useCreateTransactionFromLine } from '../data/statement-line-create-transaction-mutation';

export interface CreateFromLineModalProps {
  organizationId: string | null;
  line: StatementPageLine | null;
  onClose: () => void;
  onCreated: (description: string) => void;
}

// Mounted per line (key), so each opens with its own description.
export function CreateFromLineModal(props: CreateFromLineModalProps) {
  return props.line ? <CreateFromLineDialog key={props.line.id} {...props} line={props.line} /> : null;
}

function CreateFromLineDialog({ organizationId, line, onClose, onCreated }: CreateFromLineModalProps & { line: StatementPageLine }) {
  const create = useCreateTransactionFromLine(organizationId);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [fundId, setFundId] = useState<string | null>(null);
  const [description, setDescription] = useState(() => [line.payee, line.description].filter((part, index, all) => part && all.indexOf(part) === index).join(' '));
  const [problem, setProblem] = useState<string | null>(null);
  const moneyOut = Number(line.amount) < 0;

  const handleOk = async () => {
    if (!accountId) {
      setProblem('Choose the account the amount goes to.');
      return;
    }
    try {
      await create.mutateAsync({ statementLineId: line.id, accountId, description, fundId });
      onCreated(description);
    } catch (error) {
      setProblem(serverErrorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={moneyOut ? 'Record the payment from this line' : 'Record the deposit from this line'}
      okText="Create and match"
      confirmLoading={create.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {line.line_date} · {line.payee ?? line.description} · <strong>{formatMoney(line.amount)}</strong>
      </Typography.Paragraph>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical" onFinish={() => void handleOk()}>
        <Form.Item label={moneyOut ? 'Expense or asset account' : 'Revenue or liability account'} htmlFor="create-line-account" required>
          <AccountPicker id="create-line-account" categories={moneyOut ? ['Expenses', 'Assets'] : ['Revenue', 'Liabilities']} value={accountId} onChange={setAccountId} />
        </Form.Item>
        <Form.Item label="Description" htmlFor="create-line-description">
          <Input id="create-line-description" value={description} onChange={(e) => setDescription(e.target.value)} />
        </Form.Item>
        <Form.Item label="Fund (optional: the general fund when empty)" htmlFor="create-line-fund">
          <FundPicker id="create-line-fund" value={fundId} onChange={setFundId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

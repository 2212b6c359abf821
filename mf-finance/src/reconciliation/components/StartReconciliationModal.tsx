// Start a reconciliation: the statement's end date and ending balance; for the account's
// first reconciliation also the statement's first day (the opening balance is then the ledger
// balance before it, from SQL). Later ones open at the previous ending balance. The ending balance
// may be negative: an overdrawn account (MoneyInput's minus sign or ± toggle).
import { useState } from 'react';
import { Alert, Modal, Typography, serverErrorMessage } from '@missionbase/ui';
import { Form } from '@missionbase/ui/forms';
import { MoneyInput } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import { useStartReconciliation } from '../data/reconciliation-start-mutation';
import type { StartableAccount } from '../data/reconciliation-list-query';
import { signedAmountProblem } from '../utils/signed-amount';
import { organizationToday } from '@missionbase/session';

export interface StartReconciliationModalProps {
  organizationId: string | null;
  account: StartableAccount | null;
  onClose: () => void;
  onStarted: (reconciliationId: string) => void;
}

function lastDayOfPreviousMonth(): string {
  const [year, month] = organizationToday().split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 0)).toISOString().slice(0, 10);
}

// Mounted per account (key), so each opens with fresh dates.
export function StartReconciliationModal(props: StartReconciliationModalProps) {
  return props.account ? <StartReconciliationDialog key={props.account.id} {...props} account={props.account} /> : null;
}

function StartReconciliationDialog({ organizationId, account, onClose, onStarted }: StartReconciliationModalProps & { account: StartableAccount }) {
  const start = useStartReconciliation(organizationId);
  const [endDate, setEndDate] = useState<string | null>(lastDayOfPreviousMonth);
  const [startDate, setStartDate] = useState<string | null>(() => `${lastDayOfPreviousMonth().slice(0, 8)}01`);
  const [ending, setEnding] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const first = account.last_reconciled_date === null;

  const handleOk = async () => {
    if (!endDate || ending.trim() === '') {
      setProblem('Give the statement end date and its ending balance.');
      return;
    }
    const amountProblem = signedAmountProblem(ending);
    if (amountProblem) {
      setProblem(`Ending balance: ${amountProblem}`);
      return;
    }
    try {
      const id = await start.mutateAsync({ accountId: account.id, statementEndDate: endDate, endingBalance: ending, statementStartDate: first ? startDate : null });
      onStarted(id);
    } catch (error) {
      setProblem(serverErrorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={`Reconcile ${account.name ?? ''}`}
      okText="Start"
      onOk={() => void handleOk()}
      confirmLoading={start.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {first
          ? 'This is the account’s first reconciliation: it opens at the ledger balance before the statement’s first day.'
          : `It opens at the last reconciled statement’s ending balance (through ${account.last_reconciled_date ?? ''}).`}
      </Typography.Paragraph>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical" onFinish={() => void handleOk()}>
        {first ? (
          <Form.Item label="Statement start date" htmlFor="reconcile-start">
            <DateInput id="reconcile-start" value={startDate} onChange={setStartDate} />
          </Form.Item>
        ) : null}
        <Form.Item label="Statement end date" htmlFor="reconcile-end" required>
          <DateInput id="reconcile-end" value={endDate} onChange={setEndDate} />
        </Form.Item>
        <Form.Item label="Ending balance on the statement" htmlFor="reconcile-ending" required extra="Negative when the account is overdrawn: type a minus sign or use ±.">
          <MoneyInput id="reconcile-ending" allowNegative value={ending} onChange={(value) => setEnding(value ?? '')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

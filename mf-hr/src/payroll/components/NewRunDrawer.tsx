// A new payroll run: pay period, pay date, fund (the general fund when empty) and a note.
// The database proposes its lines; the run then opens on its own page for the hours and approval.
import { useMemo } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId, organizationToday } from '@missionbase/session';
import { Form, Input, RecordDrawer } from '@missionbase/ui/forms';
import { FundPicker } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { FieldErrorMap } from '@missionbase/ui';
import { useLatestPayrollPeriod } from '../data/payroll-latest-run-query';
import { useProposePayrollRun } from '../data/payroll-run-propose-mutation';
import type { ProposeRunInput } from '../data/payroll-run-propose-mutation';
import { nextPayPeriod } from '../utils/pay-period';

const ERROR_FIELDS: FieldErrorMap = {
  'ends before it starts': 'periodEnd',
  'pay date': 'payDate',
  'Period locked': 'payDate',
};

export function NewRunDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const organizationId = useActiveOrganizationId();
  const latest = useLatestPayrollPeriod(open ? organizationId : null);
  const propose = useProposePayrollRun();
  const navigate = useNavigate();
  const initialValues = useMemo<ProposeRunInput>(() => {
    const period = nextPayPeriod(latest.data?.period_end ?? null, organizationToday());
    return { ...period, fundId: null, notes: '' };
  }, [latest.data]);
  return (
    <RecordDrawer<ProposeRunInput>
      key={latest.data?.period_end ?? 'none'}
      title="New payroll run"
      open={open}
      onClose={onClose}
      initialValues={initialValues}
      errorMap={ERROR_FIELDS}
      saveLabel="Create run"
      successMessage="Payroll run created"
      onSubmit={async (values) => {
        const id = await propose.mutateAsync(values);
        navigate(`/app/hr/payroll/${id}`);
      }}
    >
      <Form.Item name="periodStart" label="Pay period starts" rules={[{ required: true, message: 'Give the first day of the period.' }]}>
        <DateInput />
      </Form.Item>
      <Form.Item name="periodEnd" label="Pay period ends" rules={[{ required: true, message: 'Give the last day of the period.' }]}>
        <DateInput />
      </Form.Item>
      <Form.Item name="payDate" label="Pay date" rules={[{ required: true, message: 'Give the pay date.' }]}>
        <DateInput />
      </Form.Item>
      <Form.Item name="fundId" label="Fund" extra="Empty: the general fund. An employee's allocation may name its own fund.">
        <FundPicker allowClear placeholder="General fund" />
      </Form.Item>
      <Form.Item name="notes" label="Note">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </RecordDrawer>
  );
}

// A pledge in the kit's RecordDrawer: donor, date made, amount, fund (its restriction is the
// pledge's), project, the schedule (one payment, or instalments every month, quarter or year) and
// memo. An opened pledge also shows what the database computed: status, paid, open balance, each
// instalment's paid part and the gifts applied, and offers "Cancel open balance" (written off
// against revenue). The database posts, checks and refuses in its own words; viewers read only.
import { useMemo } from 'react';
import { Alert, App, Button, Spin, Typography, formatMoney, serverErrorMessage, useToast } from '@missionbase/ui';
import { Descriptions } from '@missionbase/ui/display';
import { Table } from '@missionbase/ui/table';
import { Form, Input, InputNumber, RecordDrawer, Select } from '@missionbase/ui/forms';
import { Segmented } from '@missionbase/ui/toggles';
import { FundPicker, MoneyInput, ProjectPicker, RESTRICTION_LABELS, useBundleFunds } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { FieldErrorMap } from '@missionbase/ui';
import { useActiveOrganizationId, organizationToday } from '@missionbase/session';
import { DonorSelect } from '../../donations/components/DonorSelect';
import { methodLabel } from '../../donations/utils/donation-labels';
import { useCancelPledge } from '../data/pledge-cancel-mutation';
import { usePledge } from '../data/pledge-detail-query';
import type { PledgeDetail } from '../data/pledge-detail-query';
import { useSavePledge } from '../data/pledge-save-mutation';
import { FREQUENCIES, FREQUENCY_LABELS, newPledgeValues, pledgeFormSchema, pledgeValuesOf, pledgeWriteOf, scheduleOf } from '../utils/pledge-form';
import type { PledgeFormOutput, PledgeFormValues } from '../utils/pledge-form';
import { PledgeStatusTag } from './PledgeStatusTag';

export type PledgeDrawerState = { mode: 'new' } | { mode: 'edit'; pledgeId: string };

const ERROR_FIELDS: FieldErrorMap = {
  'instalments add up': 'amount',
  'already paid': 'amount',
  'its fund cannot change': 'fundId',
  locked: 'pledgeDate',
  'Revenue account': 'fundId',
};

const INSTALLMENT_STATUS: Record<string, string> = { paid: 'Paid', partially_paid: 'Partly paid', overdue: 'Overdue', due: 'Due', cancelled: 'Cancelled' };

function SchedulePreview() {
  const form = Form.useFormInstance<PledgeFormValues>();
  const values = Form.useWatch([], form);
  const parsed = values ? pledgeFormSchema.safeParse(values) : null;
  const schedule = parsed?.success ? scheduleOf(parsed.data) : [];
  if (schedule.length === 0) return null;
  return (
    <Typography.Paragraph type="secondary" data-testid="pledge-schedule-preview">
      {schedule.length === 1
        ? `One payment of ${formatMoney(schedule[0]?.amount ?? '0')} due ${schedule[0]?.due_date ?? ''}.`
        : `${schedule.length} payments: ${schedule.slice(0, 3).map((row) => `${formatMoney(row.amount)} on ${row.due_date}`).join(', ')}${schedule.length > 3 ? ', …' : ''}`}
    </Typography.Paragraph>
  );
}

function ScheduleFields() {
  const schedule = Form.useWatch<'single' | 'installments'>('schedule') ?? 'single';
  return (
    <>
      <Form.Item name="schedule" label="Schedule" style={{ marginBottom: 8 }}>
        <Segmented aria-label="Schedule" options={[{ value: 'single', label: 'One payment' }, { value: 'installments', label: 'Instalments' }]} />
      </Form.Item>
      <Form.Item name="firstDueDate" label={schedule === 'single' ? 'Due on' : 'First payment due'} required>
        <DateInput />
      </Form.Item>
      {schedule === 'installments' ? (
        <Form.Item label="Instalments" required style={{ marginBottom: 8 }}>
          <Form.Item name="count" noStyle>
            <InputNumber aria-label="Number of instalments" min={2} max={120} precision={0} style={{ width: 110, marginRight: 8 }} />
          </Form.Item>
          <Form.Item name="frequency" noStyle>
            <Select aria-label="How often" options={FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }))} style={{ width: 170 }} />
          </Form.Item>
        </Form.Item>
      ) : null}
      <SchedulePreview />
    </>
  );
}

function PledgeFigures({ pledge, readOnly }: { pledge: PledgeDetail; readOnly: boolean }) {
  const cancel = useCancelPledge();
  const toast = useToast();
  const { modal } = App.useApp();
  const pledgeId = pledge.id;
  const payments = pledge.payments ?? [];
  // A pledge without an id cannot be cancelled.
  const canCancel = !readOnly && pledgeId !== null && pledge.status !== 'cancelled' && pledge.status !== 'fulfilled';
  const askCancel = () => {
    modal.confirm({
      title: 'Cancel the open balance?',
      content: `${formatMoney(pledge.open_balance)} still to collect from ${pledge.donor_name ?? ''} is written off today (contribution revenue is reduced by it). Gifts already received stay.`,
      okText: 'Cancel open balance',
      okButtonProps: { danger: true },
      cancelText: 'Keep the pledge',
      onOk: async () => {
        try {
          if (pledgeId === null) return;
          await cancel.mutateAsync({ pledgeId, date: organizationToday(), reason: '' });
          toast({ title: 'Pledge cancelled', variant: 'success' });
        } catch (error) {
          toast({ title: 'The pledge was not cancelled', description: serverErrorMessage(error), variant: 'destructive' });
        }
      },
    });
  };
  return (
    <section aria-label="Pledge balance" style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'status', label: 'Status', children: <PledgeStatusTag status={pledge.status} overdue={pledge.overdue} /> },
          { key: 'paid', label: 'Paid', children: <span data-testid="pledge-paid">{formatMoney(pledge.paid)}</span> },
          ...(Number(pledge.written_off) > 0 ? [{ key: 'written_off', label: 'Cancelled', children: formatMoney(pledge.written_off) }] : []),
          { key: 'open', label: 'Open balance', children: <strong data-testid="pledge-open-balance">{formatMoney(pledge.open_balance)}</strong> },
          { key: 'restriction', label: 'Restriction', children: RESTRICTION_LABELS[pledge.restriction === 'with_donor_restrictions' ? 'with_donor_restrictions' : 'without_donor_restrictions'] },
        ]}
      />
      <Table
        size="small"
        style={{ marginTop: 12 }}
        pagination={false}
        rowKey="id"
        aria-label="Instalments"
        dataSource={pledge.installments ?? []}
        columns={[
          { key: 'due', title: 'Due', dataIndex: 'due_date' },
          { key: 'amount', title: 'Amount', align: 'right', render: (_value, row) => formatMoney(row.amount) },
          { key: 'paid', title: 'Paid', align: 'right', render: (_value, row) => formatMoney(row.paid) },
          { key: 'status', title: 'Status', render: (_value, row) => (row.status === null ? '' : (INSTALLMENT_STATUS[row.status] ?? row.status)) },
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>Gifts applied</Typography.Title>
      {payments.length === 0 ? (
        <Typography.Text type="secondary">No gift applied yet. Record a donation and choose this pledge under "Apply to pledge".</Typography.Text>
      ) : (
        <ul data-testid="pledge-payments" style={{ paddingLeft: 20 }}>
          {payments.map((payment) => (
            <li key={payment.id ?? payment.donation_date ?? ''}>
              {payment.donation_date}: {formatMoney(payment.amount)} by {methodLabel(payment.method).toLowerCase()}
              {payment.receipt_number ? ` (receipt ${payment.receipt_number})` : ''}
            </li>
          ))}
        </ul>
      )}
      {pledge.status === 'cancelled' ? (
        <Alert type="info" showIcon title={`Cancelled on ${pledge.cancel_date ?? ''}${pledge.cancel_reason ? `: ${pledge.cancel_reason}` : ''}`} />
      ) : null}
      {canCancel ? (
        <Button danger onClick={askCancel} loading={cancel.isPending} style={{ marginTop: 8 }}>
          Cancel open balance
        </Button>
      ) : null}
    </section>
  );
}

export function PledgeDrawer({ state, readOnly, onClose }: { state: PledgeDrawerState | null; readOnly: boolean; onClose: () => void }) {
  const organizationId = useActiveOrganizationId();
  const editingId = state?.mode === 'edit' ? state.pledgeId : null;
  const detail = usePledge(organizationId, editingId);
  const save = useSavePledge();
  const funds = useBundleFunds();
  const pledge = detail.data ?? null;
  const initialValues = useMemo<PledgeFormValues>(() => (pledge ? pledgeValuesOf(pledge) : newPledgeValues(organizationToday())), [pledge]);

  if (editingId && (detail.isLoading || detail.error || !pledge)) {
    return (
      <RecordDrawer<PledgeFormValues>
        key={`pending-${editingId}`}
        title={detail.isLoading ? 'Pledge' : 'Pledge not found'}
        open={state !== null}
        onClose={onClose}
        initialValues={initialValues}
        onSubmit={async () => undefined}
        readOnly
      >
        {detail.isLoading ? (
          <Spin aria-label="Loading the pledge" />
        ) : detail.error ? (
          <Alert type="error" showIcon title="The pledge could not be loaded" description={serverErrorMessage(detail.error)} action={<Button onClick={() => void detail.refetch()}>Retry</Button>} />
        ) : (
          <Alert type="warning" showIcon title="This pledge does not exist in this organization" description="It may have been deleted, or the link belongs to another organization." />
        )}
      </RecordDrawer>
    );
  }

  const locked = readOnly || pledge?.status === 'cancelled';
  return (
    <RecordDrawer<PledgeFormValues, PledgeFormOutput>
      key={editingId ?? 'new'}
      title={pledge ? `Pledge from ${pledge.donor_name ?? ''}` : 'New pledge'}
      open={state !== null}
      onClose={onClose}
      schema={pledgeFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await save.mutateAsync({ pledgeId: editingId, write: pledgeWriteOf(values) });
      }}
      errorMap={ERROR_FIELDS}
      successMessage={pledge ? 'Pledge saved' : 'Pledge recorded'}
      readOnly={locked}
      width={600}
    >
      {pledge ? <PledgeFigures pledge={pledge} readOnly={readOnly} /> : null}
      <Form.Item name="donorId" label="Donor" required>
        <DonorSelect aria-label="Donor" currentName={pledge?.donor_name ?? null} disabled={locked} />
      </Form.Item>
      <Form.Item name="pledgeDate" label="Pledged on" required extra="Contribution revenue is recognized on this date, in the pledge's fund.">
        <DateInput />
      </Form.Item>
      <Form.Item name="amount" label="Amount pledged" required>
        <MoneyInput aria-label="Amount pledged" />
      </Form.Item>
      <Form.Item name="fundId" label="Fund" extra={funds.length > 0 ? 'A pledge into a fund with donor restrictions is restricted; gifts applied to it go to the same fund.' : undefined}>
        <FundPicker aria-label="Fund" />
      </Form.Item>
      <Form.Item name="projectId" label="Project">
        <ProjectPicker aria-label="Project" />
      </Form.Item>
      <ScheduleFields />
      <Form.Item name="campaign" label="Campaign or appeal">
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="notes" label="Memo">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </RecordDrawer>
  );
}

// Pay bills: the open bills (approved, partially paid, overdue), soonest due first, each
// with a box and the amount to pay (its balance due; less is a partial payment), and one payment
// date, method, first check number and paying account for the batch. pay_bills posts every payment
// in one transaction (all or none) and numbers one check per vendor.
import { useMemo, useState } from 'react';
import { moneyToCents } from '@missionbase/domain/money';
import { useActiveOrganizationId, organizationToday } from '@missionbase/session';
import { Flex, Skeleton, Typography, formatMoney } from '@missionbase/ui';
import { Checkbox, Form, RecordDrawer } from '@missionbase/ui/forms';
import { MoneyInput } from '@missionbase/ui/pickers';
import { DocumentStateTag } from '../../documents-shared/components/DocumentStateTag';
import { PaymentFields } from '../../documents-shared/components/PaymentFields';
import { newPaymentValues, paymentFormSchema } from '../../documents-shared/utils/payment-form';
import type { PaymentFormOutput, PaymentFormValues } from '../../documents-shared/utils/payment-form';
import { useDocumentList } from '../../documents-shared/data/document-list-query';
import { BILL_KIND } from '../bill-kind';
import { usePayBills } from '../data/bills-pay-mutation';

interface Choice {
  selected: boolean;
  amount: string;
}

export function PayBillsDrawer({ open, onClose, onlyBillId }: { open: boolean; onClose: () => void; onlyBillId?: string }) {
  const organizationId = useActiveOrganizationId();
  const due = useDocumentList(BILL_KIND, organizationId, { status: 'open', sort: 'due', direction: 'asc', limit: 200, offset: 0 }, open);
  const pay = usePayBills();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const initialValues = useMemo<PaymentFormValues>(() => ({ ...newPaymentValues(organizationToday(), '', null), amount: '' }), []);
  // A bill without an id cannot be paid; one without a balance starts with no amount.
  const rows = (due.data?.rows ?? []).flatMap((row) =>
    row.id !== null && (onlyBillId === undefined || row.id === onlyBillId) ? [{ ...row, id: row.id, balance: row.balance ?? '' }] : []);
  const choiceOf = (id: string, balance: string): Choice => choices[id] ?? { selected: onlyBillId === id, amount: balance };
  const selected = rows.filter((row) => choiceOf(row.id, row.balance).selected);
  const totalCents = selected.reduce((sum, row) => sum + (moneyToCents(choiceOf(row.id, row.balance).amount) ?? 0), 0);

  return (
    <RecordDrawer<PaymentFormValues, PaymentFormOutput>
      key={onlyBillId ?? 'batch'}
      title={onlyBillId ? 'Pay bill' : 'Pay bills'}
      open={open}
      onClose={() => {
        setChoices({});
        setSelectionError(null);
        onClose();
      }}
      schema={paymentFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        if (selected.length === 0) {
          setSelectionError('Choose at least one bill to pay.');
          throw new Error('Choose at least one bill to pay.');
        }
        if (selected.some((row) => !((moneyToCents(choiceOf(row.id, row.balance).amount) ?? 0) > 0))) {
          setSelectionError('Enter an amount greater than 0 for each bill to pay.');
          throw new Error('Enter an amount greater than 0 for each bill to pay.');
        }
        setSelectionError(null);
        await pay.mutateAsync({ payments: selected.map((row) => ({ billId: row.id, amount: choiceOf(row.id, row.balance).amount })), values });
        setChoices({});
      }}
      errorMap={{ locked: 'paymentDate', 'dated before': 'paymentDate', 'Assets account': 'accountId' }}
      successMessage={selected.length === 1 ? 'Bill paid' : `${selected.length} bills paid`}
      width={640}
    >
      <section aria-label="Bills to pay" style={{ marginBottom: 16 }}>
        {due.isPending ? <Skeleton active /> : null}
        {due.data && rows.length === 0 ? <Typography.Paragraph type="secondary">No approved bill is waiting to be paid.</Typography.Paragraph> : null}
        {rows.map((row) => {
          const choice = choiceOf(row.id, row.balance);
          return (
            <Flex key={row.id} wrap gap={8} align="center" justify="space-between" style={{ borderBottom: '1px solid rgba(0,0,0,0.06)', padding: '6px 0' }}>
              <Checkbox
                checked={choice.selected}
                onChange={(event) => setChoices((current) => ({ ...current, [row.id]: { ...choice, selected: event.target.checked } }))}
                aria-label={`Pay bill ${row.bill_number ?? ''} from ${row.vendor_name ?? ''}`}
              >
                {row.bill_number} · {row.vendor_name} · due {row.due_date} <DocumentStateTag state={row.state} daysOverdue={row.days_overdue} />
              </Checkbox>
              <div style={{ width: 140 }}>
                <MoneyInput
                  aria-label={`Amount to pay on ${row.bill_number ?? ''}`}
                  value={choice.amount}
                  disabled={!choice.selected}
                  onChange={(value) => setChoices((current) => ({ ...current, [row.id]: { ...choice, amount: value ?? '' } }))}
                />
              </div>
            </Flex>
          );
        })}
        <Typography.Paragraph strong style={{ marginTop: 8 }} data-testid="pay-bills-total">
          {selected.length} selected · {formatMoney((totalCents / 100).toFixed(2))}
        </Typography.Paragraph>
        {selectionError ? <Typography.Text type="danger" role="alert">{selectionError}</Typography.Text> : null}
      </section>
      <PaymentFields withAmount={false} accountLabel="Pay from" />
      <Form.Item hidden name="amount"><MoneyInput /></Form.Item>
    </RecordDrawer>
  );
}

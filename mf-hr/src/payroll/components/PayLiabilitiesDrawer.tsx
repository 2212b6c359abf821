// Record a payment of payroll liabilities: the rows chosen on the Liabilities tab, each with the
// amount to pay (all that is owed unless less is typed), and one payment date, method, reference
// and paying account. The database posts one entry for the whole payment, or nothing.
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { organizationToday } from '@missionbase/session';
import { Flex, Typography, formatMoney } from '@missionbase/ui';
import { Form, Input, RecordDrawer, Select } from '@missionbase/ui/forms';
import { AccountPicker, MoneyInput } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import { centsToDecimalString } from '@missionbase/domain/money';
import { usePayPayrollLiabilities } from '../data/payroll-liabilities-pay-mutation';
import { liabilityKey, paymentDraft, periodLabel } from '../utils/liabilities';
import type { LiabilityRow } from '../utils/liabilities';

export const LIABILITY_PAYMENT_METHODS = [
  { value: 'ach', label: 'ACH / electronic (EFTPS)' },
  { value: 'check', label: 'Check' },
  { value: 'wire', label: 'Wire' },
  { value: 'card', label: 'Card' },
  { value: 'cash', label: 'Cash' },
  { value: 'other', label: 'Other' },
] as const;

const schema = z.object({
  paymentDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the payment date.'),
  method: z.enum(['ach', 'check', 'wire', 'card', 'cash', 'other']),
  reference: z.string().trim().max(100, 'A reference has at most 100 characters.'),
  accountId: z.string().nullable(),
  memo: z.string().trim().max(500, 'A memo has at most 500 characters.'),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

export function PayLiabilitiesDrawer({ open, rows, onClose, onPaid }: { open: boolean; rows: readonly LiabilityRow[]; onClose: () => void; onPaid: () => void }) {
  const pay = usePayPayrollLiabilities();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const initialValues = useMemo<Values>(() => ({ paymentDate: organizationToday(), method: 'ach', reference: '', accountId: null, memo: '' }), []);
  const draft = paymentDraft(rows, amounts);
  return (
    <RecordDrawer<Values, Output>
      title="Pay payroll liabilities"
      open={open}
      onClose={() => {
        setAmounts({});
        setProblem(null);
        onClose();
      }}
      schema={schema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        if (!draft.ok) {
          setProblem(draft.problem);
          throw new Error(draft.problem);
        }
        setProblem(null);
        await pay.mutateAsync({ items: draft.items, ...values });
        setAmounts({});
        onPaid();
      }}
      errorMap={{ locked: 'paymentDate', 'payment date': 'paymentDate', 'Assets account': 'accountId' }}
      successMessage="Liability payment recorded"
      saveLabel="Record payment"
      width={640}
    >
      <section aria-label="Liabilities to pay" style={{ marginBottom: 16 }}>
        {rows.map((row) => {
          const key = liabilityKey(row);
          return (
            <Flex key={key} wrap gap={8} align="center" justify="space-between" style={{ borderBottom: '1px solid rgba(0,0,0,0.06)', padding: '6px 0' }}>
              <Typography.Text>{row.agency} · {row.item} · {periodLabel(row.period)} <Typography.Text type="secondary">(owed {formatMoney(row.owed)})</Typography.Text></Typography.Text>
              <div style={{ width: 140 }}>
                <MoneyInput aria-label={`Amount of ${row.item ?? ''} for ${periodLabel(row.period)}`} value={amounts[key] ?? String(row.owed ?? '')}
                  onChange={(value) => setAmounts((current) => ({ ...current, [key]: value ?? '' }))} />
              </div>
            </Flex>
          );
        })}
        <Typography.Paragraph strong style={{ marginTop: 8 }} data-testid="liability-payment-total">
          {rows.length} selected · {draft.ok ? formatMoney(centsToDecimalString(draft.totalCents)) : ''}
        </Typography.Paragraph>
        {problem ?? (!draft.ok && rows.length > 0 ? draft.problem : null) ? (
          <Typography.Text type="danger" role="alert">{problem ?? (draft.ok ? '' : draft.problem)}</Typography.Text>
        ) : null}
      </section>
      <Form.Item name="paymentDate" label="Payment date" required>
        <DateInput aria-label="Payment date" />
      </Form.Item>
      <Form.Item name="method" label="Method" required>
        <Select aria-label="Method" options={LIABILITY_PAYMENT_METHODS.map((m) => ({ ...m }))} />
      </Form.Item>
      <Form.Item name="reference" label="Reference" extra="The confirmation number or check number.">
        <Input aria-label="Reference" autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item name="accountId" label="Pay from" extra="Empty: the organization's cash account.">
        <AccountPicker aria-label="Pay from" categories={['Assets']} />
      </Form.Item>
      <Form.Item name="memo" label="Memo">
        <Input aria-label="Memo" maxLength={500} />
      </Form.Item>
    </RecordDrawer>
  );
}

// The payment fields inside a form (an invoice payment drawer, the pay-bills dialog): date, amount
// (when paying one document), method, check number or reference, and the deposit / paying account
// (an Assets account; the database refuses any other in its words).
import { Form, Input, Select } from '@missionbase/ui/forms';
import { AccountPicker, MoneyInput } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import { PAYMENT_METHODS, paymentMethodLabel } from '../utils/document-state';

export function PaymentFields({ withAmount, accountLabel }: { withAmount: boolean; accountLabel: string }) {
  const method = Form.useWatch<string>('method');
  return (
    <>
      <Form.Item name="paymentDate" label="Payment date" required>
        <DateInput aria-label="Payment date" />
      </Form.Item>
      {withAmount ? (
        <Form.Item name="amount" label="Amount" required extra="A partial payment leaves the rest open.">
          <MoneyInput aria-label="Amount" />
        </Form.Item>
      ) : null}
      <Form.Item name="method" label="Method" required>
        <Select aria-label="Method" options={PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodLabel(value) }))} />
      </Form.Item>
      <Form.Item name="reference" label={method === 'check' ? 'Check number' : 'Reference'}>
        <Input aria-label={method === 'check' ? 'Check number' : 'Reference'} autoComplete="off" maxLength={60} />
      </Form.Item>
      <Form.Item name="accountId" label={accountLabel} extra="Empty: the organization's cash account.">
        <AccountPicker aria-label={accountLabel} categories={['Assets']} />
      </Form.Item>
      <Form.Item name="balance" hidden>
        <Input />
      </Form.Item>
    </>
  );
}

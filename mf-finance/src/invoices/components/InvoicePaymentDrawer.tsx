// Records a payment on an invoice: date, amount (the balance due by default; less is a
// partial payment), method, check number or reference, deposit account. The database posts it
// (debit the deposit account, credit Accounts Receivable) and refuses in its words (more than the
// balance, a locked period, a viewer).
import { useMemo } from 'react';
import { Typography, formatMoney } from '@missionbase/ui';
import { RecordDrawer } from '@missionbase/ui/forms';
import { PaymentFields } from '../../documents-shared/components/PaymentFields';
import { newPaymentValues, paymentFormSchema } from '../../documents-shared/utils/payment-form';
import type { PaymentFormOutput, PaymentFormValues } from '../../documents-shared/utils/payment-form';
import { useRecordInvoicePayment } from '../data/invoice-payment-mutation';
import type { InvoiceDetail } from '../invoice-kind';
import { organizationToday } from '@missionbase/session';

export function InvoicePaymentDrawer({ invoice, open, onClose }: { invoice: InvoiceDetail; open: boolean; onClose: () => void }) {
  const record = useRecordInvoicePayment();
  const initialValues = useMemo<PaymentFormValues>(() => newPaymentValues(organizationToday(), invoice.balance ?? '', null), [invoice.balance]);
  return (
    <RecordDrawer<PaymentFormValues, PaymentFormOutput>
      key={`${invoice.id}-${invoice.balance ?? ''}`}
      title={`Record payment · ${invoice.invoice_number ?? ''}`}
      open={open}
      onClose={onClose}
      schema={paymentFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await record.mutateAsync({ invoiceId: invoice.id, values });
      }}
      errorMap={{ 'balance due': 'amount', locked: 'paymentDate', 'dated before': 'paymentDate', 'Assets account': 'accountId' }}
      successMessage="Payment recorded"
      width={480}
    >
      <Typography.Paragraph>
        {invoice.customer_name} owes {formatMoney(invoice.balance)} of {formatMoney(invoice.total)}.
      </Typography.Paragraph>
      <PaymentFields withAmount accountLabel="Deposit to" />
    </RecordDrawer>
  );
}

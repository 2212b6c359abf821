// The payments recorded on an invoice or a bill, each with a link to the journal entry it posted.
import { Link } from '@missionbase/router';
import { Typography, formatMoney } from '@missionbase/ui';
import { List } from '@missionbase/ui/table';
import { paymentMethodLabel } from '../utils/document-state';

import type { DocumentPayment } from '../data/document-record';

export function DocumentPaymentsList({ payments, accountWord }: { payments: DocumentPayment[]; accountWord: string }) {
  // Our own empty text: antd's greyed placeholder fails the contrast check.
  if (payments.length === 0) return <Typography.Paragraph>No payments yet.</Typography.Paragraph>;
  return (
    <List
      size="small"
      bordered
      dataSource={payments}
      renderItem={(payment) => (
        <List.Item
          actions={payment.journal_entry_id ? [<Link key="entry" to={`/app/finance/journal-entries/${payment.journal_entry_id}`}>Entry</Link>] : []}
        >
          <List.Item.Meta
            title={<span>{payment.payment_date} · <span className="mb-money">{formatMoney(payment.amount)}</span></span>}
            description={
              <Typography.Text>
                {paymentMethodLabel(payment.method)}{payment.reference ? ` ${payment.reference}` : ''}
                {payment.account_label ? ` · ${accountWord} ${payment.account_label}` : ''}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}

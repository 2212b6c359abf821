// The organization's payments: date, description, amount in dollars and status, with clear empty
// and error states.
import { Alert, Button, Empty, Tag } from '@missionbase/ui';
import { Table } from '@missionbase/ui/table';
import { formatBillingDate } from '@missionbase/domain/billing-status';
import { formatCents } from '@missionbase/domain/cart';
import type { PaymentRow } from '../data/payments-query';

export function PaymentHistory({ payments, error, onRetry }: { payments: PaymentRow[]; error: string | null; onRetry: () => void }) {
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load the payment history"
        description={error}
        action={
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <Table<PaymentRow>
      data-testid="payment-history"
      rowKey="id"
      size="middle"
      pagination={payments.length > 12 ? { pageSize: 12 } : false}
      dataSource={payments}
      locale={{ emptyText: <Empty description="No payments yet. Payments appear here once a plan is paid." /> }}
      columns={[
        { title: 'Date', dataIndex: 'created_at', render: (value: string) => formatBillingDate(value) },
        { title: 'Description', dataIndex: 'description', render: (value: string) => value || 'Subscription payment' },
        { title: 'Amount', dataIndex: 'amount_cents', align: 'right', render: (value: number, row) => formatCents(value, row.currency.toUpperCase()) },
        { title: 'Status', dataIndex: 'status', render: (value: PaymentRow['status']) => <Tag color={value === 'paid' ? 'green' : 'red'}>{value === 'paid' ? 'Paid' : 'Failed'}</Tag> },
      ]}
    />
  );
}

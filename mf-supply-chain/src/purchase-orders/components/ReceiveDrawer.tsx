// Receive goods on a sent order: per line the quantity that arrived (the rest still due is
// offered), the date, and a confirmation for an over-receipt. The database posts the receipt and
// refuses in its words (more than ordered unless confirmed, a locked period).
import { useState } from 'react';
import { Alert, Button, Flex, Typography, serverErrorMessage, useToast } from '@missionbase/ui';
import { Table } from '@missionbase/ui/table';
import { Checkbox, Drawer, Input } from '@missionbase/ui/forms';
import { DateInput } from '@missionbase/ui/dates';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { formatQuantity } from '../../shared/format';
import type { OrderDetail, OrderLine } from '../data/order-detail-query';
import { useReceiveOrder } from '../data/order-receive-mutation';
import { organizationToday } from '@missionbase/session';

function remaining(line: OrderLine): number {
  return Math.max(0, Number(line.quantity) - Number(line.quantity_received));
}

export function ReceiveDrawer({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose: () => void }) {
  const receive = useReceiveOrder();
  const toast = useToast();
  // Mounted when opened (the page renders it only then): each line offers what is still due.
  const [quantities, setQuantities] = useState<Record<string, string>>(() => Object.fromEntries(order.lines.map((line) => [line.id, formatQuantity(remaining(line)).replace(/,/g, '')])));
  const [date, setDate] = useState(() => organizationToday());
  const [confirmOver, setConfirmOver] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const over = order.lines.some((line) => Number(quantities[line.id] ?? 0) > remaining(line));
  const submit = () => {
    const lines = order.lines
      .map((line) => ({ line_id: line.id, quantity: (quantities[line.id] ?? '').trim() }))
      .filter((line) => line.quantity !== '' && Number(line.quantity) > 0);
    if (lines.some((line) => !/^\d{1,10}(\.\d{1,2})?$/.test(line.quantity))) { setError('Enter each quantity like 12 or 2.5'); return; }
    if (lines.length === 0) { setError('Enter the quantity received on at least one line'); return; }
    setError(null);
    receive.mutate({ orderId: order.id, lines, receivedOn: date, confirmOverReceipt: confirmOver }, {
      onSuccess: () => { toast({ title: 'Receipt recorded', variant: 'success' }); onClose(); },
      onError: (failure) => setError(serverErrorMessage(failure)),
    });
  };

  return (
    <Drawer
      title={`Receive goods on ${order.po_number}`}
      open={open}
      onClose={onClose}
      size="large"
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={receive.isPending} onClick={submit}>Record receipt</Button>
        </Flex>
      }
    >
      {error ? <Alert type="error" showIcon message="Could not record the receipt" description={error} style={{ marginBottom: 12 }} /> : null}
      <Typography.Paragraph type="secondary">
        Each line received raises its item's stock at the order's price and posts Inventory against Goods Received Not Invoiced.
      </Typography.Paragraph>
      <label htmlFor="receipt-date"><Typography.Text strong>Received on</Typography.Text></label>
      <DateInput id="receipt-date" aria-label="Received on" value={date} onChange={(value) => setDate(value ?? organizationToday())} style={{ marginBottom: 16, maxWidth: 220, display: 'flex' }} />
      <ScrollRegion label="Lines to receive, scroll sideways">
      <Table<OrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.lines}
        columns={[
          { key: 'description', title: 'Line', render: (_, line) => line.description },
          { key: 'ordered', title: 'Ordered', align: 'right', render: (_, line) => formatQuantity(line.quantity) },
          { key: 'received', title: 'Received so far', align: 'right', render: (_, line) => formatQuantity(line.quantity_received) },
          {
            key: 'now', title: 'Receive now', render: (_, line, index) => (
              <Input
                aria-label={`Line ${index + 1} ${line.description} quantity received now`}
                inputMode="decimal"
                value={quantities[line.id] ?? ''}
                onChange={(event) => setQuantities((current) => ({ ...current, [line.id]: event.target.value }))}
                style={{ width: 100 }}
              />
            ),
          },
        ]}
      />
      </ScrollRegion>
      {over ? (
        <Checkbox checked={confirmOver} onChange={(event) => setConfirmOver(event.target.checked)} style={{ marginTop: 12 }}>
          More than ordered arrived on a line: record the over-receipt
        </Checkbox>
      ) : null}
    </Drawer>
  );
}

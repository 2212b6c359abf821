// One purchase order's own page (/app/supply-chain/purchase-orders/<id>): status,
// vendor, dates, request, fund and project, the lines with what was received, the three-way match
// and the bills entered for it, with the actions its status allows. An unknown id shows "not found".
import { recordTitle } from '@missionbase/app-config/page-title';
import { useState } from 'react';
import { Link, useParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Flex, PageFrame, Skeleton, Tag, Typography, formatMoney } from '@missionbase/ui';
import { Breadcrumb, Descriptions } from '@missionbase/ui/display';
import { Table } from '@missionbase/ui/table';
import { LoadFailed } from '../../shared/LoadFailed';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, formatQuantity, labelOf } from '../../shared/format';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { useCanEditSupplyChain } from '../../shared/use-can-edit';
import { useOrder } from '../data/order-detail-query';
import type { OrderLine } from '../data/order-detail-query';
import { MatchTable } from './MatchTable';
import { OrderActions } from './OrderActions';
import { lazyComponent, lazyPanel } from '@missionbase/app-config/lazy-panel';

const OrderDrawer = lazyPanel(() => import('./OrderDrawer').then((module) => module.OrderDrawer));
const ReceiveDrawer = lazyComponent(() => import('./ReceiveDrawer').then((module) => module.ReceiveDrawer));

const BACK = '/app/supply-chain/purchase-orders';

export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditSupplyChain();
  const order = useOrder(organizationId, orderId);
  const [editing, setEditing] = useState(false);
  const [receiving, setReceiving] = useState(false);

  if (order.isPending) return <PageFrame title="Purchase order"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;
  if (order.isError) return <LoadFailed title="Purchase order" error={order.error} onRetry={() => void order.refetch()} backTo={BACK} backLabel="All purchase orders" />;
  const data = order.data;
  if (!data) return <RecordNotFound what="Purchase order" backTo={BACK} backLabel="All purchase orders" />;

  return (
    <PageFrame title={recordTitle('Purchase order', data.po_number, data.vendor_name)}>
      <Breadcrumb items={[{ title: <Link to={BACK}>Purchase orders</Link> }, { title: data.po_number }]} style={{ marginBottom: 12 }} />
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <Tag color={ORDER_STATUS_COLORS[data.status]} data-testid="order-status">{labelOf(ORDER_STATUS_LABELS, data.status)}</Tag>
        <Typography.Text strong>{data.vendor_name}</Typography.Text>
      </Flex>
      <OrderActions order={data} canEdit={canEdit} onEdit={() => setEditing(true)} onReceive={() => setReceiving(true)} />
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Order date">{data.order_date}</Descriptions.Item>
        <Descriptions.Item label="Expected">{data.expected_date ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Request">
          {data.purchase_request_id && data.request ? <Link to={`/app/supply-chain/purchase-requests/${data.purchase_request_id}`}>{data.request.request_number}</Link> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Fund">{data.fund?.name ?? 'General fund'}</Descriptions.Item>
        <Descriptions.Item label="Project">{data.project?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Total"><span className="mb-money">{formatMoney(String(data.total))}</span></Descriptions.Item>
        {data.notes ? <Descriptions.Item label="Notes" span={2}>{data.notes}</Descriptions.Item> : null}
        {data.bills.length > 0 ? (
          <Descriptions.Item label="Bills" span={2}>
            <Flex wrap gap={8}>
              {data.bills.map((bill) => <Link key={bill.id} to={`/app/finance/bills/${bill.id}`}>{bill.bill_number} ({bill.status}, {formatMoney(String(bill.total))})</Link>)}
            </Flex>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <ScrollRegion label="Order lines, scroll sideways" style={{ marginBottom: 24 }}>
      <Table<OrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data.lines}
        aria-label="Lines"
        locale={{ emptyText: 'No lines yet: edit the draft to add them.' }}
        columns={[
          { key: 'description', title: 'Item', render: (_, line) => line.inventory_id ? <Link to={`/app/supply-chain/inventory/${line.inventory_id}`}>{line.description}</Link> : line.description },
          { key: 'quantity', title: 'Ordered', align: 'right', render: (_, line) => `${formatQuantity(line.quantity)}${line.inventory ? ` ${line.inventory.unit}` : ''}` },
          { key: 'received', title: 'Received', align: 'right', render: (_, line) => formatQuantity(line.quantity_received) },
          { key: 'price', title: 'Unit price', align: 'right', render: (_, line) => <span className="mb-money">{formatMoney(String(line.unit_cost))}</span> },
          { key: 'amount', title: 'Amount', align: 'right', render: (_, line) => <span className="mb-money">{formatMoney(String(line.amount ?? 0))}</span> },
        ]}
      />
      </ScrollRegion>
      {data.status !== 'draft' && data.status !== 'cancelled' ? <MatchTable organizationId={organizationId} orderId={data.id} /> : null}
      <OrderDrawer opened={editing} open={editing} order={data} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      {receiving ? <ReceiveDrawer order={data} open onClose={() => setReceiving(false)} /> : null}
    </PageFrame>
  );
}

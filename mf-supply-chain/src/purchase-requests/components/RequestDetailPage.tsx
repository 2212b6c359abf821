// One purchase request's own page (/app/supply-chain/purchase-requests/<id>): status,
// requester, dates, project, fund, justification, the decision and its reason, the items, the
// orders made from it, and the actions its status allows (edit and submit a draft, withdraw,
// approve or reject, create the purchase order). An unknown id shows "not found".
import { recordTitle } from '@missionbase/app-config/page-title';
import { useState } from 'react';
import { Link, useParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import {
  Alert,
  Button,
  Flex,
  PageFrame,
  Skeleton,
  Tag,
  Typography,
  formatMoney,
  serverErrorMessage,
} from '@missionbase/ui';
import { Breadcrumb, Descriptions } from '@missionbase/ui/display';
import { Table } from '@missionbase/ui/table';
import { LoadFailed } from '../../shared/LoadFailed';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { ORDER_STATUS_LABELS, REQUEST_STATUS_COLORS, REQUEST_STATUS_LABELS, formatQuantity, labelOf } from '../../shared/format';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { useCanApproveRequests, useCanEditSupplyChain } from '../../shared/use-can-edit';
import { useRequest } from '../data/request-detail-query';
import type { RequestItem } from '../data/request-detail-query';
import { useRequestStatus } from '../data/request-status-mutation';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

const CreateOrderModal = lazyPanel(() => import('./CreateOrderModal').then((module) => module.CreateOrderModal));
const DecisionModal = lazyPanel(() => import('./DecisionModal').then((module) => module.DecisionModal));
const RequestDrawer = lazyPanel(() => import('./RequestDrawer').then((module) => module.RequestDrawer));

const BACK = '/app/supply-chain/purchase-requests';

export function RequestDetailPage() {
  const { requestId = '' } = useParams();
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditSupplyChain();
  const canApprove = useCanApproveRequests();
  const request = useRequest(organizationId, requestId);
  const status = useRequestStatus();
  const [editing, setEditing] = useState(false);
  const [decision, setDecision] = useState<boolean | null>(null);
  const [ordering, setOrdering] = useState(false);

  if (request.isPending) {
    return <PageFrame title="Purchase request"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;
  }
  if (request.isError) {
    return <LoadFailed title="Purchase request" error={request.error} onRetry={() => void request.refetch()} backTo={BACK} backLabel="All purchase requests" />;
  }
  const data = request.data;
  if (!data) return <RecordNotFound what="Purchase request" backTo={BACK} backLabel="All purchase requests" />;

  const setStatus = (next: 'submitted' | 'draft') => status.mutate({ requestId: data.id, status: next });
  return (
    <PageFrame title={recordTitle('Purchase request', data.request_number, data.title)}>
      <Breadcrumb items={[{ title: <Link to={BACK}>Purchase requests</Link> }, { title: data.request_number }]} style={{ marginBottom: 12 }} />
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <Tag color={REQUEST_STATUS_COLORS[data.status]} data-testid="request-status">{labelOf(REQUEST_STATUS_LABELS, data.status)}</Tag>
        <Typography.Text strong>{data.title}</Typography.Text>
      </Flex>
      {status.error ? <Alert type="error" showIcon message={serverErrorMessage(status.error)} style={{ marginBottom: 12 }} /> : null}
      {canEdit ? (
        <Flex wrap gap={8} style={{ marginBottom: 16 }}>
          {data.status === 'draft' ? (
            <>
              <Button onClick={() => setEditing(true)} onPointerEnter={RequestDrawer.preload} onFocus={RequestDrawer.preload}>Edit</Button>
              <Button type="primary" loading={status.isPending} onClick={() => setStatus('submitted')} disabled={data.items.length === 0}>Submit for approval</Button>
            </>
          ) : null}
          {data.status === 'submitted' ? <Button loading={status.isPending} onClick={() => setStatus('draft')}>Withdraw</Button> : null}
          {data.status === 'submitted' && canApprove ? (
            <>
              <Button type="primary" onClick={() => setDecision(true)} onPointerEnter={DecisionModal.preload} onFocus={DecisionModal.preload}>Approve</Button>
              <Button danger onClick={() => setDecision(false)} onPointerEnter={DecisionModal.preload} onFocus={DecisionModal.preload}>Reject</Button>
            </>
          ) : null}
          {data.status === 'rejected' ? <Button loading={status.isPending} onClick={() => setStatus('draft')}>Reopen as draft</Button> : null}
          {data.status === 'approved' ? <Button type="primary" onClick={() => setOrdering(true)} onPointerEnter={CreateOrderModal.preload} onFocus={CreateOrderModal.preload}>Create purchase order</Button> : null}
        </Flex>
      ) : null}
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Requested by">{data.requester_name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Needed by">{data.needed_by ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Project">{data.project?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Fund">{data.fund?.name ?? 'General fund'}</Descriptions.Item>
        <Descriptions.Item label="Department">{data.department ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Estimated total"><span className="mb-money">{formatMoney(String(data.estimated_total))}</span></Descriptions.Item>
        <Descriptions.Item label="Justification" span={2}>{data.justification ?? '—'}</Descriptions.Item>
        {data.decided_at ? (
          <Descriptions.Item label={data.status === 'rejected' ? 'Rejected' : 'Approved'} span={2}>
            {data.decided_at.slice(0, 10)}{data.decision_reason ? `: ${data.decision_reason}` : ''}
          </Descriptions.Item>
        ) : null}
        {data.orders.length > 0 ? (
          <Descriptions.Item label="Purchase orders" span={2}>
            <Flex wrap gap={8}>
              {data.orders.map((order) => (
                <Link key={order.id} to={`/app/supply-chain/purchase-orders/${order.id}`}>{order.po_number} ({labelOf(ORDER_STATUS_LABELS, order.status)})</Link>
              ))}
            </Flex>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <ScrollRegion label="Requested items, scroll sideways">
      <Table<RequestItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data.items}
        aria-label="Items"
        locale={{ emptyText: 'No items yet: edit the draft to add them.' }}
        columns={[
          { key: 'description', title: 'Item', render: (_, item) => item.inventory ? `${item.description}${item.inventory.sku ? ` (${item.inventory.sku})` : ''}` : item.description },
          { key: 'quantity', title: 'Quantity', align: 'right', render: (_, item) => `${formatQuantity(item.quantity)} ${item.unit}` },
          { key: 'cost', title: 'Estimated unit cost', align: 'right', render: (_, item) => <span className="mb-money">{formatMoney(String(item.estimated_unit_cost))}</span> },
          { key: 'amount', title: 'Estimated amount', align: 'right', render: (_, item) => <span className="mb-money">{formatMoney(String(item.estimated_amount ?? 0))}</span> },
        ]}
      />
      </ScrollRegion>
      <RequestDrawer opened={editing} open={editing} request={data} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      <DecisionModal opened={decision !== null} requestId={data.id} requestNumber={data.request_number} approve={decision} onClose={() => setDecision(null)} />
      <CreateOrderModal opened={ordering} requestIds={[data.id]} open={ordering} onClose={() => setOrdering(false)} />
    </PageFrame>
  );
}

// The purchase orders list: paged, filtered (status, search) and sorted by the database,
// the filters in the URL, with each order's received share; a row opens the order's own page.
import { useMemo, useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, Tag, Typography } from '@missionbase/ui';
import { DataTable, fetchAllPages, useTableUrlState, Select, Input } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, colorOf, labelOf } from '../../shared/format';
import { useCanEditSupplyChain } from '../../shared/use-can-edit';
import { ORDER_SORTS, fetchOrderList, useOrderList } from '../data/order-list-query';
import type { OrderListParams, OrderListRow, OrderSort } from '../data/order-list-query';
import { lazyComponent, lazyPanel } from '@missionbase/app-config/lazy-panel';

const CreateOrderModal = lazyComponent(() => import('../../purchase-requests/components/CreateOrderModal').then((module) => module.CreateOrderModal));
const OrderDrawer = lazyPanel(() => import('./OrderDrawer').then((module) => module.OrderDrawer));

const FILTER_KEYS = ['status', 'q'] as const;

export function OrdersList() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditSupplyChain();
  const navigate = useNavigate();
  const table = useTableUrlState({ defaultSort: { key: 'date', direction: 'desc' }, pageSize: 25, filterKeys: FILTER_KEYS, sortKeys: ORDER_SORTS });
  const sortKey = (ORDER_SORTS as readonly string[]).includes(table.sort?.key ?? '') ? (table.sort?.key as OrderSort) : 'date';
  const params: OrderListParams = {
    status: table.filters.status, search: table.filters.q, sort: sortKey, direction: table.sort?.direction ?? 'desc',
    limit: table.pageSize, offset: (table.page - 1) * table.pageSize,
  };
  const list = useOrderList(organizationId, params);
  const [creating, setCreating] = useState(false);
  const [fromRequests, setFromRequests] = useState(false);
  const open = (id: string) => void navigate(`/app/supply-chain/purchase-orders/${id}`);

  const columns = useMemo((): DataTableColumn<OrderListRow>[] => [
    { key: 'number', title: 'Number', sortable: true, width: 110, value: (row) => row.po_number ?? '' },
    { key: 'date', title: 'Order date', sortable: true, width: 120, value: (row) => row.order_date ?? '' },
    { key: 'vendor', title: 'Vendor', sortable: true, value: (row) => row.vendor_name ?? '' },
    { key: 'expected', title: 'Expected', sortable: true, width: 120, value: (row) => row.expected_date ?? '' },
    { key: 'request', title: 'Request', hiddenByDefault: true, value: (row) => row.request_number ?? '' },
    {
      key: 'status', title: 'Status', sortable: true, width: 170,
      render: (row) => <Tag color={colorOf(ORDER_STATUS_COLORS, row.status)}>{labelOf(ORDER_STATUS_LABELS, row.status)}</Tag>,
      value: (row) => labelOf(ORDER_STATUS_LABELS, row.status),
    },
    { key: 'received', title: 'Received', align: 'right', width: 100, value: (row) => `${row.received_percent ?? 0}%` },
    { key: 'total', title: 'Total', sortable: true, money: true, width: 130, value: (row) => row.total },
  ], []);

  return (
    <>
      {canEdit ? (
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setCreating(true)} onPointerEnter={OrderDrawer.preload} onFocus={OrderDrawer.preload}>New purchase order</Button>
          <Button onClick={() => setFromRequests(true)} onPointerEnter={CreateOrderModal.preload} onFocus={CreateOrderModal.preload}>From approved requests</Button>
        </Flex>
      ) : null}
      <DataTable<OrderListRow>
        id="purchase-orders"
        caption="Purchase orders"
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        onRowClick={(row) => {
          if (row.id !== null) open(row.id);
        }}
        rowLabel={(row) => `Purchase order ${row.po_number ?? ''} to ${row.vendor_name ?? ''}, ${labelOf(ORDER_STATUS_LABELS, row.status)}`}
        emptyText={<Typography.Text type="secondary">{Object.keys(table.filters).length > 0 ? 'No orders match these filters.' : 'No purchase orders yet.'}</Typography.Text>}
        toolbar={
          <Flex wrap gap={8}>
            <Input.Search
              aria-label="Search orders"
              placeholder="Search number, vendor, notes"
              allowClear
              defaultValue={table.filters.q}
              onSearch={(value) => table.setFilter('q', value.trim() || null)}
              style={{ width: 260, maxWidth: '100%' }}
            />
            <Select
              aria-label="Status"
              allowClear
              placeholder="Any status"
              value={table.filters.status}
              onChange={(value?: string) => table.setFilter('status', value ?? null)}
              options={Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
              style={{ width: 180 }}
            />
          </Flex>
        }
        exportOptions={{
          title: 'Purchase orders',
          fileName: 'purchase-orders',
          period: 'All dates',
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchOrderList(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows),
          disabled: !list.data || list.data.total === 0,
        }}
      />
      {fromRequests ? <CreateOrderModal requestIds={[]} open onClose={() => setFromRequests(false)} /> : null}
      <OrderDrawer opened={creating} open={creating} order={null} onClose={() => setCreating(false)} onSaved={(id) => { setCreating(false); open(id); }} />
    </>
  );
}

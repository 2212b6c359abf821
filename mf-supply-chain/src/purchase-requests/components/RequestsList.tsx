// The purchase requests list: paged, filtered (status, search) and sorted by the database,
// the filters in the URL; a row opens the request's own page; New request for all but viewers.
import { useMemo, useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, Tag, Typography } from '@missionbase/ui';
import { DataTable, fetchAllPages, useTableUrlState, Select, Input } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { REQUEST_STATUS_COLORS, REQUEST_STATUS_LABELS, colorOf, labelOf } from '../../shared/format';
import { useCanEditSupplyChain } from '../../shared/use-can-edit';
import { REQUEST_SORTS, fetchRequestList, useRequestList } from '../data/request-list-query';
import type { RequestListParams, RequestListRow, RequestSort } from '../data/request-list-query';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

const RequestDrawer = lazyPanel(() => import('./RequestDrawer').then((module) => module.RequestDrawer));

const FILTER_KEYS = ['status', 'q'] as const;
const PAGE_SIZE = 25;

export function RequestsList() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditSupplyChain();
  const navigate = useNavigate();
  const table = useTableUrlState({ defaultSort: { key: 'created', direction: 'desc' }, pageSize: PAGE_SIZE, filterKeys: FILTER_KEYS, sortKeys: REQUEST_SORTS });
  const sortKey = (REQUEST_SORTS as readonly string[]).includes(table.sort?.key ?? '') ? (table.sort?.key as RequestSort) : 'created';
  const params: RequestListParams = {
    status: table.filters.status, search: table.filters.q, sort: sortKey, direction: table.sort?.direction ?? 'desc',
    limit: table.pageSize, offset: (table.page - 1) * table.pageSize,
  };
  const list = useRequestList(organizationId, params);
  const [creating, setCreating] = useState(false);

  const columns = useMemo((): DataTableColumn<RequestListRow>[] => [
    { key: 'number', title: 'Number', sortable: true, width: 110, value: (row) => row.request_number ?? '' },
    { key: 'title', title: 'Title', sortable: true, value: (row) => row.title ?? '' },
    { key: 'requester', title: 'Requested by', value: (row) => row.requester_name ?? '' },
    { key: 'needed_by', title: 'Needed by', sortable: true, width: 120, value: (row) => row.needed_by ?? '' },
    { key: 'project', title: 'Project', hiddenByDefault: true, value: (row) => row.project_name ?? '' },
    {
      key: 'status', title: 'Status', sortable: true, width: 130,
      render: (row) => <Tag color={colorOf(REQUEST_STATUS_COLORS, row.status)}>{labelOf(REQUEST_STATUS_LABELS, row.status)}</Tag>,
      value: (row) => labelOf(REQUEST_STATUS_LABELS, row.status),
    },
    { key: 'created', title: 'Created', sortable: true, hiddenByDefault: true, value: (row) => row.created_at?.slice(0, 10) ?? '' },
    { key: 'total', title: 'Estimated total', sortable: true, money: true, width: 150, value: (row) => row.estimated_total },
  ], []);

  return (
    <>
      {canEdit ? (
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setCreating(true)} onPointerEnter={RequestDrawer.preload} onFocus={RequestDrawer.preload}>New request</Button>
        </Flex>
      ) : null}
      <DataTable<RequestListRow>
        id="purchase-requests"
        caption="Purchase requests"
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        onRowClick={(row) => {
          if (row.id !== null) void navigate(`/app/supply-chain/purchase-requests/${row.id}`);
        }}
        rowLabel={(row) => `Purchase request ${row.request_number ?? ''} ${row.title ?? ''}, ${labelOf(REQUEST_STATUS_LABELS, row.status)}`}
        emptyText={<Typography.Text type="secondary">{Object.keys(table.filters).length > 0 ? 'No requests match these filters.' : 'No purchase requests yet.'}</Typography.Text>}
        toolbar={
          <Flex wrap gap={8}>
            <Input.Search
              aria-label="Search requests"
              placeholder="Search number, title, requester"
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
              options={Object.entries(REQUEST_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
              style={{ width: 160 }}
            />
          </Flex>
        }
        exportOptions={{
          title: 'Purchase requests',
          fileName: 'purchase-requests',
          period: 'All dates',
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchRequestList(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows),
          disabled: !list.data || list.data.total === 0,
        }}
      />
      <RequestDrawer opened={creating} open={creating} request={null} onClose={() => setCreating(false)} onSaved={(id) => { setCreating(false); void navigate(`/app/supply-chain/purchase-requests/${id}`); }} />
    </>
  );
}

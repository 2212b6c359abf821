// An item's stock movement history: each receipt, adjustment and opening stock with its
// quantity, cost, value, the balance after it, why, and the purchase order it came on; paged by
// the database (newest first).
import { useMemo } from 'react';
import { Link } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Typography } from '@missionbase/ui';
import { DataTable, fetchAllPages, useTableUrlState } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { MOVEMENT_KIND_LABELS, formatQuantity, labelOf } from '../../shared/format';
import { fetchMovements, useMovements } from '../data/movement-list-query';
import type { MovementRow } from '../data/movement-list-query';

export function MovementHistory({ itemId, itemName }: { itemId: string; itemName: string }) {
  const organizationId = useActiveOrganizationId();
  const table = useTableUrlState({ defaultSort: null, pageSize: 25, filterKeys: [] as const, prefix: 'm.' });
  const page = { limit: table.pageSize, offset: (table.page - 1) * table.pageSize };
  const movements = useMovements(organizationId, itemId, page);
  const columns = useMemo((): DataTableColumn<MovementRow>[] => [
    { key: 'date', title: 'Date', width: 110, value: (row) => row.movement_date ?? '' },
    { key: 'kind', title: 'Movement', value: (row) => labelOf(MOVEMENT_KIND_LABELS, row.kind) },
    { key: 'quantity', title: 'Quantity', align: 'right', value: (row) => `${Number(row.quantity) > 0 ? '+' : ''}${formatQuantity(row.quantity)}` },
    { key: 'unit_cost', title: 'Unit cost', money: true, value: (row) => row.unit_cost },
    { key: 'value', title: 'Value', money: true, value: (row) => row.value },
    { key: 'after', title: 'On hand after', align: 'right', value: (row) => formatQuantity(row.quantity_after) },
    { key: 'value_after', title: 'Value after', money: true, hiddenByDefault: true, value: (row) => row.value_after },
    { key: 'reason', title: 'Reason', value: (row) => row.reason ?? '' },
    { key: 'project', title: 'Program', value: (row) => row.project_name ?? '' },
    {
      key: 'po', title: 'Purchase order',
      render: (row) => (row.purchase_order_id ? <Link to={`/app/supply-chain/purchase-orders/${row.purchase_order_id}`}>{row.po_number}</Link> : ''),
      value: (row) => row.po_number ?? '',
    },
  ], []);
  return (
    <section aria-labelledby="movements-title">
      <Typography.Title level={3} id="movements-title" style={{ fontSize: 16 }}>Stock movements</Typography.Title>
      <DataTable<MovementRow>
        id="stock-movements"
        caption={`Stock movements of ${itemName}`}
        rowKey="id"
        columns={columns}
        rows={movements.data?.rows}
        total={movements.data?.total}
        loading={movements.isFetching}
        error={movements.error}
        onRetry={() => void movements.refetch()}
        table={table}
        emptyText={<Typography.Text type="secondary">No movements yet.</Typography.Text>}
        exportOptions={{
          title: `Stock movements: ${itemName}`,
          fileName: 'stock-movements',
          period: 'All dates',
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchMovements(organizationId ?? '', itemId, { limit: to - from + 1, offset: from })).rows),
          disabled: !movements.data || movements.data.total === 0,
        }}
      />
    </section>
  );
}

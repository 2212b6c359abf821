// The inventory list: items with SKU, category, unit, location, on hand, unit cost, value
// and reorder level, paged, searched and sorted by the database (filters in the URL), the total
// value from SQL and items below their reorder level flagged; a row opens the item's own page.
import { useMemo, useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, Tag, Typography, formatMoney } from '@missionbase/ui';
import { DataTable, fetchAllPages, useTableUrlState } from '@missionbase/ui/table';
import { Input } from '@missionbase/ui/table';
import { Switch } from '@missionbase/ui/toggles';
import type { DataTableColumn } from '@missionbase/ui/table';
import { formatQuantity } from '../../shared/format';
import { useCanEditSupplyChain } from '../../shared/use-can-edit';
import { ITEM_SORTS, fetchItemList, useItemList } from '../data/item-list-query';
import type { ItemListParams, ItemListRow, ItemSort } from '../data/item-list-query';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

const ItemDrawer = lazyPanel(() => import('./ItemDrawer').then((module) => module.ItemDrawer));

const FILTER_KEYS = ['q', 'category', 'low'] as const;

export function ItemsList() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditSupplyChain();
  const navigate = useNavigate();
  const table = useTableUrlState({ defaultSort: { key: 'name', direction: 'asc' }, pageSize: 50, filterKeys: FILTER_KEYS, sortKeys: ITEM_SORTS });
  const sortKey = (ITEM_SORTS as readonly string[]).includes(table.sort?.key ?? '') ? (table.sort?.key as ItemSort) : 'name';
  const params: ItemListParams = {
    search: table.filters.q, category: table.filters.category, lowStock: table.filters.low === '1', sort: sortKey,
    direction: table.sort?.direction ?? 'asc', limit: table.pageSize, offset: (table.page - 1) * table.pageSize,
  };
  const list = useItemList(organizationId, params);
  const [creating, setCreating] = useState(false);
  const open = (id: string) => void navigate(`/app/supply-chain/inventory/${id}`);

  const columns = useMemo((): DataTableColumn<ItemListRow>[] => [
    { key: 'sku', title: 'SKU', sortable: true, width: 110, value: (row) => row.sku ?? '' },
    { key: 'name', title: 'Item', sortable: true, value: (row) => row.name ?? '' },
    { key: 'category', title: 'Category', sortable: true, value: (row) => row.category ?? '' },
    { key: 'location', title: 'Location', sortable: true, hiddenByDefault: true, value: (row) => row.location ?? '' },
    {
      key: 'on_hand', title: 'On hand', sortable: true, align: 'right', width: 150,
      render: (row) => (
        <Flex gap={6} justify="end" align="center">
          {row.below_reorder ? <Tag color="red">Low</Tag> : null}
          <span>{formatQuantity(row.quantity_on_hand)} {row.unit ?? ''}</span>
        </Flex>
      ),
      value: (row) => `${formatQuantity(row.quantity_on_hand)} ${row.unit ?? ''}`,
    },
    { key: 'reorder', title: 'Reorder level', align: 'right', width: 120, value: (row) => formatQuantity(row.reorder_level) },
    { key: 'unit_cost', title: 'Unit cost', sortable: true, money: true, width: 120, value: (row) => row.unit_cost },
    { key: 'value', title: 'Value', sortable: true, money: true, width: 130, value: (row) => row.stock_value },
  ], []);

  const totals = list.data?.totals;
  return (
    <>
      {canEdit ? (
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setCreating(true)} onPointerEnter={ItemDrawer.preload} onFocus={ItemDrawer.preload}>New item</Button>
        </Flex>
      ) : null}
      {totals ? (
        <Typography.Paragraph data-testid="inventory-totals">
          {totals.count} {totals.count === 1 ? 'item' : 'items'} worth {formatMoney(totals.value)} at cost; {totals.low_stock} below the reorder level.
        </Typography.Paragraph>
      ) : null}
      <DataTable<ItemListRow>
        id="inventory"
        caption="Inventory items"
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        totals={totals ? { value: totals.value } : null}
        totalsLabel="Total value of the listed items"
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        onRowClick={(row) => {
          if (row.id !== null) open(row.id);
        }}
        rowLabel={(row) => `${row.name ?? ''}, ${formatQuantity(row.quantity_on_hand)} ${row.unit ?? ''} on hand${row.below_reorder ? ', below reorder level' : ''}`}
        emptyText={<Typography.Text type="secondary">{Object.keys(table.filters).length > 0 ? 'No items match these filters.' : 'No inventory items yet.'}</Typography.Text>}
        toolbar={
          <Flex wrap gap={12} align="center">
            <Input.Search
              aria-label="Search items"
              placeholder="Search name, SKU, category, location"
              allowClear
              defaultValue={table.filters.q}
              onSearch={(value) => table.setFilter('q', value.trim() || null)}
              style={{ width: 280, maxWidth: '100%' }}
            />
            <Flex gap={6} align="center">
              <Switch id="low-stock" checked={table.filters.low === '1'} onChange={(checked) => table.setFilter('low', checked ? '1' : null)} />
              <label htmlFor="low-stock">Below reorder level</label>
            </Flex>
          </Flex>
        }
        exportOptions={{
          title: 'Inventory',
          fileName: 'inventory',
          period: 'Today',
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchItemList(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows),
          disabled: !list.data || list.data.total === 0,
        }}
      />
      <ItemDrawer opened={creating} open={creating} item={null} onClose={() => setCreating(false)} onSaved={(id) => { setCreating(false); open(id); }} />
    </>
  );
}

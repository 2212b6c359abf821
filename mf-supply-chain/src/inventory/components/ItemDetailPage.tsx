// One inventory item's own page (/app/supply-chain/inventory/<id>): SKU, category, unit,
// location, on hand, unit cost, value and reorder level (flagged when below), Edit and Adjust for
// all but viewers, and the item's stock movement history. An unknown id shows "not found".
import { useState } from 'react';
import { Link, useParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, PageFrame, Skeleton, Tag, formatMoney } from '@missionbase/ui';
import { Breadcrumb, Descriptions } from '@missionbase/ui/display';
import { LoadFailed } from '../../shared/LoadFailed';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatQuantity } from '../../shared/format';
import { useCanEditSupplyChain } from '../../shared/use-can-edit';
import { useItem } from '../data/item-detail-query';
import { MovementHistory } from './MovementHistory';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

const AdjustmentDrawer = lazyPanel(() => import('./AdjustmentDrawer').then((module) => module.AdjustmentDrawer));
const ItemDrawer = lazyPanel(() => import('./ItemDrawer').then((module) => module.ItemDrawer));

const BACK = '/app/supply-chain/inventory';

export function ItemDetailPage() {
  const { itemId = '' } = useParams();
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditSupplyChain();
  const item = useItem(organizationId, itemId);
  const [editing, setEditing] = useState(false);
  const [adjusting, setAdjusting] = useState(false);

  if (item.isPending) return <PageFrame title="Inventory item"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;
  if (item.isError) return <LoadFailed title="Inventory item" error={item.error} onRetry={() => void item.refetch()} backTo={BACK} backLabel="All inventory" />;
  const data = item.data;
  if (!data) return <RecordNotFound what="Inventory item" backTo={BACK} backLabel="All inventory" />;
  const low = Number(data.reorder_level) > 0 && Number(data.quantity_on_hand) < Number(data.reorder_level);

  return (
    <PageFrame title={data.name}>
      <Breadcrumb items={[{ title: <Link to={BACK}>Inventory</Link> }, { title: data.name }]} style={{ marginBottom: 12 }} />
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        {low ? <Tag color="red">Below reorder level</Tag> : <Tag color="green">In stock</Tag>}
        {data.is_active ? null : <Tag>Inactive</Tag>}
      </Flex>
      {canEdit ? (
        <Flex wrap gap={8} style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setAdjusting(true)} onPointerEnter={AdjustmentDrawer.preload} onFocus={AdjustmentDrawer.preload}>Adjust stock</Button>
          <Button onClick={() => setEditing(true)} onPointerEnter={ItemDrawer.preload} onFocus={ItemDrawer.preload}>Edit item</Button>
        </Flex>
      ) : null}
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label="SKU">{data.sku ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Category">{data.category ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Unit">{data.unit}</Descriptions.Item>
        <Descriptions.Item label="Location">{data.location ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="On hand"><span data-testid="item-on-hand">{formatQuantity(data.quantity_on_hand)} {data.unit}</span></Descriptions.Item>
        <Descriptions.Item label="Reorder level">{formatQuantity(data.reorder_level)} {data.unit}</Descriptions.Item>
        <Descriptions.Item label="Average unit cost"><span className="mb-money">{formatMoney(String(data.unit_cost))}</span></Descriptions.Item>
        <Descriptions.Item label="Value at cost"><span className="mb-money" data-testid="item-value">{formatMoney(String(data.stock_value))}</span></Descriptions.Item>
      </Descriptions>
      <MovementHistory itemId={data.id} itemName={data.name} />
      <ItemDrawer opened={editing} open={editing} item={data} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      <AdjustmentDrawer opened={adjusting} item={data} open={adjusting} onClose={() => setAdjusting(false)} />
    </PageFrame>
  );
}

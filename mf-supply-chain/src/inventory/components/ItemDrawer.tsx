// An inventory item in the kit's RecordDrawer: name, SKU, category, unit, location and
// reorder level; a new item also takes its opening quantity and unit cost (posted as opening
// stock). On hand and cost of an existing item change only through receipts and adjustments.
import { useMemo } from 'react';
import { Typography } from '@missionbase/ui';
import { Form, Input, RecordDrawer } from '@missionbase/ui/forms';
import { MoneyInput } from '@missionbase/ui/pickers';
import type { FieldErrorMap } from '@missionbase/ui';
import { itemFormSchema, itemValuesOf, newItemValues } from '../data/item-form';
import type { ItemFormOutput, ItemFormValues } from '../data/item-form';
import type { ItemDetail } from '../data/item-detail-query';
import { useSaveItem } from '../data/item-save-mutation';

const ERROR_FIELDS: FieldErrorMap = {
  inventory_organization_id_sku_key: { field: 'sku', message: 'Another item already has this SKU.' },
  name: 'name',
  reorder_level: 'reorderLevel',
};

export function ItemDrawer({ open, item, onClose, onSaved }: { open: boolean; item: ItemDetail | null; onClose: () => void; onSaved: (id: string) => void }) {
  const save = useSaveItem();
  const initialValues = useMemo<ItemFormValues>(() => (item ? itemValuesOf(item) : newItemValues()), [item]);
  return (
    <RecordDrawer<ItemFormValues, ItemFormOutput>
      key={item?.id ?? 'new'}
      title={item ? item.name : 'New inventory item'}
      open={open}
      onClose={onClose}
      schema={itemFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => onSaved(await save.mutateAsync({ itemId: item?.id ?? null, values }))}
      errorMap={ERROR_FIELDS}
      successMessage="Item saved"
    >
      <Form.Item name="name" label="Name" required><Input maxLength={200} autoComplete="off" /></Form.Item>
      <Form.Item name="sku" label="SKU"><Input maxLength={60} autoComplete="off" /></Form.Item>
      <Form.Item name="category" label="Category"><Input maxLength={100} autoComplete="off" /></Form.Item>
      <Form.Item name="unit" label="Unit" required extra="case, each, lb, crate..."><Input maxLength={40} autoComplete="off" /></Form.Item>
      <Form.Item name="location" label="Location"><Input maxLength={100} autoComplete="off" /></Form.Item>
      <Form.Item name="reorderLevel" label="Reorder level" extra="Falling below it notifies the team once.">
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      {item ? (
        <Typography.Paragraph type="secondary">
          On hand and unit cost change through receipts on purchase orders and adjustments, so that the ledger always holds the stock's value.
        </Typography.Paragraph>
      ) : (
        <>
          <Form.Item name="openingQuantity" label="Opening quantity on hand" extra="Recorded as opening stock and posted to Inventory at the unit cost below.">
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Form.Item name="unitCost" label="Unit cost"><MoneyInput aria-label="Unit cost" /></Form.Item>
        </>
      )}
    </RecordDrawer>
  );
}

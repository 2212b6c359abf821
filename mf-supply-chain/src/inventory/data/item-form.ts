// The inventory item form: name, SKU, category, unit, location, reorder level, and for a new
// item the opening quantity and unit cost (the database records them as an opening movement
// and posts their value). On hand and cost change afterwards only through receipts and adjustments.
import { z } from 'zod';
import type { ItemDetail } from './item-detail-query';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const QUANTITY = /^\d{1,10}(\.\d{1,2})?$/;

export const itemFormSchema = z.object({
  name: z.string().trim().min(1, 'Name the item').max(200),
  sku: z.string().trim().max(60),
  category: z.string().trim().max(100),
  unit: z.string().trim().min(1, 'Enter the unit (case, each, lb...)').max(40),
  location: z.string().trim().max(100),
  reorderLevel: z.string().trim().regex(QUANTITY, 'Enter a quantity like 20'),
  openingQuantity: z.string().trim().regex(QUANTITY, 'Enter a quantity like 20'),
  unitCost: z.string().trim().regex(MONEY, 'Enter an amount like 12.50'),
});

export type ItemFormOutput = z.infer<typeof itemFormSchema>;
export type ItemFormValues = z.input<typeof itemFormSchema>;

export function newItemValues(): ItemFormValues {
  return { name: '', sku: '', category: '', unit: 'case', location: '', reorderLevel: '0', openingQuantity: '0', unitCost: '0.00' };
}

export function itemValuesOf(item: ItemDetail): ItemFormValues {
  return {
    name: item.name, sku: item.sku ?? '', category: item.category ?? '', unit: item.unit, location: item.location ?? '',
    reorderLevel: String(item.reorder_level), openingQuantity: String(item.quantity_on_hand), unitCost: Number(item.unit_cost).toFixed(2),
  };
}

/** The columns an edit may change (never quantity or cost). */
export function itemRowOf(values: ItemFormOutput) {
  return {
    name: values.name,
    sku: values.sku || null,
    category: values.category || null,
    unit: values.unit,
    location: values.location || null,
    reorder_level: values.reorderLevel,
  };
}

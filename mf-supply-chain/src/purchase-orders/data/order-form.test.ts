import { describe, expect, it } from 'vitest';
import { newOrderValues, orderFormSchema, orderLineRowsOf } from './order-form';

describe('order form', () => {
  it('needs a vendor and an expected date not before the order date', () => {
    const values = { ...newOrderValues('2026-03-01'), items: [{ inventoryId: null, description: 'Rice', quantity: '2', unitCost: '3.00' }] };
    expect(orderFormSchema.safeParse(values).success).toBe(false);
    const early = orderFormSchema.safeParse({ ...values, vendorId: 'v', expectedDate: '2026-02-01' });
    expect(early.success ? [] : early.error.issues.map((issue) => issue.path.join('.'))).toEqual(['expectedDate']);
    expect(orderFormSchema.safeParse({ ...values, vendorId: 'v', expectedDate: '2026-03-15' }).success).toBe(true);
  });

  it('writes lines numbered in the order entered', () => {
    const parsed = orderFormSchema.parse({ ...newOrderValues('2026-03-01'), vendorId: 'v', items: [
      { inventoryId: 'i', description: 'Rice', quantity: '2', unitCost: '3.00' },
      { inventoryId: null, description: 'Delivery', quantity: '1', unitCost: '25' },
    ] });
    expect(orderLineRowsOf('o', 'p', parsed).map((row) => [row.line_number, row.inventory_id, row.unit_cost])).toEqual([[1, 'i', '3.00'], [2, null, '25']]);
  });
});

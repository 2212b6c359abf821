import { describe, expect, it } from 'vitest';
import { newRequestValues, requestFormSchema, requestItemRowsOf } from './request-form';

describe('request form', () => {
  it('needs a title and at least one item with a positive quantity', () => {
    const empty = requestFormSchema.safeParse({ ...newRequestValues(), items: [] });
    expect(empty.success).toBe(false);
    const zero = requestFormSchema.safeParse({ ...newRequestValues(), title: 'Rice', items: [{ inventoryId: null, description: 'Rice', quantity: '0', unit: 'case', unitCost: '2.00' }] });
    expect(zero.success).toBe(false);
  });

  it('writes the items numbered in the order entered', () => {
    const parsed = requestFormSchema.parse({
      ...newRequestValues(),
      title: 'Rice',
      items: [
        { inventoryId: 'a', description: 'Rice', quantity: '10', unit: 'case', unitCost: '22.40' },
        { inventoryId: null, description: 'Tape', quantity: '2.5', unit: 'roll', unitCost: '3' },
      ],
    });
    expect(requestItemRowsOf('org', 'req', parsed).map((row) => [row.line_number, row.inventory_id, row.quantity])).toEqual([[1, 'a', '10'], [2, null, '2.5']]);
  });
});

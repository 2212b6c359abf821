import { describe, expect, it } from 'vitest';
import { NEW_VENDOR_VALUES, vendorFormSchema, vendorWriteOf } from './vendor-form';

describe('vendor form', () => {
  it('needs a tax id for a 1099 vendor', () => {
    const result = vendorFormSchema.safeParse({ ...NEW_VENDOR_VALUES, name: 'Reyes & Park CPAs', is1099: true });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['taxId']);
  });

  it('writes the default account and the flag', () => {
    const parsed = vendorFormSchema.parse({ ...NEW_VENDOR_VALUES, name: 'FleetFuel', defaultExpenseAccountId: 'a6500', is1099: true, taxId: '12-3456789' });
    expect(vendorWriteOf(parsed)).toMatchObject({ name: 'FleetFuel', default_expense_account_id: 'a6500', is_1099: true, tax_id: '12-3456789', email: null });
  });
});

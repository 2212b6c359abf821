import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFields } from './zod-issues';

const schema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.'),
    lines: z.array(z.object({ amount: z.string().regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount like 12.34.') })),
    debit: z.number(),
    credit: z.number(),
  })
  .refine((value) => value.debit === value.credit, { message: 'Debits must equal credits.' });

describe('zod issues on form fields', () => {
  it('each issue lands on the field its path names, nested lists included', () => {
    const result = schema.safeParse({ name: ' ', lines: [{ amount: '1' }, { amount: 'x' }], debit: 1, credit: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToFields(result.error.issues)).toEqual({
      fields: [
        { name: ['name'], errors: ['Name is required.'] },
        { name: ['lines', 1, 'amount'], errors: ['Enter an amount like 12.34.'] },
      ],
      formErrors: [],
    });
  });

  it('an issue about the whole record is a form-level error', () => {
    const result = schema.safeParse({ name: 'Rent', lines: [], debit: 1, credit: 2 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToFields(result.error.issues)).toEqual({ fields: [], formErrors: ['Debits must equal credits.'] });
  });
});

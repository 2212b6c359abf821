import { describe, expect, it } from 'vitest';
import { customerFormSchema, customerWriteOf } from './customer-form';

describe('customer form', () => {
  it('needs a name and a well-formed e-mail, and writes blanks as null', () => {
    expect(customerFormSchema.safeParse({ name: ' ', email: 'x', phone: '', address: '', notes: '' }).error?.issues.map((issue) => issue.path[0])).toEqual(['name', 'email']);
    const parsed = customerFormSchema.parse({ name: ' County ', email: '', phone: '', address: '', notes: '' });
    expect(customerWriteOf(parsed)).toEqual({ name: 'County', email: null, phone: null, address: null, notes: null });
  });
});

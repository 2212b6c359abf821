import { describe, expect, it } from 'vitest';
import { accountFormSchema, accountRpcArgs, newAccountValues } from './account-form';

describe('account form', () => {
  it('refuses a code with spaces and an empty name, as the database would', () => {
    const result = accountFormSchema.safeParse({ ...newAccountValues(null), code: '63 00', name: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['code', 'A code is 1 to 20 letters, digits, dots or dashes (no spaces)'],
      ['name', 'An account needs a name'],
    ]);
  });

  it('sends trimmed values and leaves empty optionals out', () => {
    expect(accountRpcArgs({ ...newAccountValues(null), code: ' 6910 ', name: ' Storage ', description: '  ' })).toEqual({
      p_code: '6910', p_name: 'Storage', p_category: 'Expenses', p_is_placeholder: false, p_normal_balance: 'debit',
    });
    expect(accountRpcArgs({ ...newAccountValues(null), code: '1', name: 'x', parentId: 'p', accountTypeId: 't', description: 'd' })).toMatchObject({
      p_parent_id: 'p', p_account_type_id: 't', p_description: 'd',
    });
  });
});

// The account drawer's values, their zod schema (the same rules create_account / update_account
// check in the database, so most mistakes are caught before the request) and the RPC arguments.
import { z } from 'zod';
import { CATEGORIES, defaultNormalBalance } from './chart-tree';
import type { ChartAccount } from './chart-tree';

export const accountFormSchema = z.object({
  code: z.string().trim().regex(/^[0-9A-Za-z.-]{1,20}$/, 'A code is 1 to 20 letters, digits, dots or dashes (no spaces)'),
  name: z.string().trim().min(1, 'An account needs a name').max(200, 'At most 200 characters'),
  category: z.enum(CATEGORIES, { message: 'Choose a category' }),
  parentId: z.string().nullable(),
  accountTypeId: z.string().nullable(),
  description: z.string().max(2000, 'At most 2,000 characters'),
  isPlaceholder: z.boolean(),
  normalBalance: z.enum(['debit', 'credit']),
});

export type AccountFormValues = z.infer<typeof accountFormSchema>;

export function newAccountValues(parent: ChartAccount | null): AccountFormValues {
  const category = (CATEGORIES as readonly string[]).includes(parent?.category ?? '') ? (parent?.category as AccountFormValues['category']) : 'Expenses';
  return {
    code: '',
    name: '',
    category,
    parentId: parent?.id ?? null,
    accountTypeId: null,
    description: '',
    isPlaceholder: false,
    normalBalance: defaultNormalBalance(category),
  };
}

export function accountValuesOf(account: ChartAccount): AccountFormValues {
  const parsed = accountFormSchema.shape.category.safeParse(account.category);
  return {
    code: account.code,
    name: account.name,
    category: parsed.success ? parsed.data : 'Expenses',
    parentId: account.parent_id,
    accountTypeId: account.account_type_id,
    description: account.description ?? '',
    isPlaceholder: account.is_placeholder,
    normalBalance: account.normal_balance === 'credit' ? 'credit' : 'debit',
  };
}

export interface AccountRpcArgs {
  p_code: string;
  p_name: string;
  p_category: string;
  p_parent_id?: string;
  p_account_type_id?: string;
  p_description?: string;
  p_is_placeholder: boolean;
  p_normal_balance: string;
}

/** Arguments shared by create_account and update_account; an empty optional is left out (null). */
export function accountRpcArgs(values: AccountFormValues): AccountRpcArgs {
  const description = values.description.trim();
  return {
    p_code: values.code.trim(),
    p_name: values.name.trim(),
    p_category: values.category,
    ...(values.parentId ? { p_parent_id: values.parentId } : {}),
    ...(values.accountTypeId ? { p_account_type_id: values.accountTypeId } : {}),
    ...(description ? { p_description: description } : {}),
    p_is_placeholder: values.isPlaceholder,
    p_normal_balance: values.normalBalance,
  };
}

/** A refusal's field, from the database's plain message (shown on that field; else as a toast). */
export const ACCOUNT_ERROR_FIELDS: Readonly<Record<string, { field: string }>> = {
  'Account code': { field: 'code' },
  'An account code': { field: 'code' },
  'account type': { field: 'accountTypeId' },
  "parent's category": { field: 'parentId' },
  'parent account': { field: 'parentId' },
  placeholder: { field: 'isPlaceholder' },
};

// Pure rules of the transaction dialog (SPEC sections 3 and 5): the amount input's filtering and
// its exact decimal form, the defaults, the row written to `transactions`, and the account picker
// that shows only the category a transaction type maps to, with placeholder accounts unselectable.

export const TRANSACTION_TYPES = ['Income', 'Expense', 'Asset', 'Liability'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const DEFAULT_TRANSACTION_TYPE: TransactionType = 'Expense';

export type TransactionAccountCategory = 'Revenue' | 'Expenses' | 'Assets' | 'Liabilities';

/** SPEC section 5: Income->Revenue, Expense->Expenses, Asset->Assets, Liability->Liabilities. */
export const CATEGORY_BY_TRANSACTION_TYPE: Readonly<Record<TransactionType, TransactionAccountCategory>> = {
  Income: 'Revenue',
  Expense: 'Expenses',
  Asset: 'Assets',
  Liability: 'Liabilities',
};

export function isTransactionType(value: unknown): value is TransactionType {
  return typeof value === 'string' && (TRANSACTION_TYPES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Amount

/** transactions.amount is numeric(14, 2): at most 12 digits before the point and 2 after. */
export const AMOUNT_MAX_INTEGER_DIGITS = 12;
export const AMOUNT_MAX_FRACTION_DIGITS = 2;
export const AMOUNT_TOO_PRECISE = 'Amount can have at most 2 decimal places.';
export const AMOUNT_TOO_LARGE = 'Amount must be less than 1,000,000,000,000.';
export const AMOUNT_NEGATIVE = 'Amount cannot be negative.';

/**
 * SPEC section 5: keeps only digits and one decimal point. Other characters are stripped and every
 * point after the first is ignored, whether typed or pasted: `1a2.3.4` becomes `12.34`.
 */
export function sanitizeAmountInput(raw: string): string {
  let result = '';
  let seenPoint = false;
  for (const character of raw) {
    if (character >= '0' && character <= '9') result += character;
    else if (character === '.' && !seenPoint) {
      seenPoint = true;
      result += character;
    }
  }
  return result;
}

/**
 * The exact decimal string the database receives (never a float): empty becomes `0` (SPEC
 * section 5), leading zeros and a trailing point go, the fraction stays as typed (`.5` -> `0.5`).
 */
export function amountToDecimalString(input: string): string {
  const clean = sanitizeAmountInput(input);
  const [integerPart = '', fractionPart = ''] = clean.split('.');
  const integer = integerPart.replace(/^0+(?=\d)/, '') || '0';
  return fractionPart === '' ? integer : `${integer}.${fractionPart}`;
}

/** Why an amount cannot be stored as typed, or null. Not a required-field check: empty is 0. */
export function amountInputError(input: string): string | null {
  // The kit's money field keeps a typed minus sign so that it is refused here, never dropped.
  if (/^\s*[-−–]/.test(input)) return AMOUNT_NEGATIVE;
  const [integerPart, fractionPart = ''] = amountToDecimalString(input).split('.');
  if (fractionPart.length > AMOUNT_MAX_FRACTION_DIGITS) return AMOUNT_TOO_PRECISE;
  if ((integerPart ?? '').length > AMOUNT_MAX_INTEGER_DIGITS) return AMOUNT_TOO_LARGE;
  return null;
}

/**
 * A stored amount (a JSON number or a numeric string) as the text the amount input shows, with
 * cents. A numeric(14, 2) value has at most 14 digits, which a double holds exactly enough for
 * toFixed(2) to give them back.
 */
export function amountFromRecord(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value.toFixed(2);
  if (typeof value === 'string') return sanitizeAmountInput(value);
  return '';
}

// ---------------------------------------------------------------------------------------------
// Form values and the row written

/** The user's local calendar date as yyyy-mm-dd (the date a person means by "today"). */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export interface TransactionFormValues {
  date: string;
  description: string;
  accountId: string | null;
  type: TransactionType;
  amount: string;
  notes: string;
  projectId: string | null;
}

/** A transactions row as the organization bundle or the REST API returns it. */
export interface TransactionRecord {
  id: string;
  organization_id: string;
  date: string;
  description: string | null;
  account_id: string | null;
  type: TransactionType;
  amount: number | string;
  notes: string | null;
  project_id: string | null;
}

/** The columns the dialog writes (SPEC section 7), without organization_id. */
export interface TransactionWrite {
  date: string;
  description: string;
  account_id: string | null;
  type: TransactionType;
  /** Exact decimal text, e.g. `12.34`; Postgres parses it into numeric(14, 2). */
  amount: string;
  notes: string | null;
  project_id: string | null;
}

export interface TransactionInsert extends TransactionWrite {
  organization_id: string;
}

export function emptyTransactionForm(today: string): TransactionFormValues {
  return { date: today, description: '', accountId: null, type: DEFAULT_TRANSACTION_TYPE, amount: '', notes: '', projectId: null };
}

export function transactionFormFromRecord(record: TransactionRecord): TransactionFormValues {
  return {
    date: record.date.slice(0, 10),
    description: record.description ?? '',
    accountId: record.account_id,
    type: record.type,
    amount: amountFromRecord(record.amount),
    notes: record.notes ?? '',
    projectId: record.project_id,
  };
}

export function transactionWriteFromForm(values: TransactionFormValues, today: string): TransactionWrite {
  return {
    // No required-field check (SPEC section 5): a cleared date falls back to today, as the column does.
    date: values.date === '' ? today : values.date,
    description: values.description,
    account_id: values.accountId,
    type: values.type,
    amount: amountToDecimalString(values.amount),
    notes: values.notes === '' ? null : values.notes,
    project_id: values.projectId,
  };
}

export function transactionInsertFromForm(values: TransactionFormValues, organizationId: string, today: string): TransactionInsert {
  return { organization_id: organizationId, ...transactionWriteFromForm(values, today) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** A transactions row read from untyped JSON (the bundle, a query), or null when it is not one. */
export function readTransactionRecord(value: unknown): TransactionRecord | null {
  if (!isRecord(value)) return null;
  const { id, organization_id, date, description, account_id, type, amount, notes, project_id } = value;
  if (typeof id !== 'string' || typeof organization_id !== 'string' || typeof date !== 'string') return null;
  if (!isTransactionType(type) || !(typeof amount === 'number' || typeof amount === 'string')) return null;
  if (![description, account_id, notes, project_id].every((field) => field === undefined || isNullableString(field))) return null;
  return {
    id,
    organization_id,
    date,
    description: (description as string | null | undefined) ?? null,
    account_id: (account_id as string | null | undefined) ?? null,
    type,
    amount,
    notes: (notes as string | null | undefined) ?? null,
    project_id: (project_id as string | null | undefined) ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Account and project pickers

export interface PickerAccount {
  id: string;
  code: string;
  name: string;
  parent_id: string | null;
  category: string;
  is_placeholder: boolean;
  is_active: boolean;
}

export interface AccountPickerNode {
  id: string;
  /** `code name`, what the picker shows and searches. */
  label: string;
  selectable: boolean;
  children: AccountPickerNode[];
}

export interface PickerProject {
  id: string;
  name: string;
}

/** The bundle's accounts (unknown JSON) as picker accounts; malformed rows are skipped. */
export function readPickerAccounts(value: unknown): PickerAccount[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: unknown): PickerAccount[] => {
    if (!isRecord(row)) return [];
    const { id, code, name, parent_id, category, is_placeholder, is_active } = row;
    if (typeof id !== 'string' || typeof code !== 'string' || typeof name !== 'string' || typeof category !== 'string') return [];
    return [{
      id,
      code,
      name,
      parent_id: typeof parent_id === 'string' ? parent_id : null,
      category,
      is_placeholder: is_placeholder === true,
      is_active: is_active !== false,
    }];
  });
}

export function readPickerProjects(value: unknown): PickerProject[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: unknown): PickerProject[] =>
    isRecord(row) && typeof row.id === 'string' && typeof row.name === 'string' ? [{ id: row.id, name: row.name }] : [],
  );
}

/**
 * The accounts a transaction of `type` may use, as a tree by parent_id ordered by code. Placeholder
 * (parent) accounts are shown but not selectable. Inactive accounts are left out, except `keepId`
 * (the account an edited transaction already has), so editing never hides its current value.
 */
export function accountPickerTree(accounts: readonly PickerAccount[], type: TransactionType, keepId: string | null = null): AccountPickerNode[] {
  const category = CATEGORY_BY_TRANSACTION_TYPE[type];
  const shown = accounts.filter((account) => account.category === category && (account.is_active || account.id === keepId));
  const shownIds = new Set(shown.map((account) => account.id));
  const childrenOf = new Map<string | null, PickerAccount[]>();
  for (const account of shown) {
    // A parent that is not shown (inactive) lifts its children to the top level.
    const parent = account.parent_id !== null && shownIds.has(account.parent_id) ? account.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), account]);
  }
  const visited = new Set<string>();
  const build = (parent: string | null): AccountPickerNode[] =>
    [...(childrenOf.get(parent) ?? [])]
      .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }))
      .filter((account) => !visited.has(account.id))
      .map((account) => {
        visited.add(account.id);
        return { id: account.id, label: `${account.code} ${account.name}`, selectable: !account.is_placeholder, children: build(account.id) };
      });
  return build(null);
}

/** Every node of a picker tree, depth first (what the picker lists, top to bottom). */
export function flattenAccountPickerTree(nodes: readonly AccountPickerNode[]): AccountPickerNode[] {
  return nodes.flatMap((node) => [node, ...flattenAccountPickerTree(node.children)]);
}

/** The picker's search: case-insensitive substring of `code name`. */
export function accountMatchesSearch(label: string, query: string): boolean {
  return label.toLowerCase().includes(query.trim().toLowerCase());
}

// The chart of accounts as the screen's tree: get_chart_of_accounts returns a flat list (balances
// already rolled up by the database); this nests it by parent, ordered by code, and filters it by
// text and activity while keeping each match's parents so the tree still reads.
export interface ChartAccount {
  id: string;
  code: string;
  name: string;
  parent_id: string | null;
  category: string;
  account_type_id: string | null;
  account_type_name: string | null;
  description: string | null;
  normal_balance: string;
  is_placeholder: boolean;
  is_active: boolean;
  system_key: string | null;
  depth: number;
  child_count: number;
  /** In the account's normal-balance sign, its own lines only. */
  own_balance: number | string;
  /** Own plus every sub-account's, in this account's sign (the database rolls it up). */
  balance: number | string;
  has_postings: boolean;
}

export interface ChartTreeRow extends ChartAccount {
  children?: ChartTreeRow[];
}

export interface ChartFilter {
  text?: string;
  showInactive?: boolean;
  category?: string;
}

function matches(account: ChartAccount, text: string): boolean {
  if (text === '') return true;
  const needle = text.toLowerCase();
  return account.code.toLowerCase().includes(needle) || account.name.toLowerCase().includes(needle)
    || (account.account_type_name ?? '').toLowerCase().includes(needle);
}

export function chartTree(accounts: readonly ChartAccount[], filter: ChartFilter = {}): ChartTreeRow[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const text = (filter.text ?? '').trim();
  const keep = new Set<string>();
  for (const account of accounts) {
    if (!filter.showInactive && !account.is_active) continue;
    if (filter.category && account.category !== filter.category) continue;
    if (!matches(account, text)) continue;
    // The match and its parents (so it appears where it belongs in the tree).
    let current: ChartAccount | undefined = account;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = current.parent_id ? byId.get(current.parent_id) : undefined;
    }
  }
  const children = new Map<string | null, ChartAccount[]>();
  for (const account of accounts) {
    if (!keep.has(account.id)) continue;
    const parent = account.parent_id !== null && keep.has(account.parent_id) ? account.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), account]);
  }
  const build = (parent: string | null, seen: Set<string>): ChartTreeRow[] =>
    [...(children.get(parent) ?? [])]
      .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }))
      .filter((account) => !seen.has(account.id))
      .map((account) => {
        seen.add(account.id);
        const nested = build(account.id, seen);
        return nested.length > 0 ? { ...account, children: nested } : { ...account };
      });
  return build(null, new Set());
}

/** Every id with children in the tree (to expand all). */
export function parentIds(rows: readonly ChartTreeRow[]): string[] {
  return rows.flatMap((row) => (row.children ? [row.id, ...parentIds(row.children)] : []));
}

export const CATEGORIES = ['Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Categories whose accounts normally carry a debit balance. */
export function defaultNormalBalance(category: string): 'debit' | 'credit' {
  return category === 'Assets' || category === 'Expenses' ? 'debit' : 'credit';
}

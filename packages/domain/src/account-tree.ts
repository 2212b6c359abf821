// The chart of accounts as the account picker's tree, for any set of categories (the transaction
// dialog's type-bound tree is the one-category case): ordered by code, placeholder parents listed
// but not selectable, inactive accounts left out except the value already chosen.
import { accountMatchesSearch, type AccountPickerNode, type PickerAccount } from './transaction-form';

export interface AccountTreeOptions {
  /** Only these categories (e.g. ['Revenue']); all when omitted or empty. */
  categories?: readonly string[];
  /** Kept even when inactive: the account an edited record already has. */
  keepIds?: readonly string[];
  /** Placeholder (parent) accounts can be chosen too (e.g. a new account's parent). */
  allowPlaceholder?: boolean;
}

export function accountTree(accounts: readonly PickerAccount[], options: AccountTreeOptions = {}): AccountPickerNode[] {
  const categories = options.categories && options.categories.length > 0 ? new Set(options.categories) : null;
  const keep = new Set(options.keepIds ?? []);
  const shown = accounts.filter((account) => (!categories || categories.has(account.category)) && (account.is_active || keep.has(account.id)));
  const shownIds = new Set(shown.map((account) => account.id));
  const childrenOf = new Map<string | null, PickerAccount[]>();
  for (const account of shown) {
    // A parent that is not shown (inactive, other category) lifts its children to the top level.
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
        return {
          id: account.id,
          label: `${account.code} ${account.name}`,
          selectable: options.allowPlaceholder === true || !account.is_placeholder,
          children: build(account.id),
        };
      });
  return build(null);
}

/**
 * The accounts a search finds, as one flat list in the tree's order: only those that can be chosen
 * (a placeholder parent that matches is left out, its matching children stay). A picker shows this
 * list while its search box has text, so its first row is the account Enter picks.
 */
export function searchAccountNodes(nodes: readonly AccountPickerNode[], query: string): AccountPickerNode[] {
  const found: AccountPickerNode[] = [];
  const visit = (level: readonly AccountPickerNode[]) => {
    for (const node of level) {
      if (node.selectable && accountMatchesSearch(node.label, query)) found.push({ ...node, children: [] });
      visit(node.children);
    }
  };
  visit(nodes);
  return found;
}

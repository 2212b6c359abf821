// The account picker's keyboard search: Enter after typing picks the first account the search
// shows that can be chosen. antd's TreeSelect cannot do it itself: its own "first match" compares
// the search with the node's value (the account's id) and skips the children of a placeholder
// (disabled) parent, so Enter picked nothing, or an account whose id happened to contain the text.
import { accountMatchesSearch } from '@missionbase/domain/transaction-form';

export interface AccountTreeData {
  value: string;
  title: string;
  disabled: boolean;
  children: AccountTreeData[];
}

/**
 * The first selectable (not placeholder) account, in the tree's display order, whose label matches
 * the search; null for an empty search or no match. Placeholders are skipped but their children
 * are searched.
 */
export function firstSelectableMatch(nodes: readonly AccountTreeData[], search: string): string | null {
  if (search.trim() === '') return null;
  for (const node of nodes) {
    if (!node.disabled && accountMatchesSearch(node.title, search)) return node.value;
    const inChildren = firstSelectableMatch(node.children, search);
    if (inChildren !== null) return inChildren;
  }
  return null;
}

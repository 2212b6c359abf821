// Account picker of every form and filter: the chart of accounts as a tree with codes, limited to
// some categories, placeholder (parent) accounts listed but not selectable, inactive accounts
// hidden unless already chosen. Reads the accounts from the organization bundle. Typing a code or a
// part of a name lists the accounts it finds, flat and choosable only, with the first one
// highlighted: Enter picks it (or the one the arrows moved to); nothing matching, nothing is picked.
import { useMemo, useState, type CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { accountTree, searchAccountNodes } from '@missionbase/domain/account-tree';
import type { AccountPickerNode } from '@missionbase/domain/transaction-form';
import { useBundleAccounts } from './use-organization-bundle';

interface AccountTreeData {
  value: string;
  title: string;
  disabled: boolean;
  /** What antd's own first-match filter reads (`treeNodeFilterProp`): the search itself on a row our search found. */
  match: string;
  children: AccountTreeData[];
}

function treeData(nodes: readonly AccountPickerNode[], match = ''): AccountTreeData[] {
  return nodes.map((node) => ({ value: node.id, title: node.label, disabled: !node.selectable, match, children: treeData(node.children, match) }));
}

export interface AccountPickerProps {
  /** Given by Form.Item. */
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** e.g. ['Revenue'] or ['Assets', 'Liabilities']; every category when omitted. */
  categories?: readonly string[];
  /** Placeholder (parent) accounts can be chosen too (a new account's parent). */
  allowPlaceholder?: boolean;
  /** Accounts not offered (e.g. the account being edited, as its own parent). */
  excludeIds?: readonly string[];
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}

export function AccountPicker({ id, value, onChange, categories, allowPlaceholder, excludeIds, placeholder = 'Select an account', disabled, allowClear = true, style, ...aria }: AccountPickerProps) {
  const accounts = useBundleAccounts();
  const categoriesKey = categories?.join('|') ?? '';
  const excludeKey = excludeIds?.join('|') ?? '';
  const data = useMemo(() => {
    const excluded = new Set(excludeKey ? excludeKey.split('|') : []);
    const tree = accountTree(
      accounts.filter((account) => !excluded.has(account.id)),
      { categories: categoriesKey ? categoriesKey.split('|') : undefined, keepIds: value ? [value] : [], allowPlaceholder },
    );
    return tree;
  }, [accounts, categoriesKey, excludeKey, value, allowPlaceholder]);
  const [search, setSearch] = useState('');
  // antd's tree highlights the first match of its own filter, which skips the children of a
  // disabled (placeholder) parent and compares the node's value: the flat list of what our search
  // finds gives it nothing to skip, and each row's `match` makes its filter agree with ours.
  const shown = useMemo(() => (search.trim() ? treeData(searchAccountNodes(data, search), search.toLowerCase()) : treeData(data)), [data, search]);
  const known = value != null && accounts.some((account) => account.id === value);

  return (
    <TreeSelect<string | undefined>
      id={id}
      {...aria}
      // undefined, not null: antd shows the placeholder only for undefined.
      value={known ? value : undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={shown}
      treeDefaultExpandAll
      showSearch
      searchValue={search}
      onSearch={setSearch}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      filterTreeNode={false}
      treeNodeFilterProp="match"
      allowClear={allowClear}
      placeholder={placeholder}
      notFoundContent="No account found."
      disabled={disabled}
      // Every account is rendered (no virtual list): a chart has tens to a few hundred accounts and
      // each stays in the accessibility tree.
      virtual={false}
      listHeight={320}
      style={{ width: '100%', minWidth: 200, ...style }}
    />
  );
}

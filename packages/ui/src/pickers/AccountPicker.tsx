// Account picker of every form and filter: the chart of accounts as a tree with codes, limited to
// some categories, placeholder (parent) accounts listed but not selectable, inactive accounts
// hidden unless already chosen. Reads the accounts from the organization bundle.
import { useMemo, type CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { accountTree } from '@missionbase/domain/account-tree';
import { accountMatchesSearch, type AccountPickerNode } from '@missionbase/domain/transaction-form';
import { useBundleAccounts } from './use-organization-bundle';

interface AccountTreeData {
  value: string;
  title: string;
  disabled: boolean;
  children: AccountTreeData[];
}

function treeData(nodes: readonly AccountPickerNode[]): AccountTreeData[] {
  return nodes.map((node) => ({ value: node.id, title: node.label, disabled: !node.selectable, children: treeData(node.children) }));
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
    return treeData(tree);
  }, [accounts, categoriesKey, excludeKey, value, allowPlaceholder]);
  const known = value != null && accounts.some((account) => account.id === value);

  return (
    <TreeSelect<string | undefined>
      id={id}
      {...aria}
      // undefined, not null: antd shows the placeholder only for undefined.
      value={known ? value : undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={data}
      treeDefaultExpandAll
      showSearch
      filterTreeNode={(input, node) => accountMatchesSearch(String(node.title ?? ''), input)}
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

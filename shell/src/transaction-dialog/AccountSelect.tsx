// The account picker: the accounts of the category the chosen type maps to, as an indented tree
// (SPEC section 5), searchable by code and name. Placeholder (parent) accounts are listed, greyed
// and marked aria-disabled, and cannot be chosen.
import { useMemo } from 'react';
import { accountMatchesSearch, flattenAccountPickerTree, type AccountPickerNode } from '@missionbase/domain/transaction-form';
import { Select } from '@missionbase/ui/forms';

const INDENT_PX = 16;

interface AccountOption {
  value: string;
  label: string;
  disabled: boolean;
  depth: number;
}

function optionsFrom(nodes: readonly AccountPickerNode[], depth = 0): AccountOption[] {
  return nodes.flatMap((node) => [
    { value: node.id, label: node.label, disabled: !node.selectable, depth },
    ...optionsFrom(node.children, depth + 1),
  ]);
}

export interface AccountSelectProps {
  tree: readonly AccountPickerNode[];
  /** Given by Form.Item. */
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

export function AccountSelect({ tree, id, value, onChange }: AccountSelectProps) {
  const options = useMemo(() => optionsFrom(tree), [tree]);
  // The form may hold an account the tree no longer offers for a moment (before a type change clears it).
  const known = value != null && flattenAccountPickerTree(tree).some((node) => node.id === value);
  return (
    <Select<string | undefined, AccountOption>
      id={id}
      // undefined, not null: antd shows the placeholder only for undefined.
      value={known ? value : undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      allowClear
      showSearch={{ filterOption: (input, option) => (option ? accountMatchesSearch(option.label, input) : false) }}
      placeholder="Select an account"
      notFoundContent="No account found."
      // Every account is rendered (no virtual list), so the whole tree is in the page and in the
      // accessibility tree; a chart has tens to a few hundred accounts.
      virtual={false}
      listHeight={288}
      optionRender={(option) => (
        <span style={{ paddingInlineStart: (option.data.depth ?? 0) * INDENT_PX, fontWeight: option.data.disabled ? 600 : undefined }}>
          {option.data.label}
        </span>
      )}
    />
  );
}

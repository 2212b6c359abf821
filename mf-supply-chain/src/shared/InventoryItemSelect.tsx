// An inventory item picker searching by name or SKU as the user types; picking one hands its
// unit and cost to the line (the line's price stays editable).
import { useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { useInventoryOptions } from './data/inventory-options-query';
import type { InventoryOption } from './data/inventory-options-query';
import { SearchSelect } from '@missionbase/ui/forms';

export interface InventoryItemSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  currentName?: string | null;
  onPick?: (item: InventoryOption | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

export function InventoryItemSelect({ id, value, onChange, currentName, onPick, disabled, 'aria-label': ariaLabel }: InventoryItemSelectProps) {
  const organizationId = useActiveOrganizationId();
  const [search, setSearch] = useState('');
  const options = useInventoryOptions(organizationId, search);
  const items = options.data ?? [];
  const list = items.map((item) => ({ value: item.id, label: item.sku ? `${item.name} (${item.sku})` : item.name }));
  if (value && currentName && !list.some((option) => option.value === value)) list.unshift({ value, label: currentName });
  return (
    <SearchSelect
      id={id}
      aria-label={ariaLabel}
      onSearch={setSearch}
      style={{ width: '100%' }}
      allowClear
      disabled={disabled}
      value={value ?? undefined}
      placeholder="Search items"
      stale={options.isPlaceholderData}
      searching={options.isFetching}
      options={list}
      popupMatchSelectWidth={false}
      notFoundText="No item by that name or SKU"
      onChange={(next?: string) => {
        onChange?.(next ?? null);
        onPick?.(items.find((item) => item.id === next) ?? null);
      }}
    />
  );
}

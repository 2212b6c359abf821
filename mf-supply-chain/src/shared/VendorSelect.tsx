// A vendor picker searching the organization's vendors as the user types; the chosen vendor's
// name travels with its id (the order keeps the name as printed).
import { useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { useVendorOptions } from './data/vendor-options-query';
import { SearchSelect } from '@missionbase/ui/forms';

export interface VendorSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  currentName?: string | null;
  onPickName?: (name: string | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

export function VendorSelect({ id, value, onChange, currentName, onPickName, disabled, 'aria-label': ariaLabel }: VendorSelectProps) {
  const organizationId = useActiveOrganizationId();
  const [search, setSearch] = useState('');
  const options = useVendorOptions(organizationId, search);
  const list = (options.data ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name }));
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
      placeholder="Search vendors"
      stale={options.isPlaceholderData}
      searching={options.isFetching}
      options={list}
      notFoundText="No vendor by that name"
      onChange={(next?: string) => {
        onChange?.(next ?? null);
        onPickName?.(list.find((option) => option.value === next)?.label ?? null);
      }}
    />
  );
}

// Picks a vendor: searched by the database (name, e-mail, phone, tax id) as the person types.
import { useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Select } from '@missionbase/ui';
import { useVendorList } from '../data/vendor-list-query';
import type { VendorListRow } from '../data/vendor-list-query';

export interface VendorSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Tells the caller the chosen vendor (its default expense account fills new lines). */
  onPick?: (vendor: VendorListRow | null) => void;
  currentName?: string | null;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

export function VendorSelect({ id, value, onChange, onPick, currentName, disabled, placeholder = 'Search vendors', ...aria }: VendorSelectProps) {
  const organizationId = useActiveOrganizationId();
  const [search, setSearch] = useState('');
  const vendors = useVendorList(organizationId, { search: search.trim() || undefined, limit: 20, offset: 0 });
  const rows = vendors.data?.rows ?? [];
  const options = rows.map((row) => ({ value: row.id, label: row.email ? `${row.name} · ${row.email}` : row.name }));
  if (value && currentName && !options.some((option) => option.value === value)) options.unshift({ value, label: currentName });
  return (
    <Select
      id={id}
      aria-label={aria['aria-label']}
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      placeholder={placeholder}
      disabled={disabled}
      loading={vendors.isFetching}
      notFoundContent={vendors.isFetching ? 'Searching…' : 'No vendor found'}
      onSearch={setSearch}
      onChange={(next?: string) => {
        onChange?.(next ?? null);
        onPick?.(rows.find((row) => row.id === next) ?? null);
      }}
      options={options}
      style={{ width: '100%' }}
    />
  );
}

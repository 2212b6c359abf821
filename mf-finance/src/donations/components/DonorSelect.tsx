// Picks a donor: searched by the database (name or e-mail) as the person types, so an
// organization with thousands of donors never downloads them all.
import { useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Select } from '@missionbase/ui';
import { useDonorList } from '../data/donor-list-query';

export interface DonorSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Tells the caller the chosen donor's name (the donation keeps it). */
  onPickName?: (name: string | null) => void;
  /** The current donor's name when it is not among the searched ones (an opened donation). */
  currentName?: string | null;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

export function DonorSelect({ id, value, onChange, onPickName, currentName, disabled, placeholder = 'Search donors', style, ...aria }: DonorSelectProps) {
  const organizationId = useActiveOrganizationId();
  const [search, setSearch] = useState('');
  const donors = useDonorList(organizationId, { search: search.trim() || undefined, sort: 'name', direction: 'asc', limit: 20, offset: 0 });
  const options = (donors.data?.rows ?? []).map((donor) => ({
    value: donor.id,
    label: donor.email ? `${donor.name} · ${donor.email}` : donor.name,
    name: donor.name,
  }));
  if (value && currentName && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: currentName, name: currentName });
  }
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
      loading={donors.isFetching}
      notFoundContent={donors.isFetching ? 'Searching…' : 'No donor found'}
      onSearch={setSearch}
      onChange={(next?: string) => {
        onChange?.(next ?? null);
        onPickName?.(options.find((option) => option.value === next)?.name ?? null);
      }}
      options={options.map(({ value: optionValue, label }) => ({ value: optionValue, label }))}
      style={{ width: '100%', ...style }}
    />
  );
}

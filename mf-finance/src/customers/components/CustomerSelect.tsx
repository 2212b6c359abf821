// Picks a customer: searched by the database (name, e-mail, phone) as the person types.
import { useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Select } from '@missionbase/ui';
import { useCustomerList } from '../data/customer-list-query';
import type { CustomerListRow } from '../data/customer-list-query';

export interface CustomerSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Tells the caller the chosen customer (its e-mail fills the invoice's). */
  onPick?: (customer: CustomerListRow | null) => void;
  currentName?: string | null;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

export function CustomerSelect({ id, value, onChange, onPick, currentName, disabled, placeholder = 'Search customers', ...aria }: CustomerSelectProps) {
  const organizationId = useActiveOrganizationId();
  const [search, setSearch] = useState('');
  const customers = useCustomerList(organizationId, { search: search.trim() || undefined, limit: 20, offset: 0 });
  const rows = customers.data?.rows ?? [];
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
      loading={customers.isFetching}
      notFoundContent={customers.isFetching ? 'Searching…' : 'No customer found'}
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

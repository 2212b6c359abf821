// Picks a customer, a vendor or a donor (the document-screen kit's party picker): searched by the
// database as the person types (20 at a time), the current party kept as an option when it is not
// in the page, and the chosen row told to the caller.
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useActiveOrganizationId } from '@missionbase/session';
import { SearchSelect } from '@missionbase/ui/table';
import type { Paged } from '@missionbase/session';

/** A party as its list RPC declares it (every attribute may be null). */
export interface PartyRow {
  id: string | null;
  name: string | null;
  email: string | null;
}

export interface PartySelectProps<Row extends PartyRow> {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Tells the caller the chosen row (a customer's e-mail, a vendor's default expense account, a donor's name). */
  onPick?: (row: Row | null) => void;
  currentName?: string | null;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

export interface PartySelectScreen<Row extends PartyRow> {
  noun: 'customer' | 'vendor' | 'donor';
  useList: (organizationId: string | null, params: { search?: string; limit: number; offset: number }) => UseQueryResult<Paged<Row>>;
}

export function PartySelect<Row extends PartyRow>({ screen, id, value, onChange, onPick, currentName, disabled, placeholder = `Search ${screen.noun}s`, ...aria }: PartySelectProps<Row> & { screen: PartySelectScreen<Row> }) {
  const organizationId = useActiveOrganizationId();
  const [search, setSearch] = useState('');
  const list = screen.useList(organizationId, { search: search.trim() || undefined, limit: 20, offset: 0 });
  const rows = list.data?.rows ?? [];
  // A party without an id cannot be chosen.
  const options = rows.flatMap((row) => (row.id === null ? [] : [{ value: row.id, label: row.email ? `${row.name ?? ''} · ${row.email}` : (row.name ?? '') }]));
  if (value && currentName && !options.some((option) => option.value === value)) options.unshift({ value, label: currentName });
  return (
    <SearchSelect
      id={id}
      aria-label={aria['aria-label']}
      allowClear
      value={value ?? undefined}
      placeholder={placeholder}
      disabled={disabled}
      stale={list.isPlaceholderData}
      searching={list.isFetching}
      notFoundText={`No ${screen.noun} found`}
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
